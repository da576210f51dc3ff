import { LocalMediaStore } from '../../media/local.ts';
import { contentTypeOf, type MediaStore } from '../../media/store.ts';

/** Files written at once: under the S3 client's 50 connections, plenty for a local disk. */
const MAX_PUTS_AT_ONCE = 32;

/**
 * Writes generated files into the media store (a folder, or a bucket) while the database work goes
 * on: writes are queued and run a few at a time, and `flush()` waits for all of them. Disabled (no
 * store) it only keeps the relative paths, for tests that need rows but not files.
 */
export class MediaWriter {
  readonly store: MediaStore | null;
  readonly #pending = new Set<Promise<void>>();
  #bytes = 0;
  #files = 0;
  #error: unknown = null;
  /** Puts running now, and those waiting for one to finish (a bucket takes a few dozen at once). */
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  /** A store, a folder (the local store there) or null (no files). */
  constructor(target: MediaStore | string | null) {
    this.store = typeof target === 'string' ? new LocalMediaStore(target) : target;
  }

  get bytesWritten(): number {
    return this.#bytes;
  }

  get filesWritten(): number {
    return this.#files;
  }

  /** Queues `relativePath`; `data` may be a function so disabled writers never build the content. */
  write(relativePath: string, data: Uint8Array | string | (() => Uint8Array | string)): string {
    const store = this.store;
    if (!store) return relativePath;
    const content = typeof data === 'function' ? data() : data;
    const task = this.#slot()
      .then(() => store.put(relativePath, content, { contentType: contentTypeOf(relativePath) }))
      .finally(() => this.#release())
      .then(() => {
        this.#bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
        this.#files += 1;
      })
      .catch((error: unknown) => {
        this.#error ??= error;
      })
      .finally(() => {
        this.#pending.delete(task);
      });
    this.#pending.add(task);
    return relativePath;
  }

  #slot(): Promise<void> {
    if (this.#running < MAX_PUTS_AT_ONCE) {
      this.#running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the finished put's slot to the next waiting one. */
  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running -= 1;
  }

  /** Lets the queue drain when it grows, so 20,000 covers do not sit in memory at once. */
  async throttle(limit = 256): Promise<void> {
    while (this.#pending.size > limit) await Promise.race(this.#pending);
  }

  async flush(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
    if (this.#error) throw this.#error;
  }
}
