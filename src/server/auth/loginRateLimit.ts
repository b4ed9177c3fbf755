import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ServerConfig } from '../config';
import { ApiError } from '../http/apiError';

/** Lower-cased login identifier (username or email) of a parsed body, '' when absent. */
function identifierOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { username?: unknown; email?: unknown };
  const id = typeof body.username === 'string' ? body.username : typeof body.email === 'string' ? body.email : '';
  return id.trim().toLowerCase().slice(0, 160);
}

/**
 * Anti brute-force for login and the reset/remember mails (ASVS 6.1.1, 6.3.1): LOGIN_RATE_MAX attempts per
 * LOGIN_RATE_WINDOW_MS per (client address + identifier), whether they succeed or not. Counted after the body is
 * parsed (preHandler) so the identifier is known; an exhausted key answers 429 TOO_MANY_REQUESTS.
 * `group` keeps each route's counters apart.
 */
export function loginRateLimit(config: ServerConfig, group: string): RateLimitOptions {
  return {
    max: config.loginRateMax,
    timeWindow: config.loginRateWindowMs,
    hook: 'preHandler',
    groupId: group,
    keyGenerator: (request) => `${group}|${request.ip}|${identifierOf(request)}`,
    errorResponseBuilder: (_request, context) => new ApiError(429, 'TOO_MANY_REQUESTS', { detail: `retry after ${context.after}` }),
  };
}
