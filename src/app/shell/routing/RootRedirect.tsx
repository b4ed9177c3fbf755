import { Navigate } from 'react-router';
import { DEFAULT_HOME } from '../config';
import { lastPath } from '../session/lastPath';
import { loginPath } from '../session/loginPath';
import { useSession } from '../session/useSession';

/** `/`: back to the last visited page, else the dashboard; visitors without a session go to the login (spec §2). */
export default function RootRedirect() {
  const session = useSession();
  if (!session?.authorized) return <Navigate to={loginPath()} replace />;
  return <Navigate to={lastPath() ?? DEFAULT_HOME} replace />;
}
