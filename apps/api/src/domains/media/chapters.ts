// Chapters carried inside an uploaded audiobook track: ID3v2 CHAP frames (ordered by a CTOC frame when
// there is one) in an MP3; in an M4A/M4B, the Nero `chpl` atom (moov/udta/chpl) or else the QuickTime
// chapter track (a text track named by the audio track's `tref/chap`, as iTunes and ffmpeg write it).
// Only the ID3 tag, the MP4 boxes and the chapter track's own samples (a few bytes each) are read, never
// the audio. Parsing never throws: bad data gives no chapters (a malformed CHAP frame is skipped; a tag
// or atom that cannot be walked gives none at all).
import { readRange } from '../../media.ts';
import { type TrackChapter, MAX_CHAPTERS, MAX_TITLE, u32, synchsafe, fourCC } from './chapter-bytes.ts';
import { id3Chapters } from './id3-chapters.ts';

/** The most of an ID3 tag read (cover art makes tags large; chapters come before or after it). */
const MAX_TAG_BYTES = 32 * 1024 * 1024;
/** The most of an MP4 `moov` box read (long books have sample tables of a few megabytes). */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;

/** Chapters from a Nero `chpl` box's payload (after its 8-byte header); [] when malformed. */
export function chplChapters(payload: Uint8Array): TrackChapter[] {
  try {
    const version = payload[0] ?? 0;
    let at = version === 1 ? 8 : 4;
    if (at >= payload.length) return [];
    const count = payload[at] ?? 0;
    at += 1;
    const chapters: TrackChapter[] = [];
    for (let k = 0; k < count; k++) {
      if (at + 9 > payload.length) return [];
      // 100-nanosecond units, 64-bit.
      const start = u32(payload, at) * 2 ** 32 + u32(payload, at + 4);
      const length = payload[at + 8] ?? 0;
      if (at + 9 + length > payload.length) return [];
      const title = new TextDecoder('utf-8').decode(payload.subarray(at + 9, at + 9 + length)).trim();
      chapters.push({ title, start_seconds: start / 10_000_000 });
      at += 9 + length;
    }
    return chapters;
  } catch {
    return [];
  }
}

/** The `[type, start of payload, end]` of each box in `b` from `from` to `to`; stops at a bad size. */
function boxes(b: Uint8Array, from: number, to: number): [string, number, number][] {
  const found: [string, number, number][] = [];
  let i = from;
  while (i + 8 <= to) {
    let size = u32(b, i);
    let header = 8;
    if (size === 1) {
      size = u32(b, i + 8) * 2 ** 32 + u32(b, i + 12);
      header = 16;
    } else if (size === 0) size = to - i;
    if (size < header || i + size > to) break;
    found.push([fourCC(b, i + 4), i + header, i + size]);
    i += size;
  }
  return found;
}

/** The payload `[start, end]` of the box at `path` below `[from, to]` (first of each type), if any. */
function child(b: Uint8Array, from: number, to: number, ...path: string[]): [number, number] | undefined {
  let range: [number, number] = [from, to];
  for (const type of path) {
    const next = boxes(b, range[0], range[1]).find(([t]) => t === type);
    if (!next) return undefined;
    range = [next[1], next[2]];
  }
  return range;
}

/** A full box's field after its version and flags: `offsets[0]` in version 0, `offsets[1]` in 1. */
const fullBoxU32 = (b: Uint8Array, at: number, offsets: [number, number]): number =>
  u32(b, at + ((b[at] ?? 0) === 1 ? offsets[1] : offsets[0]));

/** The most bytes read of one chapter track sample: the 2-byte length and a title at the limit. */
const MAX_SAMPLE_BYTES = 2 + MAX_TITLE * 4;

/** A QuickTime text sample's title: a 16-bit length, then UTF-8 text or UTF-16 with a byte-order mark. */
function sampleTitle(sample: Uint8Array): string {
  const length = Math.min(((sample[0] ?? 0) << 8) | (sample[1] ?? 0), sample.length - 2);
  const text = sample.subarray(2, 2 + Math.max(0, length));
  if (text[0] === 0xfe && text[1] === 0xff)
    return new TextDecoder('utf-16be').decode(text.subarray(2)).trim();
  if (text[0] === 0xff && text[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(text.subarray(2)).trim();
  return new TextDecoder('utf-8').decode(text).trim();
}

/**
 * Chapters from the QuickTime chapter track: the text track an audio track names in its `tref/chap`.
 * Each sample is one chapter; its start is the sum of the durations before it (`stts`, in the track's
 * `mdhd` timescale), its title the sample's text, found through `stsc`, `stsz` and `stco`/`co64`.
 */
async function chapterTrackChapters(
  moov: Uint8Array,
  top: [string, number, number][],
  file: Blob,
): Promise<TrackChapter[]> {
  const traks = top.filter(([type]) => type === 'trak');
  const trackId = (trak: [string, number, number]) => {
    const tkhd = child(moov, trak[1], trak[2], 'tkhd');
    return tkhd ? fullBoxU32(moov, tkhd[0], [12, 20]) : -1;
  };
  let chapterId: number | undefined;
  for (const trak of traks) {
    const chap = child(moov, trak[1], trak[2], 'tref', 'chap');
    if (chap && chap[1] - chap[0] >= 4) {
      chapterId = u32(moov, chap[0]);
      break;
    }
  }
  const trak = chapterId === undefined ? undefined : traks.find((t) => trackId(t) === chapterId);
  if (!trak) return [];
  const mdhd = child(moov, trak[1], trak[2], 'mdia', 'mdhd');
  const stbl = child(moov, trak[1], trak[2], 'mdia', 'minf', 'stbl');
  if (!mdhd || !stbl) return [];
  const timescale = fullBoxU32(moov, mdhd[0], [12, 20]);
  const table = (type: string) => child(moov, stbl[0], stbl[1], type);
  const stts = table('stts');
  const stsz = table('stsz');
  const stsc = table('stsc');
  const stco = table('stco');
  const co64 = table('co64');
  if (!timescale || !stts || !stsz || !stsc || !(stco || co64)) return [];

  // Start times.
  const starts: number[] = [];
  let time = 0;
  for (let i = 0, n = u32(moov, stts[0] + 4); i < n && starts.length < MAX_CHAPTERS; i++) {
    const at = stts[0] + 8 + i * 8;
    if (at + 8 > stts[1]) return [];
    const [count, delta] = [u32(moov, at), u32(moov, at + 4)];
    for (let k = 0; k < count && starts.length < MAX_CHAPTERS; k++) {
      starts.push(time / timescale);
      time += delta;
    }
  }
  // Sample sizes.
  const uniform = u32(moov, stsz[0] + 4);
  const sizeOf = (index: number) => (uniform !== 0 ? uniform : u32(moov, stsz[0] + 12 + index * 4));
  const sampleCount = Math.min(u32(moov, stsz[0] + 8), starts.length);
  if (uniform === 0 && stsz[0] + 12 + sampleCount * 4 > stsz[1]) return [];
  // Chunk offsets, and the samples of each chunk.
  const offsets = (co64 ?? stco) as [number, number];
  const chunks = Math.min(
    u32(moov, offsets[0] + 4),
    Math.floor((offsets[1] - offsets[0] - 8) / (co64 ? 8 : 4)),
  );
  const chunkOffset = (index: number) =>
    co64
      ? u32(moov, co64[0] + 8 + index * 8) * 2 ** 32 + u32(moov, co64[0] + 12 + index * 8)
      : u32(moov, (stco as [number, number])[0] + 8 + index * 4);
  // (Counts come from the file: each table is read no further than its box.)
  const runCount = Math.min(u32(moov, stsc[0] + 4), Math.floor((stsc[1] - stsc[0] - 8) / 12));
  const runs = Array.from({ length: Math.max(0, runCount) }, (_, i) => ({
    first: u32(moov, stsc[0] + 8 + i * 12) - 1,
    perChunk: u32(moov, stsc[0] + 12 + i * 12),
  }));
  const chapters: TrackChapter[] = [];
  let sample = 0;
  // The run of each chunk: runs are in chunk order, so one index moves forward (never a search per
  // chunk: a hostile table of millions of runs made that quadratic).
  let runIndex = -1;
  for (let chunk = 0; chunk < chunks && sample < sampleCount; chunk++) {
    while (runIndex + 1 < runs.length && (runs[runIndex + 1]?.first ?? Infinity) <= chunk) runIndex++;
    const run = runs[runIndex];
    if (!run || run.perChunk === 0) return [];
    let offset = chunkOffset(chunk);
    for (let k = 0; k < run.perChunk && sample < sampleCount; k++, sample++) {
      const size = sizeOf(sample);
      if (offset + size > file.size) return [];
      const bytes = await readRange(file, offset, offset + Math.min(size, MAX_SAMPLE_BYTES));
      chapters.push({ title: sampleTitle(bytes), start_seconds: starts[sample] ?? 0 });
      offset += size;
    }
  }
  return chapters;
}

/**
 * Sorted, de-duplicated, within the track and the contract's limits; untitled chapters are numbered.
 * A track whose only chapter starts at 0 is one chapter: nothing to store.
 */
export function normalizeChapters(chapters: readonly TrackChapter[], durationSeconds = 0): TrackChapter[] {
  const valid = chapters
    .map((chapter, order) => ({ ...chapter, order }))
    .filter(
      (c) =>
        Number.isFinite(c.start_seconds) &&
        c.start_seconds >= 0 &&
        (durationSeconds <= 0 || c.start_seconds < durationSeconds),
    )
    .sort((a, b) => a.start_seconds - b.start_seconds || a.order - b.order);
  const out: TrackChapter[] = [];
  for (const chapter of valid) {
    const start = Math.round(chapter.start_seconds * 1000) / 1000;
    if (out.length > 0 && start - (out[out.length - 1]?.start_seconds ?? 0) < 0.001) continue;
    out.push({
      title: (chapter.title || `Chapter ${out.length + 1}`).slice(0, MAX_TITLE),
      start_seconds: start,
    });
    if (out.length === MAX_CHAPTERS) break;
  }
  if (out.length === 1 && out[0]?.start_seconds === 0) return [];
  return out;
}

/**
 * The chapters of an uploaded MP3 or M4A/M4B, read from its tag or boxes only (never the audio), and
 * normalized against its duration. [] for other files, files without chapters and unreadable data.
 */
export async function audioFileChapters(file: Blob, durationSeconds = 0): Promise<TrackChapter[]> {
  try {
    const head = await readRange(file, 0, 16);
    if (head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33) {
      const size = 10 + synchsafe(head, 6);
      const tag = await readRange(file, 0, Math.min(size, MAX_TAG_BYTES));
      return normalizeChapters(id3Chapters(tag), durationSeconds);
    }
    if (fourCC(head, 4) === 'ftyp') {
      // Walk the top-level boxes by their headers to `moov`, then read only that box.
      let at = 0;
      for (let guard = 0; guard < 64 && at + 8 <= file.size; guard++) {
        const header = await readRange(file, at, at + 16);
        let size = u32(header, 0);
        if (size === 1) size = u32(header, 8) * 2 ** 32 + u32(header, 12);
        else if (size === 0) size = file.size - at;
        const headerLength = u32(header, 0) === 1 ? 16 : 8;
        if (size < headerLength) return [];
        if (fourCC(header, 4) === 'moov') {
          if (size > MAX_MOOV_BYTES) return [];
          const moov = await readRange(file, at, at + size);
          const top = boxes(moov, headerLength, moov.length);
          const udta = top.find(([type]) => type === 'udta');
          const chpl = udta && boxes(moov, udta[1], udta[2]).find(([type]) => type === 'chpl');
          const found = chpl
            ? chplChapters(moov.subarray(chpl[1], chpl[2]))
            : await chapterTrackChapters(moov, top, file);
          return normalizeChapters(found, durationSeconds);
        }
        at += size;
      }
    }
    return [];
  } catch {
    return [];
  }
}
