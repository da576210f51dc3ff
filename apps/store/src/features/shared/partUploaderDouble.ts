import type { PartUploader, UploadTarget } from '@bookstore/api-client/upload-parts';
import type { CompletedUpload, UploadSession } from '@bookstore/api-client/contract';

/** The multipart calls a screen test mocks; the double sends each upload in parts through them. */
interface MultipartCalls {
  selling?: {
    uploadAudiobookFile?: (input: never) => Promise<unknown>;
    uploadEbookFile?: (input: never) => Promise<unknown>;
  };
  voiceover?: {
    addDemo?: (input: never) => Promise<unknown>;
    deliverJob?: (input: never) => Promise<unknown>;
  };
}

type Call = (input: unknown) => Promise<{ data: unknown; message: string }>;

const session = (target: UploadTarget, file: File): UploadSession => ({
  id: 'upload-1',
  purpose: target.purpose,
  target_uid: 'book_uid' in target ? target.book_uid : 'job_uid' in target ? target.job_uid : null,
  file_name: file.name,
  size_bytes: file.size,
  type: file.type,
  part_size: file.size,
  part_count: 1,
  status: 'completed',
  failure: null,
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-02T00:00:00.000Z',
});

/**
 * A stand-in for the store's part uploader in screen tests: each upload goes to the purpose's mocked
 * multipart call (its `onUploadProgress` percentages reported as bytes), and its answer comes back in
 * the shape completing an upload in parts has. The uploader itself is tested in the api-client and
 * against the API; these tests are about the screens.
 */
export function partUploaderDouble(api: MultipartCalls): PartUploader {
  return {
    pendingUpload: () => null,
    discardPending: () => Promise.resolve(),
    async uploadInParts(file, { target, onProgress }) {
      const onUploadProgress = (percent: number) =>
        onProgress?.({ sent: (file.size * percent) / 100, total: file.size, resumed: 0 });
      const upload = session(target, file);
      const call = (fn: unknown) => fn as Call;
      switch (target.purpose) {
        case 'audiobook_track': {
          const { book_uid, title, position } = target;
          const body = { file, title, ...(position === undefined ? {} : { position }) };
          const answer = await call(api.selling?.uploadAudiobookFile)({
            params: { uid: book_uid },
            body,
            onUploadProgress,
          });
          const data = answer.data as Extract<CompletedUpload, { purpose: 'audiobook_track' }>;
          return {
            data: { purpose: target.purpose, upload, book: data.book, file: data.file },
            message: answer.message,
          };
        }
        case 'ebook_file': {
          const answer = await call(api.selling?.uploadEbookFile)({
            params: { uid: target.book_uid },
            body: { file },
            onUploadProgress,
          });
          const book = answer.data as Extract<CompletedUpload, { purpose: 'ebook_file' }>['book'];
          return { data: { purpose: target.purpose, upload, book }, message: answer.message };
        }
        case 'voiceover_demo': {
          const answer = await call(api.voiceover?.addDemo)({
            body: { title: target.title, demo: file },
            onUploadProgress,
          });
          const profile = answer.data as Extract<CompletedUpload, { purpose: 'voiceover_demo' }>['profile'];
          return { data: { purpose: target.purpose, upload, profile }, message: answer.message };
        }
        case 'voiceover_delivery': {
          const body = { file, ...(target.note ? { note: target.note } : {}) };
          const answer = await call(api.voiceover?.deliverJob)({
            params: { id: target.job_uid },
            body,
            onUploadProgress,
          });
          const job = answer.data as Extract<CompletedUpload, { purpose: 'voiceover_delivery' }>['job'];
          return { data: { purpose: target.purpose, upload, job }, message: answer.message };
        }
      }
    },
  };
}
