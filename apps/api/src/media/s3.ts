import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import {
  checkKey,
  contentTypeOf,
  type MediaStore,
  type ObjectInfo,
  type ObjectRead,
  type PutBody,
  type PutOptions,
  type StoredPart,
} from './store.ts';

export interface S3Settings {
  /** Empty for AWS itself; the server's URL for R2, MinIO and the like. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most local servers). */
  forcePathStyle: boolean;
}

/** Parts of a multipart put: S3's smallest part is 5 MiB; 8 MiB parts, 4 at a time, bound the memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 4;

/**
 * The SDK, loaded on first use: a process on the local driver (and every test of it) never loads it.
 * Node's own require, so its CommonJS build is what runs everywhere (the SDK's ES build names files
 * without extensions, which only bundlers resolve).
 */
interface Sdk {
  s3: typeof ClientS3;
  storage: typeof LibStorage;
  presigner: typeof Presigner;
}
const require = createRequire(import.meta.url);
let loaded: Sdk | undefined;
const loadSdk = (): Sdk =>
  (loaded ??= {
    s3: require('@aws-sdk/client-s3') as Sdk['s3'],
    storage: require('@aws-sdk/lib-storage') as Sdk['storage'],
    presigner: require('@aws-sdk/s3-request-presigner') as Sdk['presigner'],
  });

const unquote = (etag: string | undefined): string | null => (etag ? etag.replace(/^"|"$/g, '') : null);

function status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const absent = (error: unknown): boolean =>
  status(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as Error).name);

/** The `s3` driver: one bucket on any S3-compatible service. */
export class S3MediaStore implements MediaStore {
  readonly driver = 's3' as const;
  readonly bucket: string;
  readonly #baseUrl: string;
  readonly #settings: S3Settings;
  #ready: { sdk: Sdk; client: S3Client } | undefined;

  constructor(settings: S3Settings, baseUrl: string) {
    this.bucket = settings.bucket;
    this.#settings = settings;
    this.#baseUrl = baseUrl.replace(/\/$/, '');
  }

  /** The SDK and one client for the store's life (it keeps its connections). */
  #use(): { sdk: Sdk; client: S3Client } {
    if (!this.#ready) {
      const sdk = loadSdk();
      this.#ready = { sdk, client: this.#client(sdk) };
    }
    return this.#ready;
  }

  #client(sdk: Sdk): S3Client {
    const settings = this.#settings;
    return new sdk.s3.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default checksums (CRC32 trailers on every put) are AWS's own: R2, MinIO and other
      // S3-compatible servers do not all accept them. Only operations that require one send one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Closes the client's connections. */
  close(): Promise<void> {
    this.#ready?.client.destroy();
    this.#ready = undefined;
    return Promise.resolve();
  }

  /** One PutObject for a small body, a multipart upload (parts of 8 MiB, 4 at a time) for a large one. */
  async put(key: string, body: PutBody, options: PutOptions = {}): Promise<void> {
    const { sdk, client } = this.#use();
    const upload = new sdk.storage.Upload({
      client,
      queueSize: PARTS_AT_ONCE,
      partSize: PART_BYTES,
      leavePartsOnError: false,
      params: {
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: body,
        ContentType: options.contentType ?? contentTypeOf(key),
        ...(options.size !== undefined && options.size < PART_BYTES ? { ContentLength: options.size } : {}),
      },
    });
    await upload.done();
  }

  async read(key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectRead | null> {
    try {
      const { sdk, client } = this.#use();
      const answer = await client.send(
        new sdk.s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      const body = answer.Body as Readable;
      const span = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '');
      const length = answer.ContentLength ?? 0;
      return {
        body,
        size: span ? Number(span[3]) : length,
        start: span ? Number(span[1]) : 0,
        end: span ? Number(span[2]) : length - 1,
        etag: unquote(answer.ETag),
        contentType: answer.ContentType ?? null,
      };
    } catch (error) {
      if (absent(error) || status(error) === 416) return null;
      throw error;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Uint8Array> {
    if (end <= start) return new Uint8Array(0);
    const read = await this.read(key, { start, end: end - 1 });
    if (!read) return new Uint8Array(0);
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const { sdk, client } = this.#use();
      const answer = await client.send(
        new sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return {
        key,
        size: answer.ContentLength ?? 0,
        etag: unquote(answer.ETag),
        contentType: answer.ContentType ?? null,
      };
    } catch (error) {
      if (absent(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = this.#use();
    await client.send(new sdk.s3.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const { sdk, client } = this.#use();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.s3.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        yield { key: item.Key, size: item.Size ?? 0, etag: unquote(item.ETag), contentType: null };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string {
    return `${this.#baseUrl}/${key.replace(/^\/+/, '')}`;
  }

  /** A presigned GET (query-string signature): any client may fetch it, `Range` included, until it expires. */
  async signedUrl(key: string, seconds: number, options: { filename?: string } = {}): Promise<string | null> {
    const { sdk, client } = this.#use();
    const disposition = options.filename
      ? `attachment; filename*=UTF-8''${encodeURIComponent(options.filename)}`
      : undefined;
    return sdk.presigner.getSignedUrl(
      client,
      new sdk.s3.GetObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        ...(disposition ? { ResponseContentDisposition: disposition } : {}),
      }),
      { expiresIn: seconds },
    );
  }

  async createMultipart(key: string, contentType: string): Promise<string> {
    const { sdk, client } = this.#use();
    const answer = await client.send(
      new sdk.s3.CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        ContentType: contentType,
      }),
    );
    if (!answer.UploadId) throw new Error(`The bucket gave no upload id for ${key}.`);
    return answer.UploadId;
  }

  /** A presigned UploadPart: the browser PUTs the part's bytes to it (the bucket's CORS must allow it). */
  async signPart(key: string, uploadId: string, partNumber: number, seconds: number): Promise<string> {
    const { sdk, client } = this.#use();
    return sdk.presigner.getSignedUrl(
      client,
      new sdk.s3.UploadPartCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        UploadId: uploadId,
        PartNumber: partNumber,
      }),
      { expiresIn: seconds },
    );
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const { sdk, client } = this.#use();
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const page = await client.send(
          new sdk.s3.ListPartsCommand({
            Bucket: this.bucket,
            Key: checkKey(key),
            UploadId: uploadId,
            ...(marker ? { PartNumberMarker: marker } : {}),
          }),
        );
        for (const part of page.Parts ?? []) {
          const etag = unquote(part.ETag);
          if (part.PartNumber && etag)
            parts.push({ partNumber: part.PartNumber, etag, size: part.Size ?? 0 });
        }
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (absent(error) || (error as Error).name === 'NoSuchUpload') return [];
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipart(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    const { sdk, client } = this.#use();
    await client.send(
      new sdk.s3.CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        UploadId: uploadId,
        MultipartUpload: {
          Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: `"${part.etag}"` })),
        },
      }),
    );
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    const { sdk, client } = this.#use();
    try {
      await client.send(
        new sdk.s3.AbortMultipartUploadCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          UploadId: uploadId,
        }),
      );
    } catch (error) {
      if (absent(error) || (error as Error).name === 'NoSuchUpload') return;
      throw error;
    }
  }

  async health(timeoutMs: number): Promise<void> {
    const { sdk, client } = this.#use();
    await client.send(new sdk.s3.HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  }
}
