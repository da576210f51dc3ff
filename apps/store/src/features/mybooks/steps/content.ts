import { interpretSubmitError } from '../../../forms';
import { showError } from '../../../feedback/toast';

export const MB = 1024 * 1024;

/** The content and cover limits of the contract (CoverBody, EbookFileBody, AudiobookFileBody). */
export const LIMITS = {
  cover: { accept: 'image/jpeg,image/png,image/webp', maxSize: 10 * MB },
  ebook: { accept: '.epub', maxSize: 100 * MB },
  audio: { extensions: ['mp3', 'm4a', 'm4b'], maxSize: 4096 * MB },
} as const;

// The MIME types the API takes for each audio extension (browsers give .m4a and .m4b varying types).
const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', m4b: 'audio/x-m4b' };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A file with the MIME type the API expects for its extension (the API also checks the first bytes). */
function withType(file: File, type: string): File {
  return file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
}

/** An EPUB as the API takes it; null when the file is not an EPUB by name or type. */
export function asEpub(file: File): File | null {
  const isEpub = extensionOf(file.name) === 'epub' || file.type === 'application/epub+zip';
  return isEpub ? withType(file, 'application/epub+zip') : null;
}

/** Why an audio file cannot be uploaded (type or size), or null; checked before anything is sent. */
export function audioProblem(file: File): string | null {
  if (!(extensionOf(file.name) in AUDIO_TYPES)) {
    return `${file.name} is not an MP3, M4A or M4B file.`;
  }
  if (file.size > LIMITS.audio.maxSize) {
    return `${file.name} is larger than 4 GB, the limit for one audio file.`;
  }
  return null;
}

/** An accepted audio file with the API's MIME type for its extension. */
export function asAudio(file: File): File {
  return withType(file, AUDIO_TYPES[extensionOf(file.name)] ?? file.type);
}

/** A track title from a file name: "02_the-river.mp3" -> "02 the river". */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200) || 'Untitled track';
}

/** Seconds as h:mm:ss: 3725 -> "1:02:05", 59 -> "0:00:59". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Seconds in words for screen readers: 3725 -> "1 hour 2 minutes 5 seconds". */
export function durationInWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return words.length ? words.join(' ') : '0 seconds';
}

/**
 * What a failed upload means for the person: the server's message for `field` (a 422 field error) or
 * its refusal, to show by the file picker; null after a server or network failure, which gets the
 * spec's toast instead.
 */
export function uploadFailure(error: unknown, fields: string[]): Record<string, string> | null {
  const failure = interpretSubmitError(error, fields);
  if (failure.kind === 'fields') {
    const first = fields[0] ?? 'file';
    return failure.message ? { [first]: failure.message, ...failure.fields } : failure.fields;
  }
  if (failure.kind === 'message') return { [fields[0] ?? 'file']: failure.message };
  void showError(error);
  return null;
}
