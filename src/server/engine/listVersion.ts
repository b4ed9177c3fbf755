import type { Db } from '../db/client';
import { readDataVersion } from '../db/dataVersion';

interface Reads {
  /** the read under way, if any */
  running: Promise<number> | null;
  /** the read that starts when the running one ends, shared by every caller that came meanwhile */
  queued: Promise<number> | null;
}

/**
 * The company's data version for the list page cache, one read shared by many requests (src/server/db/dataVersion.ts
 * reads it). A request may only use a read that began after it arrived (a write committed before the request must
 * show), so it never joins the read under way: it waits for the next one, which starts as soon as that ends and
 * serves every request that came in the meantime. At 32 concurrent requests for cached pages on PostgreSQL that is
 * one query per round trip instead of one per request; alone, a request costs one read, as before.
 */
export class DataVersionReader {
  private readonly reads = new Map<string, Reads>();

  /** `readVersion`: one query of the version (dataVersion.ts) */
  constructor(private readonly readVersion: (companyId: string) => Promise<number>) {}

  read(companyId: string): Promise<number> {
    let reads = this.reads.get(companyId);
    if (!reads) {
      if (this.reads.size > 10_000) this.reads.clear();
      reads = { running: null, queued: null };
      this.reads.set(companyId, reads);
    }
    const running = reads.running;
    if (!running) return this.start(companyId, reads);
    const state = reads;
    state.queued ??= running.then(noop, noop).then(() => {
      state.queued = null;
      return this.start(companyId, state);
    });
    return state.queued;
  }

  private start(companyId: string, reads: Reads): Promise<number> {
    const read = this.readVersion(companyId).finally(() => {
      if (reads.running === read) reads.running = null;
    });
    reads.running = read;
    return read;
  }
}

const noop = () => undefined;

const readers = new WeakMap<Db, DataVersionReader>();

/** The one reader of a database, shared by every resource's list (they key pages by the same company version). */
export function dataVersionReaderOf(db: Db): DataVersionReader {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new DataVersionReader((companyId) => readDataVersion(db, companyId))));
  return reader;
}
