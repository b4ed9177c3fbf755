import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ServerConfig } from '../../config';
import { ApiError } from '../../http/apiError';

/**
 * Guessing the current password through a borrowed session is throttled like logins (LOGIN_RATE_MAX per
 * LOGIN_RATE_WINDOW_MS), counted per account rather than per address, so colleagues behind one office address do not
 * share a budget. Counted in preHandler, after the auth hook has named the caller.
 */
export function passwordChangeRateLimit(config: ServerConfig): RateLimitOptions {
  return {
    max: config.loginRateMax,
    timeWindow: config.loginRateWindowMs,
    hook: 'preHandler',
    groupId: 'profile-change-password',
    keyGenerator: (request) => `profile-change-password|${request.auth?.user.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) => new ApiError(429, 'TOO_MANY_REQUESTS', { detail: `retry after ${context.after}` }),
  };
}
