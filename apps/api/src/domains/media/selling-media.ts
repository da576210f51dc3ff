import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { readRange } from '../../media.ts';

// MPEG-1 and MPEG-2 Layer III bitrates in kbit/s by header index.
const MPEG1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

const u32 = (b: Uint8Array, i: number): number =>
  (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;
const u32le = (b: Uint8Array, i: number): number =>
  ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24)) >>> 0;

// MPEG-1 sample rates by header index (MPEG-2 halves them, MPEG-2.5 quarters them).
const SAMPLE_RATES = [44_100, 48_000, 32_000];

const ascii = (b: Uint8Array, i: number, text: string): boolean =>
  [...text].every((ch, k) => b[i + k] === ch.charCodeAt(0));

/**
 * The frame count a VBR header in the first frame (at `i`) declares: the Xing/Info tag after the side
 * information, or Fraunhofer's VBRI tag 32 bytes in; 0 when there is none.
 */
function vbrFrames(b: Uint8Array, i: number, mpeg1: boolean): number {
  const mono = (((b[i + 3] ?? 0) >> 6) & 0x03) === 3;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const xing = i + 4 + sideInfo;
  if (ascii(b, xing, 'Xing') || ascii(b, xing, 'Info')) {
    const flags = u32(b, xing + 4);
    return flags & 0x01 ? u32(b, xing + 8) : 0;
  }
  const vbri = i + 4 + 32;
  if (ascii(b, vbri, 'VBRI')) return u32(b, vbri + 14);
  return 0;
}

/** The size of an ID3v2 tag at the start of `b` (its header included), 0 when there is none. */
function id3Size(b: Uint8Array): number {
  if (b[0] !== 0x49 || b[1] !== 0x44 || b[2] !== 0x33) return 0;
  // 4 "synchsafe" 7-bit bytes.
  return 10 + (((b[6] ?? 0) << 21) | ((b[7] ?? 0) << 14) | ((b[8] ?? 0) << 7) | (b[9] ?? 0));
}

/**
 * The seconds of MP3 audio whose first frame is searched for in `b`, which starts `offset` bytes into
 * a file of `totalBytes` (the caller reads only the window after the ID3 tag, never the tag).
 */
function mp3Seconds(b: Uint8Array, totalBytes = b.length, offset = 0): number {
  // Skip an ID3v2 tag when `b` is the file's start.
  const start = offset === 0 ? id3Size(b) : 0;
  for (let i = start; i < Math.min(b.length - 4, start + 64 * 1024); i++) {
    if (b[i] !== 0xff || ((b[i + 1] ?? 0) & 0xe0) !== 0xe0) continue;
    const version = ((b[i + 1] ?? 0) >> 3) & 0x03; // 3: MPEG-1
    const layer = ((b[i + 1] ?? 0) >> 1) & 0x03; // 1: Layer III
    const index = ((b[i + 2] ?? 0) >> 4) & 0x0f;
    if (layer !== 1 || version === 1) continue;
    const kbps = (version === 3 ? MPEG1_L3 : MPEG2_L3)[index] ?? 0;
    if (kbps === 0) continue;
    // A variable-bitrate file (LAME, Fraunhofer encoders) says how many frames it has.
    const frames = vbrFrames(b, i, version === 3);
    const rate = SAMPLE_RATES[((b[i + 2] ?? 0) >> 2) & 0x03] ?? 0;
    if (frames > 0 && rate > 0) {
      const divisor = version === 3 ? 1 : version === 2 ? 2 : 4;
      const samplesPerFrame = version === 3 ? 1152 : 576;
      return Math.round((frames * samplesPerFrame) / (rate / divisor));
    }
    // Constant-bitrate estimate: audio bytes over bytes per second.
    return Math.round(((totalBytes - offset - i) * 8) / (kbps * 1000));
  }
  return 0;
}

function mp4Seconds(b: Uint8Array): number {
  // The movie header box ('mvhd') holds the time scale and the duration.
  for (let i = 4; i < b.length - 32; i++) {
    if (b[i] !== 0x6d || b[i + 1] !== 0x76 || b[i + 2] !== 0x68 || b[i + 3] !== 0x64) continue;
    const version = b[i + 4];
    if (version === 0) {
      const scale = u32(b, i + 16);
      return scale > 0 ? Math.round(u32(b, i + 20) / scale) : 0;
    }
    const scale = u32(b, i + 24);
    const duration = u32(b, i + 28) * 2 ** 32 + u32(b, i + 32);
    return scale > 0 ? Math.round(duration / scale) : 0;
  }
  return 0;
}

function wavSeconds(b: Uint8Array, totalBytes = b.length): number {
  const byteRate = u32le(b, 28);
  if (byteRate === 0) return 0;
  // The data chunk's size when it is where PCM files put it (never more than the file holds), else
  // the whole file after the header.
  const rest = Math.max(0, totalBytes - 44);
  const dataSize = b[36] === 0x64 && b[37] === 0x61 ? Math.min(u32le(b, 40), rest) : rest;
  return Math.round(dataSize / byteRate);
}

/** The playing time of an uploaded MP3, MP4/M4B or WAV file in whole seconds (0 when unknown). */
export function audioSeconds(bytes: Uint8Array): number {
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x46)
    return wavSeconds(bytes);
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70)
    return mp4Seconds(bytes);
  return mp3Seconds(bytes);
}

/** How much of an MP4's end is searched for its movie header when it is not near the start. */
const MP4_TAIL_BYTES = 4 * 1024 * 1024;

/**
 * audioSeconds of an uploaded file without reading it whole (a track may be gigabytes on disk): the
 * first bytes (past an MP3's ID3 tag), and for an MP4 whose 'moov' box comes last, its end.
 */
export async function audioFileSeconds(file: Blob): Promise<number> {
  const size = file.size;
  const start = await readRange(file, 0, 64 * 1024);
  if (start[0] === 0x52 && start[1] === 0x49 && start[2] === 0x46 && start[3] === 0x46)
    return wavSeconds(start, size);
  if (start[4] === 0x66 && start[5] === 0x74 && start[6] === 0x79 && start[7] === 0x70) {
    const head = await readRange(file, 0, MP4_TAIL_BYTES);
    const fromHead = mp4Seconds(head);
    if (fromHead > 0 || size <= head.length) return fromHead;
    return mp4Seconds(await readRange(file, Math.max(0, size - MP4_TAIL_BYTES), size));
  }
  // mp3Seconds scans 64 KB past the ID3 tag for the first frame (plus room for its VBR header): only
  // that window is read, whatever size the tag claims (up to 256 MB).
  const tag = id3Size(start);
  if (tag === 0) return mp3Seconds(start, size);
  return mp3Seconds(await readRange(file, tag, tag + 64 * 1024 + 2048), size, tag);
}

/** Every column that names a media file: a file goes only when none of them names it any more. */
const MEDIA_COLUMNS: readonly [table: string, column: string][] = [
  ['users', 'avatar_path'],
  ['users', 'banner_path'],
  ['categories', 'cover_path'],
  ['lists', 'cover_path'],
  ['books', 'cover_path'],
  ['books', 'file_path'],
  ['books', 'sample_path'],
  ['book_audio_files', 'file_path'],
  // An order keeps its books' covers as they were when it was placed.
  ['order_items', 'cover_path'],
  ['voiceover_demos', 'file_path'],
  ['voiceover_jobs', 'delivery_file_path'],
  ['voiceover_deliveries', 'file_path'],
];

/** Whether any row still names `relativePath` (another book, demo, order or profile sharing the file). */
export async function mediaInUse(db: Kysely<Database>, relativePath: string): Promise<boolean> {
  const checks = MEDIA_COLUMNS.map(
    ([table, column]) =>
      sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${relativePath})`,
  );
  // A change waiting for review names its new cover, EPUB and tracks (issue 41: book_versions).
  checks.push(
    sql`EXISTS (SELECT 1 FROM book_versions WHERE status = 'in_review' AND media_paths @> ARRAY[${relativePath}]::text[])`,
    // And a voiceover profile's change, its new demos.
    sql`EXISTS (SELECT 1 FROM voiceover_profile_versions WHERE status = 'in_review' AND proposed->'demos' @> jsonb_build_array(jsonb_build_object('file_path', ${relativePath}::text)))`,
  );
  const row = await sql<{ used: boolean }>`SELECT (${sql.join(checks, sql` OR `)}) AS used`.execute(db);
  return row.rows[0]?.used === true;
}

/**
 * Removes files whose rows are gone, keeping any that another row still names: media shared by several
 * books, demos or orders (the seed's, a copied cover, an order's snapshot) is never deleted by one
 * owner. Called after the owner's row was deleted or repointed, so its own reference no longer counts.
 */
export async function removeUnreferenced(
  deps: Pick<AppDeps, 'db' | 'media'>,
  ...paths: (string | null | undefined)[]
): Promise<void> {
  for (const relativePath of new Set(paths)) {
    if (!relativePath) continue;
    if (await mediaInUse(deps.db, relativePath)) continue;
    await deps.media.remove(relativePath);
  }
}
