import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes generated files under the media folder while the database work goes on: writes are queued
 * and run a few at a time, and `flush()` waits for all of them. Disabled (`root` null) it only keeps
 * the relative paths, for tests that need rows but not files.
 */
export class MediaWriter {
  readonly root: string | null;
  readonly #pending = new Set<Promise<void>>();
  readonly #dirs = new Map<string, Promise<unknown>>();
  #bytes = 0;
  #files = 0;
  #error: unknown = null;

  constructor(root: string | null) {
    this.root = root;
  }

  get bytesWritten(): number {
    return this.#bytes;
  }

  get filesWritten(): number {
    return this.#files;
  }

  /** Queues `relativePath`; `data` may be a function so disabled writers never build the content. */
  write(relativePath: string, data: Uint8Array | string | (() => Uint8Array | string)): string {
    const root = this.root;
    if (!root) return relativePath;
    const content = typeof data === 'function' ? data() : data;
    const target = path.join(root, relativePath);
    const dir = path.dirname(target);
    let made = this.#dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.#dirs.set(dir, made);
    }
    const task = made
      .then(() => writeFile(target, content))
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

  /** Lets the queue drain when it grows, so 20,000 covers do not sit in memory at once. */
  async throttle(limit = 256): Promise<void> {
    while (this.#pending.size > limit) await Promise.race(this.#pending);
  }

  async flush(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
    if (this.#error) throw this.#error;
  }
}
