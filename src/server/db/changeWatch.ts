import type { Db } from './client';

/** What another process (or this one) changed, as announced by the database (migration 0022). */
export type ChangeSignal =
  | { kind: 'company'; companyId: string; data: boolean } // data: a list table's rows (the data version moved)
  | { kind: 'setting'; key: string }
  | { kind: 'all' }; // nothing is known about what changed (the listener was away)

/**
 * Tells whether a value read from the database earlier may be served again without reading it. A reader takes a
 * `stamp` before it reads and keeps it with the value; the value stands while the stamp is the same. The stamp moves
 * when a statement that may write completes through this process, when the database announces a change of the
 * company (or a setting) from any process, and it is absent — nothing may be reused — while announcements cannot be
 * heard (PostgreSQL listener reconnecting).
 */
export class ChangeWatch {
  private readonly companySeq = new Map<string, number>();
  private globalSeq = 0;
  private readonly subscribers = new Set<(signal: ChangeSignal) => void>();

  /**
   * `writes`: a counter of this process's statements that may have written (PGlite thread: sent; PostgreSQL pool:
   * completed); `live`: whether other processes' changes are heard (always on the embedded database, where no other
   * process writes).
   */
  constructor(private readonly writes: () => number, private readonly live: () => boolean = () => true) {}

  /** Take before reading; undefined when no read may be reused now. */
  stamp(companyId?: string): string | undefined {
    if (!this.live()) return undefined;
    return `${this.writes()}:${this.globalSeq}:${companyId === undefined ? '' : (this.companySeq.get(companyId) ?? 0)}`;
  }

  /** Called with every announcement (by the PostgreSQL listener). */
  announce(signal: ChangeSignal): void {
    if (signal.kind === 'company') {
      if (signal.data) {
        if (this.companySeq.size > 100_000) this.resetSeqs();
        this.companySeq.set(signal.companyId, (this.companySeq.get(signal.companyId) ?? 0) + 1);
      }
    } else {
      this.globalSeq++;
    }
    for (const subscriber of this.subscribers) subscriber(signal);
  }

  /** Hear every announcement (caches that are not stamped: auth rows, the policy); returns the unsubscribe. */
  subscribe(subscriber: (signal: ChangeSignal) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private resetSeqs(): void {
    this.companySeq.clear();
    this.globalSeq++; // a stamp taken before the clear must not match a company's restarted count
  }
}

const watches = new WeakMap<Db, ChangeWatch>();

export function watchChanges(db: Db, watch: ChangeWatch): void {
  watches.set(db, watch);
}

/** The database's watch; none (every read goes to the database) for a PGlite on the calling thread. */
export function changeWatchOf(db: Db): ChangeWatch | undefined {
  return watches.get(db);
}

/**
 * A value per key (a company id, or one shared key) that is read again only when the database's stamp moved. Without
 * a watch, or while the watch has no stamp, it reads every time.
 */
export class StampedCache<T> {
  private readonly known = new WeakMap<Db, Map<string, { stamp: string; value: T }>>();

  constructor(private readonly read: (db: Db, key: string) => Promise<T>, private readonly perCompany: boolean) {}

  async get(db: Db, key: string): Promise<T> {
    const stamp = changeWatchOf(db)?.stamp(this.perCompany ? key : undefined);
    let byKey = this.known.get(db);
    const hit = byKey?.get(key);
    if (stamp !== undefined && hit?.stamp === stamp) return hit.value;
    const value = await this.read(db, key);
    if (stamp !== undefined) {
      if (!byKey) this.known.set(db, (byKey = new Map()));
      if (byKey.size > 10_000) byKey.clear();
      byKey.set(key, { stamp, value });
    }
    return value;
  }
}
