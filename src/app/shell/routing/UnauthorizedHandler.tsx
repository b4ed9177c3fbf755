import { useGo } from '@refinedev/core';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../../providers/http';
import { loginPath } from '../session/loginPath';

/**
 * HTTP 401 anywhere: http.ts clears the session, then this sends the user to the login page with the router
 * (no page reload), remembering the page to return to. On auth pages (a wrong password on the lock screen) the page itself shows the error.
 */
export function UnauthorizedHandler() {
  const go = useGo();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = window.location;
      // back to the same page after logging in again
      if (!pathname.startsWith('/auth')) go({ to: loginPath(), query: { to: `${pathname}${search}` }, type: 'replace' });
    });
  }, [go]);
  return null;
}
