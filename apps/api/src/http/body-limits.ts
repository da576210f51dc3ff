import { contract, type EndpointDefinition } from '@bookstore/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  audiobookRule,
  coverRule,
  deliveryRule,
  demoRule,
  ebookRule,
  PROFILE_IMAGES,
} from '../media/upload-rules.ts';
import { rm } from 'node:fs/promises';
import type { MediaFiles } from '../media/files.ts';
import { payloadTooLarge } from './errors.ts';
import { readMultipart, type MultipartBody } from './multipart.ts';

/** Every JSON or form body (and anything outside the contract: webhooks, the test-payment form). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Room for an upload's other fields and the multipart framing around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The largest file each upload call takes (the contract's documented maxima, which the services check
 * again on the file): the body may be that plus MULTIPART_OVERHEAD.
 */
export const UPLOAD_FILE_LIMITS: ReadonlyMap<EndpointDefinition, number> = new Map<
  EndpointDefinition,
  number
>([
  [contract.account.changeAvatar, PROFILE_IMAGES.avatar.maxBytes],
  [contract.account.changeProfileBanner, PROFILE_IMAGES.profile_banner.maxBytes],
  [contract.selling.changeCover, coverRule.maxBytes],
  [contract.selling.uploadAudiobookFile, audiobookRule.maxBytes],
  [contract.selling.uploadEbookFile, ebookRule.maxBytes],
  [contract.voiceover.addDemo, demoRule.maxBytes],
  [contract.voiceover.deliverJob, deliveryRule.maxBytes],
]);

/** The most bytes an upload call's body may have; throws for a multipart call nobody gave a limit. */
export function uploadBodyLimit(endpoint: EndpointDefinition): number {
  const file = UPLOAD_FILE_LIMITS.get(endpoint);
  if (file === undefined) throw new Error(`No body limit for the upload ${endpoint.method} ${endpoint.path}`);
  return file + MULTIPART_OVERHEAD;
}

/**
 * A 413 (thrown) once the body passes `maxBytes`, before anything parses it: at once from
 * `Content-Length`, else (chunked) while it streams in, stopping at the first byte too many.
 */
export async function enforceBodyLimit(c: Context, maxBytes: number): Promise<void> {
  await bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge(maxBytes);
    },
  })(c, async () => {});
}

const uploadPaths = [...UPLOAD_FILE_LIMITS.keys()].map((endpoint) => ({
  method: endpoint.method,
  pattern: new RegExp(`^${endpoint.path.replace(/:[a-z_]+/gi, '[^/]+')}/?$`),
}));

/** The local driver's upload part URLs (domains/uploads/uploads.routes.ts): each bounded to its part's exact size. */
const PART_PATH = /^\/api\/upload-parts\/[^/]+\/\d+$/;

/**
 * True for the upload calls, whose (larger) limit the contract router applies after auth and
 * throttling, and for the part URLs, which stop reading a part past its size.
 */
export function isUploadRequest(method: string, path: string): boolean {
  if (method === 'PUT' && PART_PATH.test(path)) return true;
  return uploadPaths.some((upload) => upload.method === method && upload.pattern.test(path));
}

/**
 * An upload call's limit checked from `Content-Length` alone (413 at once when it says too much): the
 * body is then counted while it streams to disk (readUpload), never buffered in memory.
 */
export function enforceDeclaredLength(c: Context, maxBytes: number): void {
  const declared = c.req.header('content-length');
  if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > maxBytes) {
    throw payloadTooLarge(maxBytes);
  }
}

/** The temp files each request's uploads left, removed when its answer is ready (bodyLimits). */
const requestUploads = new WeakMap<Context, MultipartBody['files']>();

/**
 * An upload call's multipart body, streamed: the files to temp files under the media folder (at most
 * `maxBytes` in all, 413 past it while streaming), the text fields (at most MULTIPART_OVERHEAD) in
 * memory. The temp files go when the request ends, whatever its outcome; a stored upload was renamed
 * away from its temp path before then (MediaFiles.saveUpload).
 */
export async function readUpload(
  c: Context,
  media: Pick<MediaFiles, 'uploadTempDir'>,
  maxBytes: number,
): Promise<MultipartBody['fields']> {
  const body = await readMultipart(c.req.raw.body, c.req.header('content-type') ?? '', media.uploadTempDir, {
    maxBytes,
    maxFieldBytes: MULTIPART_OVERHEAD,
  });
  requestUploads.set(c, [...(requestUploads.get(c) ?? []), ...body.files]);
  return body.fields;
}

/** Removes the temp files of a request's uploads that were not stored. */
async function discardUploads(c: Context): Promise<void> {
  const files = requestUploads.get(c);
  if (!files) return;
  requestUploads.delete(c);
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}

/** JSON_BODY_LIMIT on every request but the upload calls; an upload's unstored temp files removed after. */
export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body (a fetch Request cannot carry one): nothing to bound, and asking for
    // `c.req.raw.body` would build a whole Request from Node's message on every read.
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const upload = isUploadRequest(method, c.req.path);
    if (!upload) await enforceBodyLimit(c, JSON_BODY_LIMIT);
    try {
      await next();
    } finally {
      if (upload) await discardUploads(c);
    }
  };
}
