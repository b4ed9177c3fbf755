import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One piece of daily work (birthdays…). It must be idempotent per day: it runs every interval, not once a day. */
export type DailyCheck = { name: string; run: (now: Date) => Promise<unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    /** the daily checks: `run(at?)` runs them now (tests inject the instant), the interval runs them on its own */
    dailyChecks: DailyChecks;
  }
}

/**
 * Runs the daily checks every `intervalMs` while the server lives (first right after start). There is no scheduler
 * in the product and a daily event has to happen on days nobody restarts the server: checking often and letting each
 * check remember what it did (notification_runs) survives restarts, missed ticks and several processes, which a
 * once-at-midnight timer would not. `now` is the clock (tests pin it). One run at a time; stop() waits for it.
 */
export class DailyChecks {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly checks: DailyCheck[],
    private readonly opts: { intervalMs: number; now?: () => Date; log: FastifyBaseLogger },
  ) {}

  /** Add a check from an area while the app is built (approval escalation…), run after the ones given at creation. */
  add(check: DailyCheck): void {
    this.checks.push(check);
  }

  /** Start the interval (none when intervalMs ≤ 0: tests and one-off scripts run checks by hand). */
  start(): void {
    if (this.opts.intervalMs <= 0 || this.timer || this.stopped) return;
    void this.run().catch(() => undefined);
    this.timer = setInterval(() => void this.run().catch(() => undefined), this.opts.intervalMs);
    // a pending tick never keeps the process alive
    this.timer.unref();
  }

  /** Run every check once for the instant `at` (default the clock's now), after the run in progress if any. */
  async run(at?: Date): Promise<void> {
    while (this.running) await this.running;
    if (this.stopped) return;
    const now = at ?? (this.opts.now ?? (() => new Date()))();
    this.running = (async () => {
      for (const check of this.checks) {
        try {
          await check.run(now);
        } catch (err) {
          this.opts.log.warn({ err, check: check.name }, 'a daily check failed; it runs again at the next interval');
        }
      }
    })().finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/** Decorate `app.dailyChecks`, start it once the app is ready and stop it (waiting for a running check) on close. */
export function installDailyChecks(app: FastifyInstance, checks: DailyCheck[], opts: { intervalMs: number; now?: () => Date }): DailyChecks {
  const daily = new DailyChecks(checks, { ...opts, log: app.log.child({ component: 'daily-checks' }) });
  app.decorate('dailyChecks', daily);
  app.addHook('onReady', async () => daily.start());
  app.addHook('onClose', async () => daily.stop());
  return daily;
}
