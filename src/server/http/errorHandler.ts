import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/errorCodes';
import { pickLocale, type Locale } from '../../shared/i18n/locales';
import { hasText, translate } from '../i18n';
import { ApiError, fieldError, isApiError, type PendingFieldError } from './apiError';
import { apiErrorOfPgError, findPgError } from './dbErrors';
import { ajvToFieldErrors } from './fieldErrors';

export const localeOf = (request: FastifyRequest): Locale => pickLocale(request.headers['accept-language']);

function localizeFieldErrors(locale: Locale, errors: PendingFieldError[] = []) {
  return errors.map(({ field, code, message, params }) => {
    let text = message;
    if (!text) {
      if (hasText(locale, `errors.${code}`)) text = translate(locale, `errors.${code}`, params);
      else if (hasText(locale, `errors.validation.${code}`)) text = translate(locale, `errors.validation.${code}`, params);
      else text = translate(locale, 'errors.validation.invalid');
    } else if (text.startsWith('errors.')) text = translate(locale, text, params);
    return { field, code, message: text };
  });
}

/** The answer's body for an ApiError, localized. */
export function errorBody(err: ApiError, locale: Locale): ApiErrorBody {
  const body: ApiErrorBody = { statusCode: err.statusCode, code: err.code, message: translate(locale, `errors.${err.code}`, err.values) };
  if (err.errors?.length) body.errors = localizeFieldErrors(locale, err.errors);
  return body;
}

/**
 * Turn anything thrown into an ApiError: our own errors as they are, Fastify's validation and parser errors into
 * 4xx with a code, database errors caused by input into 400/409, and everything else into 500 INTERNAL_ERROR.
 */
export function toApiError(err: unknown): { apiError: ApiError; unexpected: boolean } {
  if (isApiError(err)) return { apiError: err, unexpected: false };
  const fe = err as Partial<FastifyError>;
  if (Array.isArray(fe.validation)) {
    // body, params and querystring errors alike: the field is the property name (`id`, `limit`, `dateTo`)
    return { apiError: new ApiError(400, 'VALIDATION_ERROR', { errors: ajvToFieldErrors(fe.validation) }), unexpected: false };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { apiError: new ApiError(413, 'PAYLOAD_TOO_LARGE'), unexpected: false };
  if (status === 429) return { apiError: new ApiError(429, 'TOO_MANY_REQUESTS'), unexpected: false };
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415 || status === 406) {
    return { apiError: new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] }), unexpected: false };
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
    return { apiError: new ApiError(400, 'VALIDATION_ERROR', { errors: [fieldError('body', 'invalidJson')] }), unexpected: false };
  }
  if (status === 404) return { apiError: new ApiError(404, 'NOT_FOUND'), unexpected: false };
  if (status === 401) return { apiError: new ApiError(401, 'UNAUTHORIZED'), unexpected: false };
  if (status === 403) return { apiError: new ApiError(403, 'FORBIDDEN'), unexpected: false };
  if (status >= 400 && status < 500) return { apiError: new ApiError(status, 'VALIDATION_ERROR'), unexpected: false };
  const pg = findPgError(err);
  const fromDatabase = pg && apiErrorOfPgError(pg);
  if (fromDatabase) return { apiError: fromDatabase, unexpected: true };
  return { apiError: new ApiError(500, 'INTERNAL_ERROR'), unexpected: true };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: unknown): void {
  const { apiError, unexpected } = toApiError(err);
  if (apiError.statusCode >= 500) request.log.error({ err }, 'request failed');
  else if (unexpected) request.log.warn({ err }, 'input reached the database unvalidated');
  const body = errorBody(apiError, localeOf(request));
  if (apiError.statusCode === 429) void reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
  void reply.code(apiError.statusCode).type('application/json; charset=utf-8').send(body);
}

/** One error handler for the whole app: `{ statusCode, code, message, errors? }`, localized, never a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    sendError(request, reply, err);
  });
}
