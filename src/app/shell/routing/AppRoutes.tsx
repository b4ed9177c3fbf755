import { Authenticated } from '@refinedev/core';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useResources } from '../../engine/resourceRegistry';
import { PageSpinner } from '../PageSpinner';
import { DEFAULT_HOME, MAINTENANCE_PATH } from '../config';
import { areaRoutes } from './areaRoutes';
import { AuthFallback } from './AuthFallback';
import * as Pages from './pages';
import { resourceRoutes } from './resourceRoutes';
import { UnknownPath } from './UnknownPath';

/** The route table (spec §2): `/` public layout, `/auth/*` auth layout, everything else the guarded main layout. */
export function AppRoutes() {
  const resources = useResources();
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Routes>
        <Route path="/" element={<Pages.PublicLayout />}>
          <Route index element={<Pages.RootRedirect />} />
        </Route>

        <Route path="/auth" element={<Pages.AuthLayout />}>
          <Route index element={<Navigate to="login" replace />} />
          <Route path="login" element={<Pages.LoginPage />} />
          <Route path="login/:customer" element={<Pages.CustomerLoginPage />} />
          <Route path="forgot-password" element={<Pages.ForgotPasswordPage />} />
          <Route path="forgot-username" element={<Pages.ForgotUsernamePage />} />
          <Route path="change-password/:userId/:resetToken" element={<Pages.ChangePasswordPage />} />
          <Route path="register" element={<Pages.RegisterPage />} />
          <Route path="lockscreen" element={<Pages.LockscreenPage />} />
          <Route path="404" element={<Pages.NotFoundPage />} />
          <Route path="500" element={<Pages.ServerErrorPage />} />
          <Route path="*" element={<Navigate to="/auth/404" replace />} />
        </Route>

        <Route path={MAINTENANCE_PATH} element={<Pages.MaintenancePage />} />

        <Route
          element={
            <Authenticated key="main" fallback={<AuthFallback />} loading={<PageSpinner fullScreen />}>
              <Pages.MainLayout />
            </Authenticated>
          }
        >
          <Route path={DEFAULT_HOME} element={<Pages.DashboardPage />} />
          <Route path="/team/redirect" element={<Navigate to="/team" replace />} />
          {resourceRoutes(resources)}
          {areaRoutes()}
        </Route>

        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
