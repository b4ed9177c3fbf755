/**
 * A token bucket per serial: a device may burst (a backlog uploads in quick successive requests) but not hammer the
 * server. In memory, per process, for now; issue 21 moves it to PostgreSQL so several processes share one budget.
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
