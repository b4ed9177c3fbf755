/**
 * A @fastify/rate-limit store in `throttle_counters`, so every server process counts one budget per key: one
 * UPSERT … RETURNING per check (src/server/auth/throttle/counters.ts), expired rows swept on write.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitWindow } from '../auth/throttle/counters';

/** The store class to pass as `store` when registering @fastify/rate-limit (it constructs the store itself). */
export function sharedRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      hitWindow(db, `rl|${key}`, timeWindow, at).then(
        (s) => callback(null, { current: s.hits, ttl: Math.max(0, s.windowEndsAt.getTime() - at.getTime()) }),
        (err: Error) => callback(err),
      );
    }

    /** keys carry the route's groupId, so every route can share one store */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}
