import { mkdtempSync, rmSync } from 'node:fs';
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
 * An S3-compatible server in this process (s3rver, files under a temp folder) on a free port, with
 * one empty bucket: what the s3 media driver is tested against.
 */
export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bookstore-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
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
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
