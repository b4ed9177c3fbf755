import { describe, expect, it } from 'vitest';
import { createAggregateCache } from '../../../../src/server/cache/aggregateCache';

describe('aggregate cache (dashboard figures, reports)', () => {
  it('shares one computation between concurrent requests and keeps it for the TTL only', async () => {
    let now = 0;
    let runs = 0;
    const cache = createAggregateCache(60_000, { clock: () => now });
    const run = async () => ++runs;
    const [a, b] = await Promise.all([cache('k', run), cache('k', run)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    now = 59_999;
    expect(await cache('k', run)).toBe(1);
    expect(await cache('other', run)).toBe(2);
    now = 60_000;
    expect(await cache('k', run)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const cache = createAggregateCache(60_000, { clock: () => 0 });
    await expect(cache('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries, the oldest going first', async () => {
    const cache = createAggregateCache(60_000, { maxEntries: 2, clock: () => 0 });
    let runs = 0;
    const run = async () => ++runs;
    await cache('a', run);
    await cache('b', run);
    await cache('c', run);
    expect(await cache('c', run)).toBe(3);
    expect(await cache('a', run)).toBe(4);
  });
});
