import { contract, type EndpointDefinition } from '@bookstore/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PROFILE_IMAGES } from '../services/account.ts';
import { audiobookRule, coverRule, demoRule, ebookRule } from '../services/selling-media.ts';
import { deliveryRule } from '../services/voiceover-jobs.ts';
import { payloadTooLarge } from './errors.ts';

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

/** True for the upload calls, whose (larger) limit the contract router applies after auth and throttling. */
export function isUploadRequest(method: string, path: string): boolean {
  return uploadPaths.some((upload) => upload.method === method && upload.pattern.test(path));
}

/** JSON_BODY_LIMIT on every request but the upload calls. */
export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    if (!isUploadRequest(c.req.method, c.req.path)) await enforceBodyLimit(c, JSON_BODY_LIMIT);
    await next();
  };
}
