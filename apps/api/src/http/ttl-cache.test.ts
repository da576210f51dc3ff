import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

// Issue 41: a takedown empties the caches; an answer read before it committed must not be kept after.
describe('a cache emptied while a value loads', () => {
  it('does not keep the value loaded from before the clear, nor share its load afterwards', async () => {
    const cache = new TtlCache<string>(3600);
    let release: (value: string) => void = () => undefined;
    const slow = cache.getOrLoad('book', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    const fresh = cache.getOrLoad('book', () => Promise.resolve('after'));
    release('before');
    expect(await slow).toBe('before');
    expect(await fresh).toBe('after');
    expect(cache.get('book')).toBe('after');
  });

  it('ignores a set with the generation read before a clear', () => {
    const cache = new TtlCache<string>(3600);
    const generation = cache.generation;
    cache.clear();
    cache.set('book', 'stale', generation);
    expect(cache.get('book')).toBeUndefined();
    cache.set('book', 'fresh', cache.generation);
    expect(cache.get('book')).toBe('fresh');
  });
});
