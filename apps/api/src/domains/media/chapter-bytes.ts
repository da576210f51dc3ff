// What the chapter readers share (domains/media/chapters.ts, id3-chapters.ts): the chapter's shape, the contract's
// limits, and big-endian reads of the bytes.

export interface TrackChapter {
  title: string;
  start_seconds: number;
}

/** The contract's limits: at most 1000 chapters, titles of 300 characters. */
export const MAX_CHAPTERS = 1000;
export const MAX_TITLE = 300;
export const u32 = (b: Uint8Array, i: number): number =>
  (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;
export const synchsafe = (b: Uint8Array, i: number): number =>
  (((b[i] ?? 0) & 0x7f) << 21) |
  (((b[i + 1] ?? 0) & 0x7f) << 14) |
  (((b[i + 2] ?? 0) & 0x7f) << 7) |
  ((b[i + 3] ?? 0) & 0x7f);
export const fourCC = (b: Uint8Array, i: number): string => String.fromCharCode(...b.subarray(i, i + 4));
