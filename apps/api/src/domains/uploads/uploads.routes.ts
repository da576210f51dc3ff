import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { contract, type CompletedUpload, type UploadSession } from '@bookstore/api-client/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { linkOrigin } from '../../lib/links.ts';
import {
  abortUpload as dropUpload,
  completeUpload as finishUpload,
  createUpload as startUpload,
  presentUpload,
  receiveLocalPart,
  signPart,
  uploadWithParts,
} from './uploads.ts';
import { attachedOf, type Attached } from './upload-checks.ts';
import { ownProfile } from '../voiceover/voiceover.ts';
import { presentOneJob } from '../voiceover/voiceover-jobs.ts';
import { answerBook } from '../selling/selling.routes.ts';

const uploads = contract.uploads;

export async function createUpload(deps: AppDeps, { user, body }: HandlerInput<typeof uploads.createUpload>) {
  const upload = await startUpload(deps, user, body);
  return {
    data: presentUpload(deps, upload),
    message: `Send the file in ${upload.part_count} ${upload.part_count === 1 ? 'part' : 'parts'}.`,
  };
}

/**
 * One of the caller's uploads: the parts the store holds while it is open; once its check attached the
 * file, what the purpose's multipart call answers (`result`, with that call's message); once refused,
 * the session's `failure`.
 */
export async function getUpload(deps: AppDeps, { user, params }: HandlerInput<typeof uploads.getUpload>) {
  const { upload: row, parts } = await uploadWithParts(deps, user.id, params.id);
  const upload = presentUpload(deps, row);
  if (row.status === 'completed') {
    const { data, message } = await presentAttached(deps, user, upload, await attachedOf(deps, user, row));
    return { data: { upload, parts, result: data }, message };
  }
  const message =
    row.status === 'checking'
      ? 'Checking the file…'
      : row.status === 'failed'
        ? (upload.failure?.message ?? 'The file was refused.')
        : `${parts.length} of ${row.part_count} parts received.`;
  return { data: { upload, parts, result: null }, message };
}

export async function signUploadPart(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof uploads.signUploadPart>,
) {
  const signed = await signPart(deps, user.id, params.id, body.part_number);
  return {
    data: {
      part_number: body.part_number,
      url: signed.url,
      method: 'PUT' as const,
      size_bytes: signed.size,
      expires_at: signed.expiresAt.toISOString(),
    },
    message: `PUT part ${body.part_number} to this URL.`,
  };
}

const DONE_WORDS: Record<CompletedUpload['purpose'], string> = {
  audiobook_track: 'The audio file has been uploaded.',
  ebook_file: 'The EPUB file has been uploaded.',
  voiceover_demo: 'Your demo has been added.',
  voiceover_delivery: 'Your recording has been delivered. The buyer has been notified.',
};

/** What a checked upload attached, as the purpose's multipart call answers it. */
async function presentAttached(
  deps: AppDeps,
  user: User,
  upload: UploadSession,
  attached: Attached,
): Promise<{ data: CompletedUpload; message: string }> {
  const message = DONE_WORDS[attached.purpose];
  switch (attached.purpose) {
    case 'audiobook_track': {
      const { data: book } = await answerBook(deps, user, attached.bookUid, message);
      const file = book.audio_files.find((track) => track.id === attached.fileId);
      if (!file) throw notFound('The audio file was not found.');
      return { data: { purpose: attached.purpose, upload, book, file }, message };
    }
    case 'ebook_file': {
      const { data: book } = await answerBook(deps, user, attached.bookUid, message);
      return { data: { purpose: attached.purpose, upload, book }, message };
    }
    case 'voiceover_demo':
      return { data: { purpose: attached.purpose, upload, profile: await ownProfile(deps, user) }, message };
    case 'voiceover_delivery': {
      const job = await presentOneJob(deps, attached.job, linkOrigin(deps));
      return { data: { purpose: attached.purpose, upload, job }, message };
    }
  }
}

/** Joins the parts and queues the check: answers the session, `checking` (202). */
export async function completeUpload(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof uploads.completeUpload>,
) {
  const row = await finishUpload(deps, user, params.id, body.parts);
  return { data: presentUpload(deps, row), message: 'Checking the file…' };
}

export async function abortUpload(deps: AppDeps, { user, params }: HandlerInput<typeof uploads.abortUpload>) {
  await dropUpload(deps, user.id, params.id);
  return { data: null, message: 'The upload has been cancelled.' };
}

export const uploadsRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(uploads.createUpload, deps, createUpload),
  route(uploads.getUpload, deps, getUpload),
  route(uploads.signUploadPart, deps, signUploadPart),
  route(uploads.completeUpload, deps, completeUpload),
  route(uploads.abortUpload, deps, abortUpload),
];

/** Where the local driver's signed part URLs point (outside the contract: raw bytes, no cookies). */
export const UPLOAD_PARTS_PATH = '/api/upload-parts';

/**
 * The local driver's part URL, `PUT /api/upload-parts/:upload/:part?expires&signature`: what a
 * bucket's presigned UploadPart URL is on S3, so the client sends parts the same way to both. The
 * signature stands for the session (no cookie or CSRF token); the body streams to the part's file.
 * Answers 200 with the part's `ETag`, as S3 does.
 */
export function uploadPartRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/:upload/:part', async (c) => {
    const part = Number(c.req.param('part'));
    if (!Number.isInteger(part) || part < 1 || part > 10_000) throw new HttpError(400, 'Not a part number.');
    if (!c.req.raw.body) throw new HttpError(400, 'The part has no body.');
    const body = Readable.fromWeb(c.req.raw.body as WebReadableStream<Uint8Array>);
    const etag = await receiveLocalPart(
      deps,
      c.req.param('upload'),
      part,
      { expires: c.req.query('expires'), signature: c.req.query('signature') },
      body,
    );
    c.header('ETag', `"${etag}"`);
    return c.body(null, 200);
  });
  return app;
}
