import { lazy } from 'react';

/** Every page is its own chunk: the login route loads only what it shows. */
export const MainLayout = lazy(() => import('../../layout/MainLayout'));
export const AuthLayout = lazy(() => import('../../layout/AuthLayout'));
export const PublicLayout = lazy(() => import('./PublicLayout'));
export const RootRedirect = lazy(() => import('./RootRedirect'));
export const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
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
