import { lazy } from 'react';

/** The pages anyone may open, signed in or not (src/app/Root.tsx): each its own chunk, none of them needs Refine. */
export const AuthLayout = lazy(() => import('../../layout/AuthLayout'));
export const PublicLayout = lazy(() => import('./PublicLayout'));
export const RootRedirect = lazy(() => import('./RootRedirect'));
export const MaintenancePage = lazy(() => import('../maintenance/MaintenancePage'));
export const NotFoundPage = lazy(() => import('../errors/NotFoundPage'));
export const ServerErrorPage = lazy(() => import('../errors/ServerErrorPage'));
export const LoginPage = lazy(() => import('../../auth/LoginPage'));
export const CustomerLoginPage = lazy(() => import('../../auth/CustomerLoginPage'));
export const ForgotPasswordPage = lazy(() => import('../../auth/ForgotPasswordPage'));
export const ForgotUsernamePage = lazy(() => import('../../auth/ForgotUsernamePage'));
export const ChangePasswordPage = lazy(() => import('../../auth/ChangePasswordPage'));
export const RegisterPage = lazy(() => import('../../auth/RegisterPage'));
export const LockscreenPage = lazy(() => import('../../auth/LockscreenPage'));
