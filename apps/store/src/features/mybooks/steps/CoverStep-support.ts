import type { AudiobookFile } from '@bookstore/api-client/contract';

export const MB = 1024 * 1024;

/** A file of `size` bytes, whatever its content. */
export function file(name: string, type: string, size = 2048): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

export function track(overrides: Partial<AudiobookFile>): AudiobookFile {
  return {
    id: 1,
    title: 'Track',
    url: 'https://cdn.example.com/t.mp3',
    duration_seconds: 60,
    size_bytes: MB,
    position: 0,
    chapters: [],
    ...overrides,
  };
}

/** A promise settled from outside, to see an upload while it runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
