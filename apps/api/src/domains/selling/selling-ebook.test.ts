import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@bookstore/api-client/contract';
import { isUploadRequest, MULTIPART_OVERHEAD, uploadBodyLimit } from '../../http/body-limits.ts';
import { buildOpenApiDocument } from '../../openapi.ts';
import { inspectEpub } from '../media/epub.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';
import { seedPriceLevels, type Envelope } from '../../../test/selling-support.ts';
import {
  draft,
  epub,
  fixtureDir,
  fixtures,
  newAuthor,
  opf,
  sendEpub,
  smallest,
  stored,
  CONTAINER,
  MIMETYPE,
  TITLED,
} from '../../../test/ebook-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

const author = () => newAuthor(server);

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
