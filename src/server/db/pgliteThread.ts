import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What the worker (pgliteWorker.mjs) is asked to do. */
type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** The parts of PGlite the Drizzle driver and our migrations use, served by a PGlite on its own thread. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

/**
 * PGlite on a worker thread. PGlite runs every query synchronously on the thread that owns it, so in the HTTP
 * thread each query stops every other request; on its own thread, queries run while HTTP work goes on (two cores
 * used instead of one). The worker dies with the process (SIGKILL included) and owns the data directory alone, so
 * the DATA_DIR lock and the crash guarantees are those of PGlite in-process.
 *
 * Semantics are PGlite's: queries are served one at a time in arrival order, a transaction holds the database until
 * it ends (a plain query waits meanwhile), and its queries go through its `tx`. `parsers` may only keep a type as
 * text (Drizzle's use); errors keep PostgreSQL's fields (code, constraint, detail…).
 */
let lostHandler: ((reason: Error) => void) | undefined;

/**
 * What to do when the database thread dies on its own (not on close): the server exits so its supervisor restarts it
 * rather than answering every later request with an error. Unset (tools, tests): queries just fail.
 */
export function onEmbeddedDatabaseLost(handler: (reason: Error) => void): void {
  lostHandler = handler;
}

/** How long close() waits for in-flight work, and how long without a new query counts as finished. */
/** a statement that cannot change data (SELECT … FOR UPDATE locks but writes nothing; writing CTEs start with WITH) */
const READ_ONLY = /^\s*(select|show|explain)\b/i;

const DRAIN_MS = 5_000;
const QUIET_MS = 50;

export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing: Promise<void> | undefined;
  /** set once close() has let the last requests finish: from then on every new query is refused */
  private refusing = false;
  private lastCallAt = 0;
  /**
   * Statements sent that may write (anything but a read), counted as they are sent. This process is the embedded
   * database's only client, so while the count stands no data changed: readDataVersion skips its query then.
   */
  writes = 0;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Reply) => {
      const call = this.pending.get(msg.id);
      if (!call) return;
      this.pending.delete(msg.id);
      if (msg.error) call.reject(toError(msg.error));
      else call.resolve(msg.result);
    });
    worker.on('error', (err) => this.stop(err));
    worker.on('exit', (code) => this.stop(new Error(`The embedded database thread stopped (exit code ${code}).`)));
  }

  /** Start the thread and open the database in `dataDir` (or `memory://`). */
  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database thread exited during start (code ${code}).`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (msg: { ready: boolean; error?: Record<string, unknown> }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (msg.ready) resolve();
        else reject(toError(msg.error ?? {}));
      });
    });
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.stopped !== null || this.closing !== undefined;
  }

  private call<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    this.lastCallAt = Date.now();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    // every later query fails with this reason; say it once where an operator looks
    if (!this.closing) console.error(`Embedded database: ${reason.message}`);
    for (const call of this.pending.values()) call.reject(reason);
    this.pending.clear();
    if (!this.closing) lostHandler?.(reason);
  }

  private runQuery<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    if (!READ_ONLY.test(sql)) this.writes += 1;
    const rawTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes, tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.refusing) return Promise.reject(new Error('The embedded database is closed.'));
    return this.runQuery<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    if (this.refusing) return Promise.reject(new Error('The embedded database is closed.'));
    this.writes += 1;
    return this.call({ op: 'exec', sql });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (this.refusing) throw new Error('The embedded database is closed.');
    const id = await this.call<number>({ op: 'begin' });
    let ended = false;
    const open = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.runQuery<R>(sql, params, options, id);
      },
      exec: async (sql: string) => {
        open();
        this.writes += 1;
        return this.call<Results[]>({ op: 'exec', sql, tx: id });
      },
      rollback: async () => {
        open();
        ended = true;
        await this.call({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!ended) {
        ended = true;
        await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (!ended) {
      ended = true;
      await this.call({ op: 'end', tx: id, commit: true });
    }
    return result;
  }

  /**
   * Let the requests still being answered finish (a list's second query, a transaction's next statement: up to
   * DRAIN_MS while queries keep coming), then CHECKPOINT, close the database, end the thread. Safe to call twice.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const deadline = Date.now() + DRAIN_MS;
      while (!this.stopped && Date.now() < deadline && (this.pending.size > 0 || Date.now() - this.lastCallAt < QUIET_MS)) {
        await new Promise((r) => setTimeout(r, 10));
      }
      this.refusing = true;
      try {
        if (!this.stopped) await this.call({ op: 'close' });
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }
}

/** The worker's error data as an Error of this thread (its stack then shows who asked). */
function toError(data: Record<string, unknown>): Error {
  const err = new Error(String(data.message ?? 'embedded database error'));
  Object.assign(err, data, { message: err.message });
  if (typeof data.name === 'string') err.name = data.name;
  return err;
}
