import { lazy } from 'react';

/** Every page is its own chunk; the public ones (login, password reset, 404…) are in publicPages.ts. */
export const MainLayout = lazy(() => import('../../layout/MainLayout'));
export const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
