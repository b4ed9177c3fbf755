import type { ApiHttpError } from '../providers/http';
import { i18n } from '../providers/i18n';

/**
 * The error shown on the login page: the server's localized message, else our text for the code. Here rather than in
 * the auth provider so that the login page does not load the provider (and what it loads) before a password is sent.
 */
export function loginError(err: unknown): Error {
  const code = (err as Partial<ApiHttpError>)?.code ?? (err as { code?: string })?.code;
  const statusCode = (err as Partial<ApiHttpError>)?.statusCode;
  const known = code && i18n.exists(`errors.${code}`) ? i18n.t(`errors.${code}`) : undefined;
  // a network failure has no status: say so instead of a browser's "Failed to fetch"
  const message = code === 'loginErrorNoToken' ? known : statusCode ? (err as Error).message || known : i18n.t('errors.INTERNAL_ERROR');
  return { name: code ?? 'INTERNAL_ERROR', message: message || i18n.t('errors.INTERNAL_ERROR') };
}
