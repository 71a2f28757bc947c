import { describe, expect, it } from 'vitest';
import { createLruCache } from '../../server/http/lru-cache';

describe('answer cache (LRU with a time to live)', () => {
  it('expires entries after their time to live', () => {
    let t = 0;
    const cache = createLruCache<{ html: string; status: number }>({ maxEntries: 10, ttlMs: 100, now: () => t });
    cache.set('a', { html: 'A', status: 200 });
    t = 99;
    expect(cache.get('a')?.html).toBe('A');
    t = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its bound', () => {
    const cache = createLruCache<{ html: string; status: number }>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', { html: 'A', status: 200 });
    cache.set('b', { html: 'B', status: 200 });
    cache.get('a');
    cache.set('c', { html: 'C', status: 200 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
    expect(cache.get('c')?.html).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('clear empties it (catalogue changed)', () => {
    const cache = createLruCache<{ html: string; status: number }>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', { html: 'A', status: 200 });
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
