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
 * A small in-process cache with a time to live, bounded by entry count and by bytes: reads move an
 * entry to the back, and the least recently used entries leave first when either bound is passed. A
 * value larger than the whole byte budget is not kept at all.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number; bytes: number }>();
  readonly #ttlMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  #bytes = 0;

  constructor(ttlSeconds: number, max = 1000, now: () => number = Date.now, limits: TtlCacheLimits<V> = {}) {
    this.#ttlMs = ttlSeconds * 1000;
    this.#max = max;
    this.#now = now;
    this.#maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#sizeOf = limits.sizeOf ?? defaultSize;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  /** How many entries are kept (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the kept values take, with a small overhead per entry. */
  get bytes(): number {
    return this.#bytes;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(key);
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.#delete(key);
    const bytes = this.#sizeOf(value) + Buffer.byteLength(key) + ENTRY_OVERHEAD;
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#max || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  /** The cached value, or `load()`'s result cached for next time. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
