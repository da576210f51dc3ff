import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { DiskFile } from '../media.ts';
import { HttpError, payloadTooLarge } from './errors.ts';

/** Limits of one multipart body. */
export interface MultipartLimits {
  /** The most bytes the whole body may have (413 past it, while it streams in). */
  maxBytes: number;
  /** The most bytes the text fields may have together (413 past it). */
  maxFieldBytes: number;
  /** The most parts (fields and files) a body may have. */
  maxParts?: number;
}

export interface MultipartBody {
  /** Text fields as strings and file parts as DiskFiles; a name sent twice gives an array. */
  fields: Record<string, string | DiskFile | (string | DiskFile)[]>;
  /** Every temp file written for this body (removed by `discard`). */
  files: DiskFile[];
}

const MAX_HEADER_BYTES = 16 * 1024;

function badForm(detail: string): HttpError {
  return new HttpError(400, `The request body is not a valid form: ${detail}.`);
}

/**
 * Reads a multipart/form-data body as it streams in, parsed by @fastify/busboy: text fields into
 * memory (at most `maxFieldBytes` together), each file part straight into a temp file under `tempDir`
 * (the media folder's own `.uploads`, so storing the upload is a rename), the parser waiting for the
 * disk (one bounded buffer). Past `maxBytes` it stops reading and throws a 413; on any failure (a bad
 * form, an aborted request) the temp files already written are removed before it throws.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  tempDir: string,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const maxParts = limits.maxParts ?? 100;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // The file name as sent (busboy would keep only its last path segment).
      preservePath: true,
      // A part is a file when it has a filename, whatever its type (busboy: also any octet-stream).
      isPartAFile: (_name, _type, filename) => filename !== undefined,
      limits: {
        parts: maxParts,
        fieldSize: limits.maxFieldBytes,
        fieldNameSize: MAX_HEADER_BYTES,
        headerSize: MAX_HEADER_BYTES,
      },
    });
  } catch {
    throw badForm('its Content-Type names no boundary');
  }
  if (!body) throw badForm('it is empty');

  const fields: MultipartBody['fields'] = {};
  const files: DiskFile[] = [];
  const writes: Promise<void>[] = [];
  // File parts still streaming: ended by hand when the body fails (busboy leaves them open).
  const open = new Set<Readable>();
  const add = (name: string, value: string | DiskFile) => {
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[name] = [previous, value];
  };
  // The first thing that went wrong: it stops the parser, and is what the caller gets.
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    parser.destroy(error instanceof Error ? error : undefined);
  };

  let fieldBytes = 0;
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    fieldBytes += Buffer.byteLength(value);
    if (valueTruncated || fieldBytes > limits.maxFieldBytes) fail(payloadTooLarge(limits.maxFieldBytes));
    else add(name, value);
  });
  parser.on('file', (name, stream, filename, _encoding, type) => {
    const temp = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
    const file = new DiskFile(temp, 0, filename, type || 'application/octet-stream');
    files.push(file);
    open.add(stream);
    stream.once('close', () => open.delete(stream));
    const write = async () => {
      await mkdir(tempDir, { recursive: true });
      await pipeline(stream, createWriteStream(temp, { flags: 'wx', highWaterMark: 64 * 1024 }));
      file.setSize(stream.bytesRead);
      // A file input left empty comes as a part with no filename's bytes: treat it as not sent.
      if (!(filename === '' && stream.bytesRead === 0)) add(name, file);
    };
    writes.push(write().catch(fail));
  });
  parser.on('partsLimit', () => fail(badForm(`it has more than ${maxParts} parts`)));

  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= limits.maxBytes) return done(null, chunk);
      // Recorded first: the streams this stops fail too ("premature close"), after it.
      failure ??= payloadTooLarge(limits.maxBytes);
      done(failure as Error);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counted, parser);
    await Promise.all(writes);
    if (failure) throw failure;
    return { fields, files };
  } catch (error) {
    for (const stream of open) stream.destroy();
    await Promise.allSettled(writes);
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
    if (failure instanceof HttpError || error instanceof HttpError) throw failure ?? error;
    // A temp file that could not be written is the server's failure (a 500, logged).
    if (failure) throw failure;
    // The parser's errors ("Unexpected end of multipart data") and a body cut off: the client's.
    const detail = error instanceof Error ? error.message.replace(/^Multipart: /, '') : String(error);
    throw badForm(detail.toLowerCase());
  }
}
