import { describe, expect, it } from 'vitest';
import { ListPageCache } from '../../../../src/server/engine/listCache';

const page = (json: string, count = 1) => ({ json, count });

describe('the list page cache', () => {
  it('serves a page again only under the data version it was read with', () => {
    const cache = new ListPageCache();
    cache.set('users|p1', 7, page('[{"id":"a"}]'));
    expect(cache.get('users|p1', 7)).toEqual(page('[{"id":"a"}]'));
    expect(cache.get('users|p1', 8)).toBeUndefined();
    // a stale page is gone, not kept for an older reader
    expect(cache.get('users|p1', 7)).toBeUndefined();
  });

  it('never lets a slower reader replace a newer page with an older one', () => {
    const cache = new ListPageCache();
    cache.set('k', 9, page('new'));
    cache.set('k', 8, page('old'));
    expect(cache.get('k', 9)).toEqual(page('new'));
  });

  it('drops the least recently used pages past its size, and never keeps a huge page', () => {
    const cache = new ListPageCache(3_000, 1_500);
    cache.set('a', 1, page('x'.repeat(1_000)));
    cache.set('b', 1, page('y'.repeat(1_000)));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recently used
    cache.set('c', 1, page('z'.repeat(1_000)));
    cache.set('d', 1, page('w'.repeat(1_000)));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
    cache.set('huge', 1, page('h'.repeat(2_000)));
    expect(cache.get('huge', 1)).toBeUndefined();
  });
});
