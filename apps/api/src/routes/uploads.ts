import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { contract, type CompletedUpload } from '@bookstore/api-client/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../http/contract-router.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { apiOrigin } from '../http/origin.ts';
import {
  abortUpload as dropUpload,
  completeUpload as finishUpload,
  createUpload as startUpload,
  presentUpload,
  receiveLocalPart,
  signPart,
  uploadWithParts,
} from '../services/uploads.ts';
import { ownProfile } from '../services/voiceover.ts';
import { presentOneJob } from '../services/voiceover-jobs.ts';
import { answerBook } from './selling.ts';

const uploads = contract.uploads;

export async function createUpload(deps: AppDeps, { user, body }: HandlerInput<typeof uploads.createUpload>) {
  const upload = await startUpload(deps, user, body);
  return {
    data: presentUpload(deps, upload),
    message: `Send the file in ${upload.part_count} ${upload.part_count === 1 ? 'part' : 'parts'}.`,
  };
}

export async function getUpload(deps: AppDeps, { user, params }: HandlerInput<typeof uploads.getUpload>) {
  const { upload, parts } = await uploadWithParts(deps, user.id, params.id);
  return {
    data: { upload: presentUpload(deps, upload), parts },
    message: `${parts.length} of ${upload.part_count} parts received.`,
  };
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

export async function completeUpload(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof uploads.completeUpload>,
) {
  const { upload: row, attached } = await finishUpload(deps, user, params.id, body.parts);
  const upload = presentUpload(deps, row);
  const message = DONE_WORDS[attached.purpose];
  let data: CompletedUpload;
  switch (attached.purpose) {
    case 'audiobook_track': {
      const { data: book } = await answerBook(deps, user, attached.bookUid, message);
      const file = book.audio_files.find((track) => track.id === attached.fileId);
      if (!file) throw notFound('The audio file was not found.');
      data = { purpose: attached.purpose, upload, book, file };
      break;
    }
    case 'ebook_file':
      data = {
        purpose: attached.purpose,
        upload,
        book: (await answerBook(deps, user, attached.bookUid, message)).data,
      };
      break;
    case 'voiceover_demo':
      data = { purpose: attached.purpose, upload, profile: await ownProfile(deps, user) };
      break;
    case 'voiceover_delivery':
      data = {
        purpose: attached.purpose,
        upload,
        job: await presentOneJob(deps, attached.job, apiOrigin(deps)),
      };
      break;
  }
  return { data, message };
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
