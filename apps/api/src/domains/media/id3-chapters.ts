// Chapters of an MP3's ID3v2 tag: CHAP frames, ordered by a CTOC frame when there is one (domains/media/chapters.ts
// reads the tag from the file). Parsing never throws: a malformed CHAP frame is skipped, a tag that
// cannot be walked gives none.
import { type TrackChapter, MAX_TITLE, u32, synchsafe, fourCC } from './chapter-bytes.ts';

/** Undoes ID3 unsynchronisation: every 0xFF 0x00 pair loses its 0x00. */
function resync(b: Uint8Array): Uint8Array {
  // Into a typed array no longer than the input (a number[] of a 32 MB tag took gigabytes).
  const out = new Uint8Array(b.length);
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    const byte = b[i] ?? 0;
    out[n++] = byte;
    if (byte === 0xff && b[i + 1] === 0x00) i++;
  }
  return out.subarray(0, n);
}

/** A NUL-terminated Latin-1 string at `i`: the text and where the next field starts (-1: no NUL). */
function cString(b: Uint8Array, i: number): [string, number] {
  const end = b.indexOf(0, i);
  if (end === -1) return ['', -1];
  return [String.fromCharCode(...b.subarray(i, end)), end + 1];
}

/** An ID3 text frame's value: its encoding byte, then Latin-1, UTF-16 (BOM), UTF-16BE or UTF-8. */
function textFrame(b: Uint8Array): string {
  const encoding = b[0];
  // A title longer than the contract's is cut anyway: never decode more than its worst-case bytes.
  const body = b.subarray(1, 1 + MAX_TITLE * 4);
  let text: string;
  if (encoding === 0) text = String.fromCharCode(...body);
  else if (encoding === 3) text = new TextDecoder('utf-8').decode(body);
  else if (encoding === 1 || encoding === 2) {
    let bigEndian = encoding === 2;
    let from = 0;
    if (encoding === 1 && body.length >= 2) {
      if (body[0] === 0xfe && body[1] === 0xff) bigEndian = true;
      from = (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff) ? 2 : 0;
    }
    const units: number[] = [];
    for (let i = from; i + 1 < body.length; i += 2) {
      units.push(
        bigEndian ? ((body[i] ?? 0) << 8) | (body[i + 1] ?? 0) : (body[i] ?? 0) | ((body[i + 1] ?? 0) << 8),
      );
    }
    text = String.fromCharCode(...units);
  } else return '';
  // Text frames may end with (or hold several values split by) NULs: the first value is the title.
  return (text.split('\0')[0] ?? '').trim();
}

interface Id3Frame {
  id: string;
  data: Uint8Array;
}

/**
 * The frames in `b` (a tag body or a CHAP/CTOC's embedded frames) for ID3v2.3 or 2.4; compressed or
 * encrypted frames are left out. Stops at padding; null when a frame runs past the end.
 */
function id3Frames(b: Uint8Array, major: number): Id3Frame[] | null {
  const frames: Id3Frame[] = [];
  let i = 0;
  while (i + 10 <= b.length) {
    if (b[i] === 0) break; // Padding.
    const id = fourCC(b, i);
    if (!/^[A-Z0-9]{4}$/.test(id)) return null;
    const size = major === 4 ? synchsafe(b, i + 4) : u32(b, i + 4);
    const flags = b[i + 9] ?? 0;
    const start = i + 10;
    if (start + size > b.length) return null;
    let data = b.subarray(start, start + size);
    i = start + size;
    if (major === 4) {
      if (flags & 0x0c) continue; // Compressed or encrypted.
      let skip = 0;
      if (flags & 0x40) skip += 1; // Group identifier.
      if (flags & 0x01) skip += 4; // Data length indicator.
      data = data.subarray(skip);
      if (flags & 0x02) data = resync(data);
    } else {
      if (flags & 0xc0) continue; // Compressed or encrypted.
      if (flags & 0x20) data = data.subarray(1); // Group identifier.
    }
    frames.push({ id, data });
  }
  return frames;
}

/** Chapters from a whole ID3v2 tag (header included); [] when there is none or it is unreadable. */
export function id3Chapters(tag: Uint8Array): TrackChapter[] {
  try {
    if (tag.length < 10 || tag[0] !== 0x49 || tag[1] !== 0x44 || tag[2] !== 0x33) return [];
    const major = tag[3] ?? 0;
    // CHAP and CTOC exist from ID3v2.3; 2.2's three-letter frames have no chapters.
    if (major !== 3 && major !== 4) return [];
    const flags = tag[5] ?? 0;
    const size = synchsafe(tag, 6);
    let body = tag.subarray(10, Math.min(tag.length, 10 + size));
    if (major === 3 && flags & 0x80) body = resync(body);
    if (flags & 0x40) {
      // The extended header: 2.4 counts itself (synchsafe), 2.3 does not.
      const extended = major === 4 ? synchsafe(body, 0) : u32(body, 0) + 4;
      if (extended < 4 || extended > body.length) return [];
      body = body.subarray(extended);
    }
    const frames = id3Frames(body, major);
    if (!frames) return [];

    const chapters = new Map<string, TrackChapter | null>();
    const tocs = new Map<string, { top: boolean; children: string[] }>();
    for (const frame of frames) {
      if (frame.id === 'CHAP') {
        const [element, next] = cString(frame.data, 0);
        if (next === -1 || next + 16 > frame.data.length) continue;
        const startMs = u32(frame.data, next);
        const sub = id3Frames(frame.data.subarray(next + 16), major) ?? [];
        const title = textFrame(sub.find((f) => f.id === 'TIT2')?.data ?? new Uint8Array());
        if (!chapters.has(element)) chapters.set(element, { title, start_seconds: startMs / 1000 });
      } else if (frame.id === 'CTOC') {
        const [element, next] = cString(frame.data, 0);
        if (next === -1 || next + 2 > frame.data.length) continue;
        const top = ((frame.data[next] ?? 0) & 0x02) !== 0;
        const count = frame.data[next + 1] ?? 0;
        const children: string[] = [];
        let at = next + 2;
        for (let k = 0; k < count && at !== -1 && at < frame.data.length; k++) {
          const [child, after] = cString(frame.data, at);
          if (after === -1) break;
          children.push(child);
          at = after;
        }
        if (!tocs.has(element)) tocs.set(element, { top, children });
      }
    }

    let ordered: TrackChapter[];
    const root = [...tocs.values()].find((toc) => toc.top) ?? tocs.values().next().value;
    if (root) {
      // The table of contents' order, nested tables flattened (each visited once).
      ordered = [];
      const seen = new Set<string>();
      const walk = (children: string[]) => {
        for (const child of children) {
          if (seen.has(child)) continue;
          seen.add(child);
          const chapter = chapters.get(child);
          if (chapter) ordered.push(chapter);
          const toc = tocs.get(child);
          if (toc) walk(toc.children);
        }
      };
      walk(root.children);
      if (ordered.length === 0) ordered = [...chapters.values()].filter((c) => c !== null);
    } else ordered = [...chapters.values()].filter((c) => c !== null);
    return ordered;
  } catch {
    return [];
  }
}
