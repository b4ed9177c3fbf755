import { i18n } from '../../providers/i18n';
import { APP_NAME } from '../config';

interface TitleOptions {
  resource?: { name: string; meta?: { label?: string } };
  action?: string;
  pathname?: string;
}

const AUTH_TITLES: Record<string, string> = {
  '/auth/login': 'auth.login.title',
  '/auth/forgot-password': 'auth.forgotPassword.title',
  '/auth/forgot-username': 'auth.forgotUsername.title',
  '/auth/register': 'auth.register.title',
  '/auth/lockscreen': 'auth.lockscreen.title',
};

/** Browser tab titles: "<page> | HR Admin". */
export function documentTitle({ resource, action, pathname }: TitleOptions): string {
  const label = resource?.meta?.label;
  if (label) {
    const act = action && action !== 'list' ? ` · ${i18n.t(`common.actions.${action}`)}` : '';
    return `${label}${act} | ${APP_NAME}`;
  }
  const authKey = pathname ? Object.entries(AUTH_TITLES).find(([p]) => pathname === p || pathname.startsWith(`${p}/`))?.[1] : undefined;
  return authKey ? `${i18n.t(authKey)} | ${APP_NAME}` : APP_NAME;
}
