import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFileChapters, chplChapters, normalizeChapters } from './chapters.ts';
import { id3Chapters } from './id3-chapters.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, type TestServer } from '../../../test/helpers.ts';
import {
  insertCompletedSale,
  seedPriceLevels,
  sellerClient,
  upload,
  type Envelope,
} from '../../../test/selling-support.ts';

// Chapters inside an audiobook track (issue 15, player): read from an uploaded MP3's ID3v2 CHAP and
// CTOC frames (or an M4B's Nero chpl atom), stored with the track and served to its buyers.

// -- Writing ID3v2.4 tags by hand ---------------------------------------------------------------------

const enc = new TextEncoder();
const concat = (...parts: (Uint8Array | number[])[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const synchsafe = (n: number) => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const cstr = (text: string) => concat(enc.encode(text), [0]);

function frame(id: string, data: Uint8Array): Uint8Array {
  return concat(enc.encode(id), synchsafe(data.length), [0, 0], data);
}
/** A TIT2 title: UTF-8 (encoding 3), or UTF-16 with a little-endian BOM (encoding 1). */
function tit2(title: string, utf16 = false): Uint8Array {
  if (!utf16) return frame('TIT2', concat([3], enc.encode(title)));
  const units = [...title].flatMap((ch) => [ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8]);
  return frame('TIT2', concat([1, 0xff, 0xfe], units, [0, 0]));
}
function chap(element: string, startMs: number, endMs: number, title?: Uint8Array): Uint8Array {
  const body = concat(cstr(element), u32(startMs), u32(endMs), u32(0xffffffff), u32(0xffffffff));
  return frame('CHAP', title ? concat(body, title) : body);
}
function ctoc(element: string, children: string[]): Uint8Array {
  return frame('CTOC', concat(cstr(element), [0x03, children.length], ...children.map(cstr)));
}
function id3Tag(...frames: Uint8Array[]): Uint8Array {
  const body = concat(...frames, new Uint8Array(64)); // Padding after the frames.
  return concat(enc.encode('ID3'), [4, 0, 0], synchsafe(body.length), body);
}
/** `seconds` of MPEG-1 Layer III at 128 kbit/s after `tag` (16,000 bytes a second). */
function mp3With(tag: Uint8Array, seconds: number): Uint8Array {
  const audio = new Uint8Array(seconds * 16_000);
  audio.set([0xff, 0xfb, 0x90, 0x64]);
  return concat(tag, audio);
}

const chapteredTag = () =>
  id3Tag(
    frame('TIT2', concat([3], enc.encode('The Delta'))),
    // CHAP frames out of order: the CTOC gives the order.
    chap('ch3', 7500, 10_000, tit2('Night crossing')),
    chap('ch1', 0, 4000, tit2('Prologue')),
    chap('ch2', 4000, 7500, tit2('Éclair sur le fleuve', true)),
    ctoc('toc', ['ch1', 'ch2', 'ch3']),
  );

// -- The parser ----------------------------------------------------------------------------------------

describe('the chapter parser', () => {
  it('reads CHAP titles and start times in CTOC order', () => {
    expect(id3Chapters(chapteredTag())).toEqual([
      { title: 'Prologue', start_seconds: 0 },
      { title: 'Éclair sur le fleuve', start_seconds: 4 },
      { title: 'Night crossing', start_seconds: 7.5 },
    ]);
  });

  it('never throws on malformed tags and frames: bad data gives no chapters', () => {
    const good = chapteredTag();
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      enc.encode('ID3'),
      good.subarray(0, 40), // Cut inside the first frames: a frame runs past the end.
      concat(good.subarray(0, 10), enc.encode('chap'), good.subarray(14)), // Not a frame id.
      // A frame whose size points far past the tag.
      concat(
        enc.encode('ID3'),
        [4, 0, 0],
        synchsafe(20),
        enc.encode('CHAP'),
        synchsafe(5000),
        [0, 0],
        new Uint8Array(10),
      ),
      // ID3v2.2 has no chapters.
      concat(enc.encode('ID3'), [2, 0, 0], good.subarray(6)),
      // An extended header larger than the tag.
      concat(enc.encode('ID3'), [4, 0, 0x40], synchsafe(8), synchsafe(500), [0, 0, 0, 0]),
      // A CHAP without the NUL after its element id, and one too short for its times.
      id3Tag(frame('CHAP', enc.encode('ch1 no terminator'))),
      id3Tag(frame('CHAP', concat(cstr('ch1'), [0, 0]))),
    ];
    for (let seed = 1; seed <= 50; seed++) {
      // Random bytes after a valid header, and the good tag with bytes flipped.
      const noise = Uint8Array.from({ length: 200 }, (_, i) => (seed * 7919 + i * 104_729) % 256);
      cases.push(concat(good.subarray(0, 10), noise));
      const flipped = Uint8Array.from(good);
      const at = 10 + ((seed * 31) % (good.length - 10));
      flipped[at] = (flipped[at] ?? 0) ^ 0xff;
      cases.push(flipped);
    }
    for (const bytes of cases.slice(0, 9)) expect(id3Chapters(bytes)).toEqual([]);
    for (const bytes of cases) {
      const chapters = id3Chapters(bytes);
      expect(Array.isArray(chapters)).toBe(true);
      for (const c of chapters) expect(Number.isFinite(c.start_seconds)).toBe(true);
    }
  });

  it('keeps the well-formed CHAP frames of a tag with a broken one', () => {
    const tag = id3Tag(
      chap('a', 0, 1000, tit2('One')),
      frame('CHAP', concat(cstr('b'), [0, 1])), // Too short for its times: skipped.
      chap('c', 60_000, 90_000, tit2('Two')),
    );
    expect(id3Chapters(tag)).toEqual([
      { title: 'One', start_seconds: 0 },
      { title: 'Two', start_seconds: 60 },
    ]);
  });

  it('sorts, numbers untitled chapters, drops those past the end, and keeps a lone chapter as none', () => {
    const chapters = normalizeChapters(
      [
        { title: 'Later', start_seconds: 30 },
        { title: '', start_seconds: 0 },
        { title: 'Same start', start_seconds: 30 },
        { title: 'Past the end', start_seconds: 500 },
        { title: 'Bad', start_seconds: Number.NaN },
      ],
      100,
    );
    expect(chapters).toEqual([
      { title: 'Chapter 1', start_seconds: 0 },
      { title: 'Later', start_seconds: 30 },
    ]);
    expect(normalizeChapters([{ title: 'All of it', start_seconds: 0 }], 100)).toEqual([]);
    expect(normalizeChapters([{ title: 'x'.repeat(400), start_seconds: 5 }])[0]?.title).toHaveLength(300);
  });

  it("reads an M4B's Nero chpl atom from the moov box alone", async () => {
    const box = (type: string, ...payload: (Uint8Array | number[])[]) => {
      const body = concat(...payload);
      return concat(u32(body.length + 8), enc.encode(type), body);
    };
    const entry = (seconds: number, title: string) => {
      const units = seconds * 10_000_000;
      const bytes = enc.encode(title);
      return concat(u32(Math.floor(units / 2 ** 32)), u32(units % 2 ** 32), [bytes.length], bytes);
    };
    const payload = concat([1, 0, 0, 0], [0, 0, 0, 0], [2], entry(0, 'Opening'), entry(600, 'Second'));
    expect(chplChapters(payload)).toHaveLength(2);
    expect(chplChapters(payload.subarray(0, 20))).toEqual([]);
    const file = concat(
      box('ftyp', enc.encode('M4B '), [0, 0, 0, 0]),
      box('mdat', new Uint8Array(1000)),
      box('moov', box('mvhd', new Uint8Array(100)), box('udta', box('chpl', payload))),
    );
    expect(await audioFileChapters(new Blob([file]), 1200)).toEqual([
      { title: 'Opening', start_seconds: 0 },
      { title: 'Second', start_seconds: 600 },
    ]);
    expect(await audioFileChapters(new Blob([file.subarray(0, 1100)]))).toEqual([]);
  });

  it("reads an M4B's QuickTime chapter track (tref/chap), as iTunes and ffmpeg write it", async () => {
    const box = (type: string, ...payload: (Uint8Array | number[])[]) => {
      const body = concat(...payload);
      return concat(u32(body.length + 8), enc.encode(type), body);
    };
    const full = (type: string, version: number, ...payload: (Uint8Array | number[])[]) =>
      box(type, [version, 0, 0, 0], ...payload);
    const zeros = (n: number) => new Uint8Array(n);
    // Text samples: a 16-bit length, then UTF-8 or UTF-16 with a BOM.
    const utf8 = (title: string) => {
      const bytes = enc.encode(title);
      return concat([bytes.length >> 8, bytes.length & 0xff], bytes);
    };
    const utf16 = (title: string) => {
      const units = [...title].flatMap((ch) => [ch.charCodeAt(0) >> 8, ch.charCodeAt(0) & 0xff]);
      const length = units.length + 2;
      return concat([length >> 8, length & 0xff], [0xfe, 0xff], units);
    };
    const samples = [utf8('Opening'), utf16('Éclair'), utf8('The crossing'), utf8('Home')];
    // Timescale 1000: durations 4 s, 3.5 s (twice, in one stts run) and the rest.
    const m4b = (co64: boolean, samplesAt: number) => {
      const sizes = samples.map((sample) => sample.length);
      const chunkOffsets = [samplesAt, samplesAt + (sizes[0] ?? 0) + (sizes[1] ?? 0)];
      const stbl = box(
        'stbl',
        full('stsd', 0, u32(0)),
        full('stts', 0, u32(3), u32(1), u32(4000), u32(2), u32(3500), u32(1), u32(9000)),
        // Two chunks of two samples each.
        full('stsc', 0, u32(1), u32(1), u32(2), u32(1)),
        full('stsz', 0, u32(0), u32(samples.length), ...sizes.map(u32)),
        co64
          ? full('co64', 0, u32(2), ...chunkOffsets.flatMap((o) => [u32(0), u32(o)]))
          : full('stco', 0, u32(2), ...chunkOffsets.map(u32)),
      );
      const textTrak = box(
        'trak',
        full('tkhd', 0, zeros(8), u32(2), zeros(68)),
        box('mdia', full('mdhd', 0, zeros(8), u32(1000), u32(20_000), zeros(4)), box('minf', stbl)),
      );
      // Version 1 tkhd and mdhd on the audio track: 64-bit times before the id and the timescale.
      const audioTrak = box(
        'trak',
        full('tkhd', 1, zeros(16), u32(1), zeros(80)),
        box('tref', box('chap', u32(2))),
        box('mdia', full('mdhd', 1, zeros(16), u32(44_100), zeros(12))),
      );
      return box('moov', box('mvhd', zeros(100)), audioTrak, textTrak);
    };
    const ftyp = box('ftyp', enc.encode('M4B '), [0, 0, 0, 0]);
    const expected = [
      { title: 'Opening', start_seconds: 0 },
      { title: 'Éclair', start_seconds: 4 },
      { title: 'The crossing', start_seconds: 7.5 },
      { title: 'Home', start_seconds: 11 },
    ];
    for (const co64 of [false, true]) {
      // The moov first, then the mdat whose payload holds the samples (after some audio).
      const size = m4b(co64, 0).length;
      const audio = zeros(500);
      const samplesAt = ftyp.length + size + 8 + audio.length;
      const file = concat(ftyp, m4b(co64, samplesAt), box('mdat', audio, ...samples));
      expect(await audioFileChapters(new Blob([file]), 20)).toEqual(expected);
      // Cut short: a sample beyond the file's end gives no chapters, never an error.
      expect(await audioFileChapters(new Blob([file.subarray(0, samplesAt + 4)]), 20)).toEqual([]);
    }
  });
});

// -- Upload and library ------------------------------------------------------------------------------

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db, ['ng']);
});
afterAll(() => server.close());

interface Chapter {
  title: string;
  start_seconds: number;
}

describe('chapters inside an uploaded track', () => {
  it('stores the chapters of an MP3 and serves them to a buyer', async () => {
    const seller = await createUser(server.db, { author: true, country: 'ng' });
    const client = await sellerClient(server, seller);
    const created = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
      title: 'Voices of the Delta',
      type: 'audiobook',
    });
    expect(created.status).toBe(201);
    const uid = created.body.data.uid;
    const url = `/api/user/selling/books/${uid}/upload_audiobook_file`;
    const res = await client.request<Envelope<{ file: { id: number; duration_seconds: number } }>>(
      'POST',
      url,
      { form: upload('file', mp3With(chapteredTag(), 10), 'audio/mpeg', 'part-1.mp3', { title: 'Part 1' }) },
    );
    expect(res.status).toBe(201);
    const expected = [
      { title: 'Prologue', start_seconds: 0 },
      { title: 'Éclair sur le fleuve', start_seconds: 4 },
      { title: 'Night crossing', start_seconds: 7.5 },
    ];
    expect(res.body.data.file.duration_seconds).toBe(10);
    const stored = await server.db
      .selectFrom('book_audio_files')
      .select('chapters')
      .where('id', '=', res.body.data.file.id)
      .executeTakeFirstOrThrow();
    expect(stored.chapters).toEqual(expected);
    // A plain track is one chapter.
    const plain = await client.request('POST', url, {
      form: upload('file', mp3With(id3Tag(), 2), 'audio/mpeg', 'part-2.mp3', { title: 'Part 2' }),
    });
    expect(plain.status).toBe(201);

    // The author sees them too, under each file of the book being edited.
    const mine = await client.get<Envelope<{ audio_files: { title: string; chapters: Chapter[] }[] }>>(
      `/api/user/selling/books/${uid}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.audio_files.map((file) => [file.title, file.chapters])).toEqual([
      ['Part 1', expected],
      ['Part 2', []],
    ]);

    // A buyer opening the book gets each track's chapters.
    const buyer = await createUser(server.db, { country: 'ng' });
    // Bought: a completed order of the book puts it in the buyer's library.
    await insertCompletedSale(server.db, {
      orderUid: 'ORD-CHAPTERS-1',
      buyerId: buyer.id,
      sellerId: seller.id,
      bookUid: uid,
      library: true,
    });
    const reader = await signedIn(server, buyer);
    const opened = await reader.get<{
      data: { access: { type: string; tracks: { title: string; chapters: Chapter[] }[] } };
    }>(`/api/user/library/books/${uid}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.access.tracks.map((t) => [t.title, t.chapters])).toEqual([
      ['Part 1', expected],
      ['Part 2', []],
    ]);
  });
});
