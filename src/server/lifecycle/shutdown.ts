import type { ConsoleLogger } from './logger';

export interface ShutdownOptions {
  /** stop accepting work and close everything, in order */
  onShutdown: (signal: NodeJS.Signals) => Promise<void>;
  log?: ConsoleLogger;
  /** process.exit by default; tests pass a recorder */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
  /** a clean stop taking longer than this is abandoned (exit 1) rather than hanging forever */
  timeoutMs?: number;
}

/**
 * First SIGINT/SIGTERM: run `onShutdown` (close HTTP, then the database, which checkpoints PGlite, then release
 * the lock) and exit 0. A second signal while that runs forces exit 1 at once: the operator asked twice, and the
 * lock left behind is recovered as stale on the next start.
 * Returns a function that removes the handlers.
 */
export function handleShutdownSignals(opts: ShutdownOptions): () => void {
  const { onShutdown, log = console, exit = (code: number) => process.exit(code), timeoutMs = 15_000 } = opts;
  const signals = opts.signals ?? ['SIGINT', 'SIGTERM'];
  let stopping = false;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn(`Received ${signal} again: forcing exit without a clean shutdown.`);
      exit(1);
      return;
    }
    stopping = true;
    log.log(`Received ${signal}: shutting down (press Ctrl+C again to force)…`);
    void runWithTimeout(() => onShutdown(signal), timeoutMs).then(
      () => {
        log.log('Shut down cleanly.');
        exit(0);
      },
      (err: unknown) => {
        log.error(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };

  for (const s of signals) process.on(s, onSignal);
  return () => {
    for (const s of signals) process.off(s, onSignal);
  };
}

async function runWithTimeout(work: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`clean shutdown took longer than ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
