// Pure helpers of the player core: speeds, times and where a second of the book falls among chapters.

/** Playback speeds offered: 0.5× to 3× in steps of 0.25. */
export const PLAYBACK_RATES: readonly number[] = Array.from({ length: 11 }, (_, i) => 0.5 + i * 0.25);

/** The next speed up or down the list, staying within 0.5× and 3×. */
export function stepRate(current: number, direction: 1 | -1): number {
  const last = PLAYBACK_RATES.length - 1;
  const exact = PLAYBACK_RATES.findIndex((rate) => Math.abs(rate - current) < 1e-9);
  let next: number;
  if (exact !== -1) next = exact + direction;
  else {
    // A speed between two steps (1.1×) goes to the step above going up, the one below going down.
    const above = PLAYBACK_RATES.findIndex((rate) => rate > current);
    next = above === -1 ? last : direction === 1 ? above : above - 1;
  }
  return PLAYBACK_RATES[Math.min(Math.max(next, 0), last)] ?? current;
}

/** Any speed clamped into 0.5×–3× and snapped to the nearest 0.25 step. */
export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.min(3, Math.max(0.5, Math.round(rate * 4) / 4));
}

/** `m:ss` (or `h:mm:ss`); unknown durations show as `--:--`. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "1 h 5 min" or "12 min" or "40 s": how long is left, for people and screen readers. */
export function formatLeft(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--';
  const whole = Math.ceil(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return `${m} min`;
  return `${whole} s`;
}

/** Seconds of the book before the start of `trackIndex`. */
export function trackStart(durations: readonly number[], trackIndex: number): number {
  let sum = 0;
  for (let i = 0; i < trackIndex && i < durations.length; i++) sum += durations[i] ?? 0;
  return sum;
}

/** The whole book's length in seconds. */
export function bookLength(durations: readonly number[]): number {
  return trackStart(durations, durations.length);
}

/** Where a second of the whole book falls: the track and the second within it (clamped to the book). */
export function locate(
  durations: readonly number[],
  bookSeconds: number,
): { trackIndex: number; position: number } {
  if (durations.length === 0) return { trackIndex: 0, position: 0 };
  let rest = Math.max(0, bookSeconds);
  for (let i = 0; i < durations.length; i++) {
    const length = durations[i] ?? 0;
    if (rest < length || i === durations.length - 1)
      return { trackIndex: i, position: Math.min(rest, length) };
    rest -= length;
  }
  return { trackIndex: durations.length - 1, position: durations[durations.length - 1] ?? 0 };
}

/** 0–100: how far into the book a track and second are. */
export function percentAt(durations: readonly number[], trackIndex: number, position: number): number {
  const total = bookLength(durations);
  if (total <= 0) return 0;
  const at = trackStart(durations, trackIndex) + position;
  return Math.min(100, Math.max(0, Math.round((at / total) * 1000) / 10));
}

/** A chapter inside a track's file: its title and where it starts, in seconds into the track. */
export interface TrackChapterMark {
  title: string;
  start: number;
}

/** One entry of the book's chapter list: a whole track, or a chapter inside one. */
export interface PlayerChapter {
  title: string;
  trackIndex: number;
  /** Seconds into the track where it starts and ends. */
  start: number;
  end: number;
}

/**
 * The book's chapters in playing order: each track's own chapters when its file has them, else the
 * track as one chapter. Marks past the track's end are dropped; a track whose first mark starts later
 * than its beginning keeps that opening part as a chapter under the track's title.
 */
export function chaptersOf(
  tracks: readonly { title: string; chapters?: readonly TrackChapterMark[] | undefined }[],
  durations: readonly number[],
): PlayerChapter[] {
  const list: PlayerChapter[] = [];
  tracks.forEach((track, trackIndex) => {
    const duration = durations[trackIndex] ?? 0;
    const marks = (track.chapters ?? [])
      .filter(
        (mark) => Number.isFinite(mark.start) && mark.start >= 0 && (duration <= 0 || mark.start < duration),
      )
      .sort((a, b) => a.start - b.start)
      .filter((mark, i, all) => i === 0 || mark.start - (all[i - 1]?.start ?? 0) >= 0.001);
    if (marks.length === 0) {
      list.push({ title: track.title, trackIndex, start: 0, end: duration });
      return;
    }
    if ((marks[0]?.start ?? 0) >= 1) marks.unshift({ title: track.title, start: 0 });
    else if (marks[0]) marks[0] = { ...marks[0], start: 0 };
    marks.forEach((mark, i) => {
      const next = marks[i + 1];
      list.push({
        title: mark.title || track.title,
        trackIndex,
        start: mark.start,
        end: next ? next.start : duration,
      });
    });
  });
  return list;
}

/** The index in `chapters` of the one playing at a track and second (the track's first, else 0). */
export function chapterAt(chapters: readonly PlayerChapter[], trackIndex: number, position: number): number {
  let found = -1;
  for (let i = 0; i < chapters.length; i++) {
    const chapter = chapters[i];
    if (!chapter || chapter.trackIndex !== trackIndex) continue;
    if (found === -1 || chapter.start <= position + 1e-6) found = i;
    else break;
  }
  return Math.max(found, 0);
}
