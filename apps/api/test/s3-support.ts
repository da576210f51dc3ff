import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The settings that point the API at it (MEDIA_STORE=s3 and the S3_* variables). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Every request the server took, as `METHOD /path?query` (to see how a client talked to it). */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * The bucket's CORS rule that uploads in parts need (docs/deploy.md): browsers PUT parts to presigned
 * URLs from the store's origin and must read each answer's ETag.
 */
export const BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver 3.7 has multipart uploads but not ListParts or AbortMultipartUpload, which real S3, R2 and
 * MinIO have and the upload sessions use (resume, abort): both are answered here from s3rver's own
 * folder of parts (`<bucket>/._S3rver_uploads/<uploadId>/<n>` and `<n>.md5`), as S3 answers them.
 */
function addMultipartCalls(server: S3rver, directory: string): void {
  const calls: KoaMiddleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket = '', ...key] = ctx.path.split('/');
    const listing = ctx.method === 'GET' && uploadId && ctx.query.partNumber === undefined;
    const aborting = ctx.method === 'DELETE' && uploadId;
    if (!uploadId || !/^[0-9a-f]{32}$/.test(uploadId) || (!listing && !aborting)) return next();
    const folder = path.join(directory, bucket, '._S3rver_uploads', uploadId);
    const names = await readdir(folder).catch(() => null);
    if (names === null) {
      ctx.status = 404;
      ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
      return;
    }
    if (aborting) {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
    const parts = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (n) => ({
          PartNumber: n,
          ETag: JSON.stringify(
            (await readFile(path.join(folder, `${n}.md5`), 'utf8').catch(() => '')).trim(),
          ),
          Size: (await stat(path.join(folder, String(n)))).size,
        })),
    );
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: decodeURIComponent(key.join('/')),
        UploadId: uploadId,
        IsTruncated: false,
        ...(parts.length > 0 ? { Part: parts } : {}),
      },
    };
  };
  // After the logger and the XML encoder (which turns a plain object body into S3's XML).
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.splice(2, 0, calls);
}

export interface LocalS3Options {
  bucket?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Where the objects live (kept on stop); default a temp folder, removed on stop. */
  directory?: string;
}

/**
 * An S3-compatible server in this process (s3rver, files under a temp folder) on a free port, with
 * one bucket: what the s3 media driver is tested against (and the demo's bucket: `pnpm s3:local`).
 */
export async function startLocalS3({
  bucket = 'media',
  port = 0,
  directory: given,
}: LocalS3Options = {}): Promise<LocalS3> {
  const directory = given ?? mkdtempSync(path.join(tmpdir(), 'bookstore-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [BUCKET_CORS] }],
  });
  addMultipartCalls(server, directory);
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const requests: string[] = [];
  // The HTTP server run() started (s3rver keeps it; its types do not say so).
  const http = (server as unknown as { httpServer: Server }).httpServer;
  http.on('request', (request: IncomingMessage) => {
    requests.push(`${request.method} ${request.url}`);
  });
  return {
    requests,
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's fixed credentials: it checks every signature against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      if (!given) rmSync(directory, { recursive: true, force: true });
    },
  };
}
