// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../src';
import { createPartUploader } from '../src/upload-parts';
import type { CompletedUpload, UploadSession } from '../src/contract';

/** A part PUT that answers 200 with an ETag at once (what a bucket's presigned URL does). */
class PartXhr {
  status = 0;
  withCredentials = false;
  upload = { addEventListener: () => {} };
  private onLoad: (() => void) | undefined;
  open() {}
  abort() {}
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.onLoad = listener;
  }
  getResponseHeader(name: string) {
    return name === 'ETag' ? '"etag-1"' : null;
  }
  send() {
    this.status = 200;
    queueMicrotask(() => this.onLoad?.());
  }
}

const session = (status: UploadSession['status'], failure: UploadSession['failure'] = null) =>
  ({
    id: 'upload-1',
    purpose: 'ebook_file',
    target_uid: 'BOOK1',
    file_name: 'book.epub',
    size_bytes: 4,
    type: 'application/epub+zip',
    part_size: 4,
    part_count: 1,
    status,
    failure,
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2026-01-02T00:00:00.000Z',
  }) satisfies UploadSession;

/** The uploads calls of a client whose session reads answer `reads` in turn (the last one repeats). */
function uploadsApi(reads: { upload: UploadSession; result: CompletedUpload | null; message: string }[]) {
  const getUpload = vi.fn(async () => {
    const read = reads.length > 1 ? reads.shift() : reads[0];
    if (!read) throw new Error('no read');
    return { data: { upload: read.upload, parts: [], result: read.result }, message: read.message };
  });
  const uploads = {
    createUpload: vi.fn(async () => ({ data: session('open'), message: '' })),
    signUploadPart: vi.fn(async () => ({ data: { url: 'https://bucket.test/part-1' }, message: '' })),
    completeUpload: vi.fn(async () => ({ data: session('checking'), message: 'Checking the file…' })),
    abortUpload: vi.fn(async () => ({ data: null, message: '' })),
    getUpload,
  };
  return { api: { uploads } as unknown as ApiClient, uploads };
}

const target = { purpose: 'ebook_file', book_uid: 'BOOK1' } as const;
const file = () => new File([new Uint8Array(4)], 'book.epub', { type: 'application/epub+zip' });

describe('uploadInParts waits for the check', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', PartXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('polls the session while it is checking, then answers what the check attached', async () => {
    const done = session('completed');
    const result = { purpose: 'ebook_file', upload: done } as unknown as CompletedUpload;
    const { api, uploads } = uploadsApi([
      { upload: session('checking'), result: null, message: 'Checking the file…' },
      { upload: done, result, message: 'The EPUB file has been uploaded.' },
    ]);
    const onChecking = vi.fn();
    const uploader = createPartUploader(api, { baseUrl: 'http://api.test', storage: null, checkPollMs: 1 });
    const answer = await uploader.uploadInParts(file(), { target, onChecking });
    expect(answer).toEqual({ data: result, message: 'The EPUB file has been uploaded.' });
    expect(onChecking).toHaveBeenCalledTimes(1);
    expect(uploads.getUpload).toHaveBeenCalledTimes(2);
  });

  it("throws the check's refusal as a 422 on its fields, and stops polling on cancel", async () => {
    const failure = { message: 'The file must be an EPUB.', errors: { file: ['The file must be an EPUB.'] } };
    const { api } = uploadsApi([
      { upload: session('failed', failure), result: null, message: failure.message },
    ]);
    const uploader = createPartUploader(api, { baseUrl: 'http://api.test', storage: null, checkPollMs: 1 });
    const refused = await uploader.uploadInParts(file(), { target }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fieldError('file')).toBe('The file must be an EPUB.');

    const checking = uploadsApi([{ upload: session('checking'), result: null, message: '' }]);
    const cancel = new AbortController();
    const slow = createPartUploader(checking.api, { baseUrl: 'http://api.test', storage: null });
    const running = slow.uploadInParts(file(), {
      target,
      signal: cancel.signal,
      onChecking: () => cancel.abort(),
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(checking.uploads.getUpload.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
