import { LOGIN_PATH } from '../config';

/**
 * Users who log in through their company's own page (/auth/login/<customer>) go back to it after logout or a 401
 * (spec §4: "returns to login (the customer-specific login for one company)").
 */
const KEY = 'hr.loginPath';

export const rememberLoginPath = (path: string): void => localStorage.setItem(KEY, path);

export function loginPath(): string {
  const saved = localStorage.getItem(KEY);
  return saved && saved.startsWith(`${LOGIN_PATH}/`) ? saved : LOGIN_PATH;
}
