import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@bookstore/api-client/contract';
import { isUploadRequest, MULTIPART_OVERHEAD, uploadBodyLimit } from '../../http/body-limits.ts';
import { buildOpenApiDocument } from '../../openapi.ts';
import { inspectEpub } from '../media/epub.ts';
import { audioSeconds } from '../media/selling-media.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import {
  createUser,
  signedIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/helpers.ts';
import { approveInReview } from '../../../test/admin-support.ts';
import {
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  sellerClient,
  settleTestPayment,
  upload,
  type Envelope,
} from '../../../test/selling-support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Real EPUBs from the project's shared fixtures (beside the repository), else the two the seed ships. */
const sharedFixtures = path.resolve(here, '../../../../../../shared/fixtures/epub');
const fixtureDir = existsSync(sharedFixtures) ? sharedFixtures : path.resolve(here, '../../seed/assets');
const fixtures = readdirSync(fixtureDir).filter((name) => name.endsWith('.epub'));
const smallest = [...fixtures]
  .sort((a, b) => statSync(path.join(fixtureDir, a)).size - statSync(path.join(fixtureDir, b)).size)
  .slice(0, 2);

let server: TestServer;

interface EbookFile {
  name: string;
  format: string;
  size_bytes: number;
  uploaded_at: string;
}
interface SellerBookBody {
  uid: string;
  type: string;
  status: string;
  steps: Record<string, boolean>;
  ebook_file: EbookFile | null;
  audio_files: { duration_seconds: number }[];
  duration_seconds: number | null;
}
type Missing = { step: string; field: string; message: string }[];

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

async function author(): Promise<TestClient> {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  return sellerClient(server, user);
}

async function draft(client: TestClient, type = 'ebook', title = 'The Lagoon Letters') {
  const res = await client.post<Envelope<SellerBookBody>>('/api/user/selling/books', { title, type });
  expect(res.status).toBe(201);
  return res.body.data;
}

function sendEpub(client: TestClient, uid: string, bytes: Uint8Array, name = 'book.epub', type?: string) {
  return client.request<Envelope<SellerBookBody>>(
    'POST',
    `/api/user/selling/books/${uid}/upload_ebook_file`,
    { form: upload('file', bytes, type ?? 'application/epub+zip', name) },
  );
}

const stored = (file: Zippable[string]) => [file, { level: 0 }] as Zippable[string];
const MIMETYPE = strToU8('application/epub+zip');
const CONTAINER = strToU8(
  `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`,
);
const opf = (metadata: string) =>
  strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">${metadata}</metadata>
  <manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="c1"/></spine>
</package>`);
const TITLED = opf('<dc:identifier id="id">urn:x</dc:identifier><dc:title>Small Test Book</dc:title>');

/** A minimal EPUB built here, with any part replaced or left out. */
function epub(parts: Zippable = {}): Uint8Array {
  return zipSync({
    mimetype: stored(MIMETYPE),
    'META-INF/container.xml': CONTAINER,
    'OEBPS/content.opf': TITLED,
    'OEBPS/c1.xhtml': strToU8('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Hi</p></body></html>'),
    ...parts,
  });
}

describe('upload_ebook_file', () => {
  it('has real EPUB fixtures to check', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
  });

  it.each(fixtures)('finds the package document and title of the real EPUB %s', async (name) => {
    const facts = await inspectEpub(new Blob([readFileSync(path.join(fixtureDir, name))]));
    expect(facts.packagePath).toMatch(/\.opf$/);
    expect(facts.title.length).toBeGreaterThan(0);
  });

  // Through HTTP with the smallest two fixtures (the others are checked above, without the upload).
  it.each(smallest)('accepts the real EPUB %s and shows it on the book', async (name) => {
    const client = await author();
    const book = await draft(client);
    const bytes = new Uint8Array(readFileSync(path.join(fixtureDir, name)));
    const res = await sendEpub(client, book.uid, bytes, name);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.message).toBe('The EPUB file has been uploaded.');
    expect(res.body.data.ebook_file).toMatchObject({ name, format: 'epub', size_bytes: bytes.byteLength });
    const row = await server.db
      .selectFrom('books')
      .select(['file_path', 'file_format', 'file_size_bytes', 'file_name', 'file_uploaded_at'])
      .where('uid', '=', book.uid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ file_format: 'epub', file_size_bytes: bytes.byteLength, file_name: name });
    expect(row.file_path).toMatch(/^ebooks\/uploaded\/[0-9a-f]+\.epub$/);
    expect(readFileSync(server.deps.media.resolve(row.file_path ?? ''))).toEqual(Buffer.from(bytes));
    // Sold files are private: never on the public media path.
    expect((await fetch(`${server.url}/media/${row.file_path}`)).status).toBe(404);
  });

  it('takes the EPUB whatever type the browser declared for it', async () => {
    const client = await author();
    const book = await draft(client);
    for (const type of ['application/octet-stream', 'application/zip']) {
      const res = await sendEpub(client, book.uid, epub(), 'small.epub', type);
      expect(res.status).toBe(200);
    }
  });

  const broken: [string, () => Uint8Array, RegExp][] = [
    ['not a zip', () => strToU8('Chapter one. It was a dark and stormy night.'), /it is not a ZIP archive/],
    [
      'a PDF renamed .epub',
      () => strToU8('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
      /it is a PDF document, not a ZIP archive/,
    ],
    [
      'mimetype not first',
      () =>
        zipSync({
          'META-INF/container.xml': CONTAINER,
          mimetype: stored(MIMETYPE),
          'OEBPS/content.opf': TITLED,
        }),
      /its first entry must be the file "mimetype" \(it is "META-INF\/container.xml"\)/,
    ],
    [
      'mimetype compressed',
      () => epub({ mimetype: [MIMETYPE, { level: 9 }] }),
      /"mimetype" entry must be stored uncompressed/,
    ],
    [
      'wrong mimetype text',
      () => epub({ mimetype: stored(strToU8('application/zip')) }),
      /"mimetype" must contain exactly "application\/epub\+zip" \(it contains "application\/zip"\)/,
    ],
    [
      'no container.xml',
      () =>
        zipSync({ mimetype: stored(MIMETYPE), 'OEBPS/content.opf': TITLED, 'OEBPS/c1.xhtml': strToU8('x') }),
      /META-INF\/container.xml is missing/,
    ],
    [
      'a container naming no package document',
      () => epub({ 'META-INF/container.xml': strToU8('<container><rootfiles/></container>') }),
      /META-INF\/container.xml names no package document/,
    ],
    [
      'a container pointing at a missing OPF',
      () =>
        zipSync({
          mimetype: stored(MIMETYPE),
          'META-INF/container.xml': CONTAINER,
          'OEBPS/c1.xhtml': strToU8('x'),
        }),
      /the package document "OEBPS\/content.opf" named in META-INF\/container.xml is missing/,
    ],
    [
      'an OPF without a title',
      () => epub({ 'OEBPS/content.opf': opf('<dc:identifier id="id">urn:x</dc:identifier>') }),
      /the package document "OEBPS\/content.opf" has no dc:title/,
    ],
    [
      'an OPF whose title is empty',
      () => epub({ 'OEBPS/content.opf': opf('<dc:title>  </dc:title>') }),
      /has no dc:title/,
    ],
    ['a damaged archive', () => epub().subarray(0, 200), /the ZIP archive is damaged|is missing/],
  ];

  it.each(broken)('refuses %s with a 422 on file naming what is wrong', async (_, bytes, message) => {
    const client = await author();
    const book = await draft(client);
    const res = await sendEpub(client, book.uid, bytes());
    expect(res.status).toBe(422);
    const errors = res.body.errors?.file ?? [];
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^The file is not an EPUB: /);
    expect(errors[0]).toMatch(message);
    const row = await server.db
      .selectFrom('books')
      .select('file_path')
      .where('uid', '=', book.uid)
      .executeTakeFirstOrThrow();
    expect(row.file_path).toBeNull();
  });

  it('refuses an empty file, and books that are not ebooks', async () => {
    const client = await author();
    const book = await draft(client);
    const empty = await sendEpub(client, book.uid, new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.file).toBeDefined();

    for (const type of ['audiobook', 'printbook']) {
      const other = await draft(client, type);
      const res = await sendEpub(client, other.uid, epub());
      expect(res.status).toBe(422);
      expect(res.body.errors?.file).toEqual([
        `An EPUB can only be uploaded for an ebook; this book is an ${type}.`,
      ]);
    }
  });

  it("answers 404 for another author's book and for an unknown book", async () => {
    const owner = await author();
    const book = await draft(owner);
    const other = await author();
    expect((await sendEpub(other, book.uid, epub())).status).toBe(404);
    expect((await sendEpub(owner, 'NO-SUCH-BOOK', epub())).status).toBe(404);
  });

  it('replaces the previous EPUB and deletes its file; deleting the book deletes the EPUB', async () => {
    const client = await author();
    const book = await draft(client);
    const pathOf = async () =>
      (
        await server.db
          .selectFrom('books')
          .select('file_path')
          .where('uid', '=', book.uid)
          .executeTakeFirstOrThrow()
      ).file_path ?? '';
    expect((await sendEpub(client, book.uid, epub(), 'first.epub')).status).toBe(200);
    const first = await pathOf();
    const second = await sendEpub(client, book.uid, epub({ 'extra.txt': strToU8('more') }), 'second.epub');
    expect(second.status).toBe(200);
    expect(second.body.data.ebook_file?.name).toBe('second.epub');
    const now = await pathOf();
    expect(now).not.toBe(first);
    expect(existsSync(server.deps.media.resolve(first))).toBe(false);
    expect(existsSync(server.deps.media.resolve(now))).toBe(true);

    // A refused upload keeps the current file.
    expect((await sendEpub(client, book.uid, strToU8('nope'))).status).toBe(422);
    expect(await pathOf()).toBe(now);

    const activities = await client.get<Envelope<{ action: string; description: string }[]>>(
      `/api/user/selling/books/${book.uid}/activities`,
    );
    expect(activities.body.data).toContainEqual(
      expect.objectContaining({ action: 'file_uploaded', description: 'EPUB "second.epub" uploaded.' }),
    );

    expect((await client.delete(`/api/user/selling/books/${book.uid}`)).status).toBe(200);
    expect(existsSync(server.deps.media.resolve(now))).toBe(false);
  });

  it('is in the OpenAPI document with its multipart body, beside the other new calls', () => {
    const doc = buildOpenApiDocument('/') as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const upload = doc.paths['/api/user/selling/books/{uid}/upload_ebook_file']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(doc.paths['/api/user/banks/{id}/default']?.post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/user/selling/orders']?.get)).toContain('"name":"from"');
  });

  it('has a body limit of its own: the 100 MB file plus the multipart framing', () => {
    expect(uploadBodyLimit(contract.selling.uploadEbookFile)).toBe(100 * 1024 * 1024 + MULTIPART_OVERHEAD);
    expect(isUploadRequest('POST', '/api/user/selling/books/AB12/upload_ebook_file')).toBe(true);
  });
});

describe('an ebook needs its EPUB, an audiobook its audio, before publication', () => {
  const longDescription =
    'A family of ferry keepers on the Niger learns what the river remembers when the dam upstream opens.';

  async function completeExceptContent(client: TestClient, type: string, title: string) {
    const book = await draft(client, type, title);
    const base = `/api/user/selling/books/${book.uid}`;
    await client.request('PATCH', `${base}/basic_info`, {
      json: { title, description: longDescription, category_uid: 'cat-fiction', language: 'English' },
    });
    await client.post(`${base}/advance_info`, {
      publication_date: '2025-05-01',
      price: 2500,
      currency_code: 'NGN',
    });
    await client.post(`${base}/attach_contributor`, { name: 'Ada Obi', role: 'author' });
    const cover = await client.request<Envelope<SellerBookBody>>('POST', `${base}/change_cover`, {
      form: upload('cover', pngBytes(), 'image/png', 'c.png'),
    });
    return { book: cover.body.data, base };
  }

  it('lists the missing EPUB on the cover step, refuses to publish, then publishes; the buyer downloads it', async () => {
    const client = await author();
    const { book, base } = await completeExceptContent(client, 'ebook', 'The Harbour Ledger');
    // The cover alone does not complete "Content and cover".
    expect(book.steps.cover).toBe(false);
    expect(book.ebook_file).toBeNull();
    const verify = await client.get<Envelope<{ ready: boolean; missing: Missing }>>(
      `${base}/verify_book_info`,
    );
    expect(verify.body.data).toEqual({
      ready: false,
      missing: [{ step: 'cover', field: 'file', message: 'Upload the EPUB file of the ebook.' }],
    });
    const refused = await client.get<Envelope<null>>(`${base}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: ['Upload the EPUB file of the ebook.'] });

    const name = smallest[0] ?? '';
    const bytes = new Uint8Array(readFileSync(path.join(fixtureDir, name)));
    const uploaded = await sendEpub(client, book.uid, bytes, name);
    expect(uploaded.body.data.steps.cover).toBe(true);
    expect((await client.get<Envelope<{ ready: boolean }>>(`${base}/verify_book_info`)).body.data.ready).toBe(
      true,
    );
    const submitted = await client.get<Envelope<SellerBookBody>>(`${base}/publish`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('in_review');
    // Issue 28: on sale once an operator approves it.
    await approveInReview(server, book.uid);

    // A buyer pays for it and downloads exactly the uploaded EPUB through the library's signed link.
    const buyer = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    expect(
      (await buyer.post('/api/user/cart/add?country=ng', { book_uid: book.uid, quantity: 1 })).status,
    ).toBe(200);
    const order = await buyer.post<Envelope<{ payment: { checkout_url: string } }>>('/api/user/orders', {
      country: 'ng',
    });
    expect(order.status).toBe(201);
    expect((await settleTestPayment(buyer, order.body.data.payment.checkout_url, 'pay')).status).toBe(303);
    const opened = await buyer.get<Envelope<{ access: { type: string; format: string; file_url: string } }>>(
      `/api/user/library/books/${book.uid}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data.access).toMatchObject({ type: 'ebook', format: 'epub' });
    const file = await fetch(server.url + opened.body.data.access.file_url);
    expect(file.status).toBe(200);
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(bytes));
  });

  it('asks an audiobook for a track on the cover step; the track completes it', async () => {
    const client = await author();
    const { book, base } = await completeExceptContent(client, 'audiobook', 'Voices of the Creek');
    expect(book.steps.cover).toBe(false);
    const verify = await client.get<Envelope<{ missing: Missing }>>(`${base}/verify_book_info`);
    expect(verify.body.data.missing).toEqual([
      { step: 'cover', field: 'audio_files', message: 'Upload at least one audio file.' },
    ]);
    expect((await client.get(`${base}/publish`)).status).toBe(422);
    const track = await client.request<Envelope<{ book: SellerBookBody }>>(
      'POST',
      `${base}/upload_audiobook_file`,
      {
        form: upload('file', mp3Bytes(2), 'audio/mpeg', 'one.mp3', { title: 'Chapter 1' }),
      },
    );
    expect(track.status).toBe(201);
    expect(track.body.data.book.steps.cover).toBe(true);
    expect((await client.get(`${base}/publish`)).status).toBe(200);
  });

  it('keeps seeded-style ebooks (a file but no upload record) complete, with the file shown', async () => {
    const client = await author();
    const { book, base } = await completeExceptContent(client, 'ebook', 'The Seeded Shelf');
    const publishedAt = new Date('2025-01-02T03:04:05Z');
    await server.db
      .updateTable('books')
      .set({
        file_path: 'seed/ebooks/x.epub',
        file_format: 'epub',
        file_size_bytes: 9000,
        published_at: publishedAt,
      })
      .where('uid', '=', book.uid)
      .execute();
    const res = await client.get<Envelope<SellerBookBody>>(base);
    expect(res.body.data.steps.cover).toBe(true);
    expect(res.body.data.ebook_file).toEqual({
      name: 'x.epub',
      format: 'epub',
      size_bytes: 9000,
      uploaded_at: publishedAt.toISOString(),
    });
  });
});

describe('audio durations', () => {
  /** An MP4 audio file: ftyp, then moov with an mvhd of `timescale` and `duration`. */
  function m4aBytes(timescale: number, duration: number): Uint8Array {
    const box = (type: string, body: Uint8Array) => {
      const out = new Uint8Array(8 + body.length);
      new DataView(out.buffer).setUint32(0, out.length);
      out.set(strToU8(type), 4);
      out.set(body, 8);
      return out;
    };
    const ftyp = box('ftyp', strToU8('M4A \0\0\0\0M4A mp42isom'));
    const mvhd = new Uint8Array(100);
    const view = new DataView(mvhd.buffer);
    view.setUint32(12, timescale); // version 0: flags, created, modified, then timescale and duration
    view.setUint32(16, duration);
    const moov = box('moov', box('mvhd', mvhd));
    const out = new Uint8Array(ftyp.length + moov.length + 2000);
    out.set(ftyp, 0);
    out.set(moov, ftyp.length);
    return out;
  }

  /** A LAME-style VBR MP3: a first frame whose Xing tag says 1,723 frames (45 s at 44.1 kHz). */
  function vbrMp3Bytes(frames: number): Uint8Array {
    const bytes = new Uint8Array(4000);
    bytes.set([0xff, 0xfb, 0x90, 0x44], 0); // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo
    const xing = 4 + 32;
    bytes.set(strToU8('Xing'), xing);
    new DataView(bytes.buffer).setUint32(xing + 4, 0x01);
    new DataView(bytes.buffer).setUint32(xing + 8, frames);
    return bytes;
  }

  it('reads the playing time of MP3 (constant and variable bitrate) and M4A files', () => {
    expect(audioSeconds(mp3Bytes(7))).toBe(7);
    expect(audioSeconds(vbrMp3Bytes(1723))).toBe(45);
    expect(audioSeconds(m4aBytes(44_100, 44_100 * 63))).toBe(63);
  });

  it('stores the duration of an uploaded M4A track on the track and the book', async () => {
    const client = await author();
    const book = await draft(client, 'audiobook', 'Longer Voices');
    const res = await client.request<Envelope<{ book: SellerBookBody; file: { duration_seconds: number } }>>(
      'POST',
      `/api/user/selling/books/${book.uid}/upload_audiobook_file`,
      { form: upload('file', m4aBytes(1000, 95_000), 'audio/mp4', 'ch.m4a', { title: 'Chapter 1' }) },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.file.duration_seconds).toBe(95);
    expect(res.body.data.book.duration_seconds).toBe(95);
  });
});
