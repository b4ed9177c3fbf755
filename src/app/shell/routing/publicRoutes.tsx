import { Navigate, Outlet, Route } from 'react-router';
import { MAINTENANCE_PATH } from '../config';
import * as Pages from './publicPages';
import { PublicTitle } from './PublicTitle';

/** The routes anyone may open (spec §2): `/`, the auth pages and the maintenance page; Refine is not loaded for them. */
export function publicRoutes() {
  return (
    <Route
      element={
        <>
          <PublicTitle />
          <Outlet />
        </>
      }
    >
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
    </Route>
  );
}
