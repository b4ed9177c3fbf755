import { describe, expect, it } from 'vitest';
import { createAggregateCache } from '../../../../../src/server/areas/dashboard/dashboardCache';

describe('dashboard aggregate cache', () => {
  it('shares one computation between concurrent requests and keeps it for the TTL only', async () => {
    let now = 0;
    let runs = 0;
    const cache = createAggregateCache(60_000, () => now);
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
    const cache = createAggregateCache(60_000, () => 0);
    await expect(cache('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache('k', async () => 'ok')).toBe('ok');
  });
});
