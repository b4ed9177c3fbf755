import { describe, expect, it } from 'vitest';
import { DataVersionReader } from '../../../../src/server/engine/listVersion';

/** A database whose version reads the test answers one by one, so it can interleave writes with them. */
function fakeDatabase() {
  let version = 1;
  const pending: (() => void)[] = [];
  let reads = 0;
  const read = () => {
    reads++;
    return new Promise<number>((resolve) => pending.push(() => resolve(version)));
  };
  return {
    reader: new DataVersionReader(read),
    write: () => void version++,
    /** the database answers the oldest read with the version as it is now */
    answer: async () => {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    },
    reads: () => reads,
  };
}

describe('the list cache\'s data version, one read for many requests', () => {
  it('a request that arrives while a read is under way waits for the next read: a write committed before it shows', async () => {
    const d = fakeDatabase();
    const first = d.reader.read('c1');
    d.write(); // committed after the first read began, before the second request came
    const second = d.reader.read('c1');
    await d.answer(); // the first read answers with a version taken after the write: the worst case for it
    await d.answer();
    expect(await second).toBe(2);
    expect(await first).toBeGreaterThanOrEqual(1);
  });

  it('every request that comes during a read shares the one that follows it', async () => {
    const d = fakeDatabase();
    const first = d.reader.read('c1');
    const waiting = Array.from({ length: 31 }, () => d.reader.read('c1'));
    d.write();
    await d.answer();
    await d.answer();
    expect(await first).toBe(2);
    expect(await Promise.all(waiting)).toEqual(Array(31).fill(2));
    expect(d.reads()).toBe(2); // 32 requests, two queries
  });

  it('a request alone reads at once, and each company has its own version', async () => {
    const d = fakeDatabase();
    const a = d.reader.read('c1');
    const b = d.reader.read('c2');
    expect(d.reads()).toBe(2);
    await d.answer();
    await d.answer();
    expect([await a, await b]).toEqual([1, 1]);
    const later = d.reader.read('c1');
    expect(d.reads()).toBe(3);
    d.write();
    await d.answer();
    expect(await later).toBe(2);
  });

  it('a failed read fails its own requests only; the next request reads again', async () => {
    let fail = true;
    const reader = new DataVersionReader(async () => {
      if (fail) throw new Error('connection lost');
      return 7;
    });
    await expect(reader.read('c1')).rejects.toThrow('connection lost');
    fail = false;
    await expect(reader.read('c1')).resolves.toBe(7);
  });
});
