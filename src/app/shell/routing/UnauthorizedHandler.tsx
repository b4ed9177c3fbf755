import { useGo } from '@refinedev/core';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../../providers/http';
import { loginPath } from '../session/loginPath';

/**
 * HTTP 401 anywhere: http.ts clears the session, then this sends the user to the login page with the router
 * (no page reload). On auth pages (a wrong password on the lock screen) the page itself shows the error.
 */
export function UnauthorizedHandler() {
  const go = useGo();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (!window.location.pathname.startsWith('/auth')) go({ to: loginPath(), type: 'replace' });
    });
  }, [go]);
  return null;
}
