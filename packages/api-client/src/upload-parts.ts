import type { ApiClient } from './client';
import type { CompletedUpload, CreateUploadBody, UploadSession } from './contract/uploads';
import { ApiError, NetworkError } from './errors';
import { registerRoutes } from './route-registry';
import { uploadsRoutes } from './routes-uploads';

/** What the upload is for: the createUpload body without the file's own name, size and type. */
export type UploadTarget = CreateUploadBody extends infer B
  ? B extends CreateUploadBody
    ? Omit<B, 'file_name' | 'size' | 'type'>
    : never
  : never;

/** How far an upload is, in bytes. */
export interface PartUploadProgress {
  sent: number;
  total: number;
  /** Bytes the store already held when this run began (a resumed upload); 0 for a new one. */
  resumed: number;
}

export interface UploadInPartsOptions {
  /** The purpose and its fields (`{ purpose: 'audiobook_track', book_uid, title }`). */
  target: UploadTarget;
  /** The declared type (default: the file's own; browsers leave some types empty). */
  type?: string;
  onProgress?: (progress: PartUploadProgress) => void;
  /** Told once, before any part is sent, when an earlier upload of the same file is picked up. */
  onResume?: (progress: PartUploadProgress) => void;
  /** Told once every part is sent and joined, while the API checks the file (a job on its side). */
  onChecking?: () => void;
  /** Cancels: the parts in flight stop, the session is aborted on the server and forgotten here. */
  signal?: AbortSignal;
}

/** An upload of this purpose and target left unfinished (a reload): which file to pick again. */
export interface PendingUpload {
  uploadId: string;
  name: string;
  size: number;
  lastModified: number;
}

export interface PartUploaderOptions {
  /** The API's base URL, as the client's (the local driver's part URLs are paths on it). */
  baseUrl: string;
  /** Where pending uploads are remembered (default: localStorage when there is one). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Parts sent at once (default 3). */
  concurrency?: number;
  /** Tries per part (default 3), waiting `retryDelayMs` × 2^n between them (default 500 ms). */
  attempts?: number;
  retryDelayMs?: number;
  /** How often the session is asked whether its check is over (default 500 ms). */
  checkPollMs?: number;
}

export interface PartUploader {
  /**
   * Sends `file` in parts straight to storage, completes the upload and waits for the API's check of
   * the file (polling the session); answers what the purpose's multipart call answers (under `data`),
   * or throws the check's 422. Resumes an unfinished upload of the same file (same name,
   * size and last-modified time) for the same target.
   */
  uploadInParts(
    file: File,
    options: UploadInPartsOptions,
  ): Promise<{ data: CompletedUpload; message: string }>;
  /** The unfinished upload remembered for this target, if any. */
  pendingUpload(target: UploadTarget): PendingUpload | null;
  /** Forgets (and aborts on the server) the unfinished upload of this target. */
  discardPending(target: UploadTarget): Promise<void>;
}

const STORAGE_PREFIX = 'bookstore.upload.';

/** The key of a target: its purpose and what it attaches to (the book, the job; the artist's profile). */
function storageKey(target: UploadTarget): string {
  const on = 'book_uid' in target ? target.book_uid : 'job_uid' in target ? target.job_uid : 'profile';
  return `${STORAGE_PREFIX}${target.purpose}.${on}`;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/** PUTs one part with XMLHttpRequest (fetch cannot tell upload progress); answers its ETag. */
function putPart(
  url: string,
  body: Blob,
  onLoaded: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // Signed URLs need no cookies; a bucket would refuse credentials with its `*` CORS rule.
    xhr.withCredentials = false;
    xhr.upload.addEventListener('progress', (event) => onLoaded(event.loaded));
    xhr.addEventListener('load', () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag.replace(/"/g, ''));
      else if (xhr.status >= 200 && xhr.status < 300) {
        reject(new NetworkError('The storage answered without an ETag: its CORS rule must expose it.'));
      } else reject(new ApiError(xhr.status, `A part of the upload was refused (${xhr.status}).`));
    });
    xhr.addEventListener('error', () => reject(new NetworkError('A part of the upload could not be sent.')));
    xhr.addEventListener('abort', () => reject(abortError()));
    if (signal?.aborted) return reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Errors worth another try: the network, a refused or expired URL, the server's own trouble. */
const retryable = (error: unknown): boolean =>
  error instanceof NetworkError ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 403 || error.status === 429)) ||
  error instanceof TypeError;

/** Uploads in parts through `api`'s uploads calls: one per store, like the client. */
export function createPartUploader(api: ApiClient, options: PartUploaderOptions): PartUploader {
  // The uploads area is not in every client's table (routes.ts): the uploader, which only the screens
  // that upload load, brings it (a second registration changes nothing).
  registerRoutes('uploads', uploadsRoutes);
  // Looked up when used, in a browser only (server rendering imports the store's uploader too).
  const store = () =>
    options.storage !== undefined
      ? options.storage
      : typeof window === 'undefined'
        ? null
        : window.localStorage;
  const concurrency = options.concurrency ?? 3;
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const checkPollMs = options.checkPollMs ?? 500;
  const origin = typeof location === 'undefined' ? undefined : location.href;
  const base = new URL(options.baseUrl, origin);

  const read = (target: UploadTarget): PendingUpload | null => {
    try {
      const raw = store()?.getItem(storageKey(target));
      return raw ? (JSON.parse(raw) as PendingUpload) : null;
    } catch {
      return null;
    }
  };
  const forget = (target: UploadTarget) => store()?.removeItem(storageKey(target));

  /** The earlier session of this very file when the store still has it open, with its parts. */
  async function resumable(file: File, target: UploadTarget) {
    const pending = read(target);
    if (!pending) return null;
    const same =
      pending.name === file.name && pending.size === file.size && pending.lastModified === file.lastModified;
    if (!same) return null;
    try {
      const { data } = await api.uploads.getUpload({ params: { id: pending.uploadId } });
      if (data.upload.status === 'open') return data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
    forget(target);
    return null;
  }

  async function withRetries<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (signal?.aborted || attempt >= attempts || !retryable(error)) throw error;
        await wait(retryDelayMs * 2 ** (attempt - 1), signal);
      }
    }
  }

  /** Asks the session until its check is over: what the file was attached as, or the check's 422. */
  async function checked(
    id: string,
    signal?: AbortSignal,
  ): Promise<{ data: CompletedUpload; message: string }> {
    for (;;) {
      const { data, message } = await withRetries(
        () => api.uploads.getUpload({ params: { id }, ...(signal ? { signal } : {}) }),
        signal,
      );
      const { status, failure } = data.upload;
      if (status === 'completed' && data.result) return { data: data.result, message };
      if (status === 'failed') throw new ApiError(422, failure?.message ?? message, failure?.errors ?? {});
      if (status !== 'checking') throw new ApiError(409, message);
      await wait(checkPollMs, signal);
    }
  }

  async function uploadInParts(file: File, opts: UploadInPartsOptions) {
    const { target, signal } = opts;
    const found = await resumable(file, target);
    let session: UploadSession;
    const done = new Map<number, string>();
    if (found) {
      session = found.upload;
      for (const part of found.parts) {
        const expected =
          part.part_number < session.part_count
            ? session.part_size
            : session.size_bytes - session.part_size * (session.part_count - 1);
        if (part.size_bytes === expected) done.set(part.part_number, part.etag);
      }
    } else {
      const body = {
        ...target,
        file_name: file.name,
        size: file.size,
        type: opts.type ?? file.type,
      } as CreateUploadBody;
      session = (await api.uploads.createUpload({ body, ...(signal ? { signal } : {}) })).data;
      const pending: PendingUpload = {
        uploadId: session.id,
        name: file.name,
        size: file.size,
        lastModified: file.lastModified,
      };
      try {
        store()?.setItem(storageKey(target), JSON.stringify(pending));
      } catch {
        // No room or no storage (a private window): the upload works, it just cannot resume.
      }
    }
    const bytesOf = (n: number) => Math.min(session.part_size, file.size - (n - 1) * session.part_size);
    let finished = [...done.keys()].reduce((sum, n) => sum + bytesOf(n), 0);
    const resumed = finished;
    const inFlight = new Map<number, number>();
    const report = () => {
      let sent = finished;
      for (const bytes of inFlight.values()) sent += bytes;
      opts.onProgress?.({ sent: Math.min(sent, file.size), total: file.size, resumed });
    };
    if (found) opts.onResume?.({ sent: finished, total: file.size, resumed });
    report();

    const queue: number[] = [];
    for (let n = 1; n <= session.part_count; n++) if (!done.has(n)) queue.push(n);
    const sendPart = async (n: number) => {
      const blob = file.slice((n - 1) * session.part_size, (n - 1) * session.part_size + bytesOf(n));
      const etag = await withRetries(async () => {
        inFlight.set(n, 0);
        try {
          const { data } = await api.uploads.signUploadPart({
            params: { id: session.id },
            body: { part_number: n },
            ...(signal ? { signal } : {}),
          });
          return await putPart(
            new URL(data.url, base).href,
            blob,
            (loaded) => {
              inFlight.set(n, loaded);
              report();
            },
            signal,
          );
        } finally {
          inFlight.delete(n);
        }
      }, signal);
      done.set(n, etag);
      finished += blob.size;
      report();
    };
    const worker = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) await sendPart(n);
    };
    try {
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
      const parts = [...done].sort(([a], [b]) => a - b).map(([part_number, etag]) => ({ part_number, etag }));
      await api.uploads.completeUpload({
        params: { id: session.id },
        body: { parts },
        ...(signal ? { signal } : {}),
      });
      opts.onChecking?.();
      const answer = await checked(session.id, signal);
      forget(target);
      return answer;
    } catch (error) {
      queue.length = 0;
      if (signal?.aborted) {
        forget(target);
        await api.uploads.abortUpload({ params: { id: session.id } }).catch(() => undefined);
        throw abortError();
      }
      // A file refused by its check (a 422 on complete, or the session failed): that session is over; a
      // new one starts next time.
      if (error instanceof ApiError && error.status === 422) forget(target);
      throw error;
    }
  }

  return {
    uploadInParts,
    pendingUpload: read,
    discardPending: async (target) => {
      const pending = read(target);
      forget(target);
      if (pending) await api.uploads.abortUpload({ params: { id: pending.uploadId } }).catch(() => undefined);
    },
  };
}
