import { CatchAllNavigate } from '@refinedev/react-router';
import { Navigate } from 'react-router';
import { isLocked } from '../session/lock';
import { loginPath } from '../session/loginPath';

/** Where an unauthenticated visit to the app goes: the lock screen if the session is locked, else the login. */
export function AuthFallback() {
  if (isLocked()) return <Navigate to="/auth/lockscreen" replace />;
  return <CatchAllNavigate to={loginPath()} />;
}
