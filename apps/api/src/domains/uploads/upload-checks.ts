/**
 * The check of an upload in parts, as a job (issue 27): completing a session joins its parts and queues
 * `uploads.check` in the same transaction; a worker hands the stored file, read in ranges, to the same
 * service the purpose's multipart call uses (the EPUB check, a track's duration and chapters), which
 * attaches it. A refused file is removed and the session marked failed with the 422 the check gave;
 * the client polls the session until it leaves `checking`.
 */
import type { UploadFailure } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import type { Upload, User } from '../../db/schema.ts';
import type { JobRow } from '../../jobs/queue.ts';
import { DomainError, notFound, Unavailable, UpstreamFailed } from '../../domain/errors.ts';
import { userById } from '../accounts/account.queries.ts';
import { failUpload, moveUpload, trackIdByPath, uploadById } from './uploads.queries.ts';
import { artistJob } from '../voiceover/voiceover-jobs.queries.ts';
import { ownBook } from '../selling/selling-books.ts';
import { mediaInUse, removeUnreferenced } from '../media/selling-media.ts';
import { addTrack, uploadEbook } from '../selling/content-steps.ts';
import { addDemo } from '../voiceover/voiceover.ts';
import { deliverJob } from '../voiceover/voiceover-jobs.ts';

export const CHECK_UPLOAD_JOB = 'uploads.check';
/** Runs of one check before the session is failed (a bucket that does not answer, say). */
export const CHECK_UPLOAD_ATTEMPTS = 5;

/** What a checked upload attached, for the route to present as the purpose's multipart call does. */
export type Attached =
  | { purpose: 'audiobook_track'; bookUid: string; fileId: number }
  | { purpose: 'ebook_file'; bookUid: string }
  | { purpose: 'voiceover_demo' }
  | { purpose: 'voiceover_delivery'; job: Awaited<ReturnType<typeof deliverJob>> };

/** Hands the stored file to the purpose's service, which checks it and attaches it (or throws a 422). */
async function attach(deps: AppDeps, user: User, upload: Upload): Promise<void> {
  const file = deps.media.stored(
    upload.object_key,
    Number(upload.size_bytes),
    upload.content_type,
    upload.file_name,
  );
  const target = upload.target_uid ?? '';
  switch (upload.purpose) {
    case 'audiobook_track': {
      const book = await ownBook(deps.db, user.id, target);
      await addTrack(
        deps,
        book,
        user.id,
        {
          title: upload.title ?? upload.file_name,
          file,
          ...(upload.position === null ? {} : { position: upload.position }),
        },
        true,
      );
      return;
    }
    case 'ebook_file':
      // The session holds the file's storage reservation (released once the session finishes).
      await uploadEbook(deps, await ownBook(deps.db, user.id, target), user.id, file, true);
      return;
    case 'voiceover_demo':
      await addDemo(deps, user, { title: upload.title ?? upload.file_name, file });
      return;
    case 'voiceover_delivery':
      await deliverJob(deps, user.id, target, { file, note: upload.note ?? undefined });
      return;
  }
}

/** A refusal of the file or its target (not one of the outages a retry may outlast). */
const isRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && !(error instanceof Unavailable || error instanceof UpstreamFailed);

const NOT_CHECKED = 'The file could not be checked. Upload it again.';

/** The refusal kept on the session: the check's 422 (or 403/404), its messages on their fields. */
function failureOf(error: unknown): UploadFailure {
  if (isRefusal(error)) {
    return { message: error.message, errors: error.errors ?? { file: [error.message] } };
  }
  return { message: NOT_CHECKED, errors: { file: [NOT_CHECKED] } };
}

/**
 * The `uploads.check` job. At least once: a second run of a session no longer `checking` does nothing,
 * and one cut off after the attach (the file already named by its row) only marks it completed. A
 * refusal fails the session at once; any other error is retried with the queue's backoff, and fails
 * the session on the last attempt, so a session never stays `checking` for good.
 */
export async function checkUpload(
  deps: AppDeps,
  payload: unknown,
  job: Pick<JobRow, 'attempts' | 'max_attempts'>,
) {
  const id = Number((payload as { upload_id?: unknown } | null)?.upload_id);
  const upload = Number.isInteger(id) ? await uploadById(deps.db, id) : undefined;
  if (!upload || upload.status !== 'checking') return;
  if (await mediaInUse(deps.db, upload.object_key)) {
    await moveUpload(deps.db, upload.id, ['checking'], 'completed', deps.clock());
    return;
  }
  try {
    const user = await userById(deps.db, upload.user_id).catch(() => {
      throw notFound('The account that uploaded the file is gone.');
    });
    await attach(deps, user, upload);
  } catch (error) {
    const refused = isRefusal(error);
    if (!refused && job.attempts < job.max_attempts) throw error;
    await failUpload(deps.db, upload.id, failureOf(error), deps.clock());
    await removeUnreferenced(deps, upload.object_key);
    return;
  }
  await moveUpload(deps.db, upload.id, ['checking'], 'completed', deps.clock());
}

/** What a completed upload attached (read when the client asks, so it is the current state). */
export async function attachedOf(deps: AppDeps, user: User, upload: Upload): Promise<Attached> {
  const target = upload.target_uid ?? '';
  switch (upload.purpose) {
    case 'audiobook_track': {
      const fileId = await trackIdByPath(deps.db, target, upload.object_key);
      if (fileId === undefined) throw notFound('The audio file was not found.');
      return { purpose: 'audiobook_track', bookUid: target, fileId };
    }
    case 'ebook_file':
      return { purpose: 'ebook_file', bookUid: target };
    case 'voiceover_demo':
      return { purpose: 'voiceover_demo' };
    case 'voiceover_delivery': {
      const job = await artistJob(deps.db, user.id, target);
      if (!job) throw notFound('The job was not found.');
      return { purpose: 'voiceover_delivery', job };
    }
  }
}
