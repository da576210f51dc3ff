import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
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

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

function badForm(detail: string): HttpError {
  return new HttpError(400, `The request body is not a valid form: ${detail}.`);
}

/** The boundary of a `multipart/form-data; boundary=...` Content-Type. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

interface PartHeaders {
  name: string;
  filename: string | null;
  type: string;
}

function parsePartHeaders(text: string): PartHeaders {
  let disposition = '';
  let type = '';
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') type = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw badForm('a part has no form-data disposition');
  const param = (key: string): string | null => {
    const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
    if (match) return (match[1] ?? '').replace(/\\(.)/g, '$1');
    const bare = new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(disposition);
    return bare ? (bare[1] ?? null) : null;
  };
  const name = param('name');
  if (name === null) throw badForm('a part has no name');
  return { name, filename: param('filename'), type: type.split(';')[0]?.trim().toLowerCase() ?? '' };
}

/**
 * A temp file being written. Its `error` is always listened to (a disk error, or a write the stream
 * refused once the request was given up, must never be an uncaught exception that ends the process)
 * and kept, so the next write or the close throws it instead.
 */
interface PartFile {
  stream: WriteStream;
  error: Error | null;
}

function openPartFile(file: string): PartFile {
  const part: PartFile = {
    stream: createWriteStream(file, { flags: 'wx', highWaterMark: 64 * 1024 }),
    error: null,
  };
  part.stream.on('error', (error) => {
    part.error ??= error;
  });
  return part;
}

/** Writes `chunk`, waiting for the disk when the stream's buffer is full (one bounded buffer). */
async function writeChunk(part: PartFile, chunk: Uint8Array): Promise<void> {
  if (part.error) throw part.error;
  if (part.stream.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      part.stream.off('drain', done);
      part.stream.off('close', done);
      resolve();
    };
    part.stream.once('drain', done);
    part.stream.once('close', done);
  });
  if (part.error) throw part.error;
}

async function closePartFile(part: PartFile): Promise<void> {
  await new Promise<void>((resolve) => {
    if (part.stream.closed) resolve();
    else part.stream.end(() => resolve());
  });
  if (part.error) throw part.error;
}

/**
 * Reads a multipart/form-data body as it streams in: text fields into memory (at most
 * `maxFieldBytes`), each file part straight into a temp file under `tempDir` (the media folder's own
 * `.uploads`, so storing the upload is a rename). At most one chunk of the body plus the boundary's
 * length is held at a time. Past `maxBytes` it stops reading and throws a 413; on any failure (a bad
 * form, an aborted request) the temp files already written are removed before it throws.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  tempDir: string,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw badForm('its Content-Type names no boundary');
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: MultipartBody['fields'] = {};
  const files: DiskFile[] = [];
  const add = (name: string, value: string | DiskFile) => {
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[name] = [previous, value];
  };
  const maxParts = limits.maxParts ?? 100;

  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  // The body is read as if it began with CRLF, so its first delimiter looks like every other one.
  let pending: Buffer = Buffer.from(CRLF);
  let received = 0;
  let fieldBytes = 0;
  let parts = 0;
  let current: PartHeaders | null = null;
  let fieldChunks: Buffer[] = [];
  let out: PartFile | null = null;
  let outFile: DiskFile | null = null;
  let outSize = 0;

  const emit = async (data: Buffer) => {
    if (data.length === 0) return;
    if (out) {
      outSize += data.length;
      await writeChunk(out, data);
    } else {
      fieldBytes += data.length;
      if (fieldBytes > limits.maxFieldBytes) throw payloadTooLarge(limits.maxFieldBytes);
      fieldChunks.push(data);
    }
  };

  const startPart = async (headers: PartHeaders) => {
    parts += 1;
    if (parts > maxParts) throw badForm(`it has more than ${maxParts} parts`);
    current = headers;
    if (headers.filename !== null) {
      await mkdir(tempDir, { recursive: true });
      const file = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
      outFile = new DiskFile(file, 0, headers.filename, headers.type || 'application/octet-stream');
      files.push(outFile);
      out = openPartFile(file);
      outSize = 0;
    } else {
      fieldChunks = [];
    }
  };

  const endPart = async () => {
    if (!current) return;
    if (out && outFile) {
      await closePartFile(out);
      outFile.setSize(outSize);
      out = null;
      const file = outFile;
      outFile = null;
      // A file input left empty comes as a part with no filename's bytes: treat it as not sent.
      if (!(current.filename === '' && outSize === 0)) add(current.name, file);
    } else {
      add(current.name, Buffer.concat(fieldChunks).toString('utf8'));
      fieldChunks = [];
    }
    current = null;
  };

  /** Moves through `pending` as far as it can; false when it needs more bytes. */
  const step = async (final: boolean): Promise<boolean> => {
    switch (state) {
      case 'preamble':
      case 'body': {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          // Keep the tail that could be the start of a delimiter split across chunks.
          const keep = Math.min(pending.length, delimiter.length - 1);
          if (state === 'body') await emit(pending.subarray(0, pending.length - keep));
          pending = Buffer.from(pending.subarray(pending.length - keep));
          if (final) throw badForm('it ends before its closing boundary');
          return false;
        }
        if (state === 'body') {
          await emit(pending.subarray(0, at));
          await endPart();
        }
        pending = pending.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      case 'after-delimiter': {
        if (pending.length < 2) {
          if (final) throw badForm('it ends before its closing boundary');
          return false;
        }
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done';
          return false;
        }
        // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
        const eol = pending.indexOf(CRLF);
        if (eol === -1) {
          if (pending.length > 256 || final) throw badForm('a boundary line is malformed');
          return false;
        }
        if (pending.subarray(0, eol).some((b) => b !== 0x20 && b !== 0x09))
          throw badForm('a boundary line is malformed');
        pending = pending.subarray(eol + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = pending.indexOf(HEADER_END);
        if (end === -1) {
          if (pending.length > MAX_HEADER_BYTES) throw badForm('a part has too long headers');
          if (final) throw badForm('it ends inside a part');
          return false;
        }
        await startPart(parsePartHeaders(pending.subarray(0, end).toString('utf8')));
        pending = pending.subarray(end + HEADER_END.length);
        state = 'body';
        return true;
      }
      case 'done':
        return false;
    }
  };

  try {
    if (!body) throw badForm('it is empty');
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.length;
        if (received > limits.maxBytes) throw payloadTooLarge(limits.maxBytes);
        if ((state as string) === 'done') continue; // an epilogue: ignored, but counted
        pending = pending.length === 0 ? Buffer.from(value) : Buffer.concat([pending, value]);
        while (await step(false));
      }
      while (await step(true));
      if ((state as string) !== 'done') throw badForm('it ends before its closing boundary');
    } finally {
      reader.releaseLock();
    }
    return { fields, files };
  } catch (error) {
    const open = out as PartFile | null;
    if (open) open.stream.destroy();
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
    throw error;
  }
}
