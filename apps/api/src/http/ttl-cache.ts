import { LRUCache } from 'lru-cache';

export interface TtlCacheLimits<V> {
  /** The most bytes the values may take together (default 16 MB); least recently used go first. */
  maxBytes?: number;
  /** A value's size in bytes (default: UTF-8 length of a string, of the JSON of anything else). */
  sizeOf?: (value: V) => number;
}

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** What an entry costs beyond its value (key, bookkeeping): a cap on entries of tiny values too. */
const ENTRY_OVERHEAD = 64;

function defaultSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/**
 * A small in-process cache with a time to live, bounded by entry count and by bytes: lru-cache's, with
 * reads making an entry the most recently used, and the least recently used leaving first when either
 * bound is passed. A value larger than the whole byte budget is not kept at all. A time to live of 0
 * turns it off (nothing is kept).
 */
export class TtlCache<V extends NonNullable<unknown>> {
  readonly #entries: LRUCache<string, V>;
  readonly #enabled: boolean;
  /** Loads under way, by key (see `getOrLoad`). */
  readonly #loading = new Map<string, Promise<V>>();
  /** Counts `clear()`s: a value loaded before one (from rows a change has since replaced) is not kept. */
  #generation = 0;

  constructor(ttlSeconds: number, max = 1000, now: () => number = Date.now, limits: TtlCacheLimits<V> = {}) {
    const sizeOf = limits.sizeOf ?? defaultSize;
    this.#enabled = ttlSeconds > 0;
    this.#entries = new LRUCache<string, V>({
      max,
      ttl: Math.max(1, Math.round(ttlSeconds * 1000)),
      maxSize: limits.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (value, key) => sizeOf(value) + Buffer.byteLength(key) + ENTRY_OVERHEAD,
      // The clock is read on every get (tests move it): no caching of "now" between calls.
      perf: { now },
      ttlResolution: 0,
    });
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** How many entries are kept (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the kept values take, with a small overhead per entry. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Which `clear()` the cache is at: read it before loading a value, pass it to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps `value`; with `generation` (read before it was loaded), only if the cache was not emptied
   * meanwhile: an answer read before a takedown committed must not outlive the takedown's clear.
   */
  set(key: string, value: V, generation?: number): void {
    if (generation !== undefined && generation !== this.#generation) return;
    if (this.#enabled) this.#entries.set(key, value);
  }

  /**
   * The cached value, or `load()`'s result cached for next time. While the cache is on, callers asking
   * for a key whose load is under way wait for that load instead of starting their own: twenty visitors
   * arriving at once on a page nobody has asked for yet render it once, not twenty times. A failed load
   * is not kept; the next caller loads again.
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (!this.#enabled) return load();
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const loading = load().then((value) => {
      this.set(key, value, generation);
      return value;
    });
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** Empties it; loads under way are neither kept nor shared with callers who come after. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }
}
