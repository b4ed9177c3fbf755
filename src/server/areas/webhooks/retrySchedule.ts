/**
 * When a failed delivery is tried again: the Standard Webhooks reference schedule (Svix's) — at once, then after
 * 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours: eight attempts over about 27 hours, so
 * a receiver down for a day still gets every event. docs/api/webhooks.md
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000] as const;

/** Attempts a delivery gets before it is `failed` (replay starts it again). */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** After `attemptsMade` failed attempts, when the next one is due, or null when none is left. */
export function nextAttemptAfter(attemptsMade: number, at: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attemptsMade - 1];
  return delay === undefined ? null : new Date(at.getTime() + delay);
}
