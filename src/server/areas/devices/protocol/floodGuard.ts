/**
 * A token bucket per serial: a device may burst (a backlog uploads in quick successive requests) but not hammer the
 * server. In memory, per process, on purpose (issue 21 weighed moving it to throttle_counters): the guard exists so a
 * hammering device costs next to nothing, and a shared counter would cost a database write on every device request —
 * the very load it guards against, on the protocol's hottest path (marks ingestion). With N processes behind a load
 * balancer a serial's budget is at most N × burst and N × perSecond: still bounded, and devices are few and known.
 * The limits that protect people (sign-in, API rate limits) are shared (src/server/auth/throttle/counters.ts).
 */
export interface FloodGuardOptions {
  /** requests a device may send at once */
  burst: number;
  /** requests per second it earns back */
  perSecond: number;
}

export const DEFAULT_FLOOD_LIMITS: FloodGuardOptions = { burst: 120, perSecond: 5 };

export class FloodGuard {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly opts: FloodGuardOptions = DEFAULT_FLOOD_LIMITS) {}

  /** Take one request's token; false when the serial has none left (refuse it). */
  take(key: string, now = Date.now()): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.opts.burst, at: now };
    b.tokens = Math.min(this.opts.burst, b.tokens + ((now - b.at) / 1000) * this.opts.perSecond);
    b.at = now;
    if (this.buckets.size > 50_000) this.buckets.clear();
    this.buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}
