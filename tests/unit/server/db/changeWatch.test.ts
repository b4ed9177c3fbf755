import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/client';
import { ChangeWatch, StampedCache, watchChanges, type ChangeSignal } from '../../../../src/server/db/changeWatch';

/** A database handle only as a key: StampedCache never touches it, its reader does. */
const fakeDb = () => ({}) as Db;

describe('a value kept until the database may have changed', () => {
  const setup = () => {
    let writes = 0;
    let live = true;
    const db = fakeDb();
    const watch = new ChangeWatch(() => writes, () => live);
    watchChanges(db, watch);
    let reads = 0;
    let stored = 1;
    const cache = new StampedCache<number>(async () => {
      reads++;
      return stored;
    }, true);
    return { db, watch, cache, get reads() { return reads; }, write: (value: number) => { stored = value; writes++; }, setLive: (v: boolean) => { live = v; }, setStored: (v: number) => { stored = v; } };
  };

  it('is read once while nothing is written, and again after a write of this process', async () => {
    const t = setup();
    expect(await t.cache.get(t.db, 'acme')).toBe(1);
    expect(await t.cache.get(t.db, 'acme')).toBe(1);
    expect(t.reads).toBe(1);
    t.write(2);
    expect(await t.cache.get(t.db, 'acme')).toBe(2);
    expect(t.reads).toBe(2);
  });

  it('is read again for the company another process announced, not for the others', async () => {
    const t = setup();
    await t.cache.get(t.db, 'acme');
    await t.cache.get(t.db, 'globex');
    t.setStored(5); // written elsewhere
    t.watch.announce({ kind: 'company', companyId: 'acme', data: true });
    expect(await t.cache.get(t.db, 'acme')).toBe(5);
    expect(await t.cache.get(t.db, 'globex')).toBe(1);
    expect(t.reads).toBe(3);
  });

  it('never keeps a value read while an announcement came in (the read may predate the write)', async () => {
    const t = setup();
    const pending = t.cache.get(t.db, 'acme'); // stamp taken, read under way
    t.watch.announce({ kind: 'company', companyId: 'acme', data: true });
    t.setStored(7);
    expect(await pending).toBe(1);
    expect(await t.cache.get(t.db, 'acme')).toBe(7);
  });

  it('reads every time while announcements cannot be heard', async () => {
    const t = setup();
    t.setLive(false);
    await t.cache.get(t.db, 'acme');
    await t.cache.get(t.db, 'acme');
    expect(t.reads).toBe(2);
  });

  it('tells subscribers each announcement; a sign-in row change moves no data stamp', () => {
    const t = setup();
    const heard: ChangeSignal[] = [];
    const stop = t.watch.subscribe((s) => heard.push(s));
    const stamp = t.watch.stamp('acme');
    t.watch.announce({ kind: 'company', companyId: 'acme', data: false });
    expect(t.watch.stamp('acme')).toBe(stamp);
    t.watch.announce({ kind: 'setting', key: 'maintenance' });
    expect(t.watch.stamp('acme')).not.toBe(stamp);
    stop();
    t.watch.announce({ kind: 'all' });
    expect(heard.map((s) => s.kind)).toEqual(['company', 'setting']);
  });
});
