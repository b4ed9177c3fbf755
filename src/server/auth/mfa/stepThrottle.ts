import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The shared brute-force throttle's calls this step uses (src/server/auth/loginRateLimit.ts, `app.loginThrottle`). */
interface LoginThrottleCalls {
  subjectOf(userId: string | null | undefined, identifier: string): string;
  check(request: FastifyRequest, reply: FastifyReply, subject: string): Promise<void>;
  fail(request: FastifyRequest, subject: string): Promise<void>;
  succeed(subject: string): Promise<void>;
}

/**
 * Wrong second-factor codes count as failed sign-ins of the account (and of the address), in the same counters as wrong
 * passwords; a finished sign-in clears the account's. No-ops where the app has no throttle installed.
 */
export function stepThrottle(api: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const throttle = api.hasDecorator('loginThrottle') ? (api as unknown as { loginThrottle: LoginThrottleCalls }).loginThrottle : null;
  const subject = throttle?.subjectOf(userId, '') ?? '';
  return {
    check: () => throttle?.check(request, reply, subject) ?? Promise.resolve(),
    fail: () => throttle?.fail(request, subject) ?? Promise.resolve(),
    succeed: () => throttle?.succeed(subject) ?? Promise.resolve(),
  };
}
