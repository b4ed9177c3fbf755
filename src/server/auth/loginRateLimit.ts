/**
 * Brute-force throttle for secrets a person types (ASVS 6.3): password logins, and — through the same calls — the
 * MFA step's codes, and the reset / remember-username mails. Kept in `throttle_counters`, so every server process
 * shares it.
 *
 * How to use it (the MFA step does, src/server/auth/mfa/stepThrottle.ts: wrong codes count like wrong passwords):
 *   const throttle = request.server.loginThrottle;
 *   const subject = throttle.subjectOf(user?.id, identifier);  // the account, however it was named
 *   await throttle.check(request, reply, subject);            // 429 TOO_MANY_REQUESTS + Retry-After while delayed
 *   … verify …
 *   await throttle.fail(request, subject);                     // wrong secret: counts for the account and the address
 *   await throttle.succeed(subject);                           // sign-in complete: clears the account's failures
 *
 * Two limits, and only failures count:
 * - per ACCOUNT, with a growing delay: after `freeFailures` failures each attempt waits baseDelayMs, doubling per
 *   further failure up to maxDelayMs. Once the delay has passed the right password gets in, from any address, so an
 *   attacker can slow a person down but not lock them out. Unknown identifiers are keyed on their normalized text,
 *   so known and unknown accounts answer alike.
 * - per ADDRESS across accounts (password spraying): addressMaxFailures failures per addressWindowMs → 429 from that
 *   address only. Behind a proxy the address is the proxy's unless TRUST_PROXY names it (README: Configuration).
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError } from '../http/apiError';
import { type DelayPolicy, failWithDelay, hitWindow, clearCounter, readCounters } from './throttle/counters';

export interface LoginThrottleLimits extends DelayPolicy {
  addressMaxFailures: number;
  addressWindowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  memoryMs: 24 * 3600_000,
  addressMaxFailures: 30,
  addressWindowMs: 15 * 60_000,
};

/** What is guarded, each with its own counters: sign-in secrets, and the mails sent on request (reset, username). */
export type ThrottleScope = 'login' | 'mail';

export const normalizeIdentifier = (identifier: string) => identifier.trim().toLowerCase().slice(0, 160);

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE,
    /** the clock (tests move it instead of sleeping) */
    public now: () => Date = () => new Date(),
  ) {}

  /** The account's key when it exists, else the identifier's normalized text. */
  subjectOf(userId: string | null | undefined, identifier: string): string {
    return userId ? `user:${userId}` : `id:${normalizeIdentifier(identifier)}`;
  }

  /** Refuse (429 TOO_MANY_REQUESTS with Retry-After) while the account is delayed or the address over its limit. */
  async check(request: FastifyRequest, reply: FastifyReply, subject: string, scope: ThrottleScope = 'login'): Promise<void> {
    const now = this.now();
    const accountKey = `${scope}|${subject}`;
    const addressKey = `${scope}|addr:${request.ip}`;
    const live = await readCounters(this.db, [accountKey, addressKey], now);
    let until = 0;
    const blocked = live.get(accountKey)?.blockedUntil;
    if (blocked && blocked > now) until = blocked.getTime();
    const address = live.get(addressKey);
    if (address && address.hits >= this.limits.addressMaxFailures) until = Math.max(until, address.windowEndsAt.getTime());
    if (until > now.getTime()) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil((until - now.getTime()) / 1000))));
      throw new ApiError(429, 'TOO_MANY_REQUESTS');
    }
  }

  /** One failure: the account's delay grows, the address's window counts it. */
  async fail(request: FastifyRequest, subject: string, scope: ThrottleScope = 'login'): Promise<void> {
    const now = this.now();
    await failWithDelay(this.db, `${scope}|${subject}`, this.limits, now);
    await hitWindow(this.db, `${scope}|addr:${request.ip}`, this.limits.addressWindowMs, now);
  }

  /** The right secret: the account's failures are forgotten (the address's are not: a success proves nothing). */
  async succeed(subject: string, scope: ThrottleScope = 'login'): Promise<void> {
    await clearCounter(this.db, `${scope}|${subject}`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the shared brute-force throttle (src/server/auth/loginRateLimit.ts) */
    loginThrottle: LoginThrottle;
  }
}

/** Decorate the app with its throttle (buildApp; tests pass a clock). */
export function installLoginThrottle(app: FastifyInstance, db: Db, limits: Partial<LoginThrottleLimits> = {}, now?: () => Date): void {
  app.decorate('loginThrottle', new LoginThrottle(db, { ...DEFAULT_LOGIN_THROTTLE, ...limits }, now));
}

/**
 * LOGIN_RATE_MAX attempts per LOGIN_RATE_WINDOW_MS per address, for the reset link's password change (its token is
 * 256 random bits: this only bounds the work an address can cause). Counted in the shared store.
 */
export function addressRateLimit(config: ServerConfig, group: string): RateLimitOptions {
  return {
    max: config.loginRateMax,
    timeWindow: config.loginRateWindowMs,
    groupId: group,
    keyGenerator: (request) => `${group}|${request.ip}`,
    errorResponseBuilder: (_request, context) => new ApiError(429, 'TOO_MANY_REQUESTS', { detail: `retry after ${context.after}` }),
  };
}
