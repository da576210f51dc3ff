/** The ebook tests' EPUBs: real ones (shared fixtures, else the seed's), a minimal one built here. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { expect } from 'vitest';
import { createUser, type TestClient, type TestServer } from './helpers.ts';
import { sellerClient, upload, type Envelope } from './selling-support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Real EPUBs from the project's shared fixtures (beside the repository), else the two the seed ships. */
const sharedFixtures = path.resolve(here, '../../../../shared/fixtures/epub');
export const fixtureDir = existsSync(sharedFixtures)
  ? sharedFixtures
  : path.resolve(here, '../src/seed/assets');
export const fixtures = readdirSync(fixtureDir).filter((name) => name.endsWith('.epub'));
export const smallest = [...fixtures]
  .sort((a, b) => statSync(path.join(fixtureDir, a)).size - statSync(path.join(fixtureDir, b)).size)
  .slice(0, 2);

export interface EbookFile {
  name: string;
  format: string;
  size_bytes: number;
  uploaded_at: string;
}
export interface SellerBookBody {
  uid: string;
  type: string;
  status: string;
  steps: Record<string, boolean>;
  ebook_file: EbookFile | null;
  audio_files: { duration_seconds: number }[];
  duration_seconds: number | null;
}
export type Missing = { step: string; field: string; message: string }[];

/** An author past the seller's security check. */
export async function newAuthor(server: TestServer): Promise<TestClient> {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  return sellerClient(server, user);
}

/** A new draft of the author's. */
export async function draft(client: TestClient, type = 'ebook', title = 'The Lagoon Letters') {
  const res = await client.post<Envelope<SellerBookBody>>('/api/user/selling/books', { title, type });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** Uploads an ebook's EPUB (multipart). */
export function sendEpub(
  client: TestClient,
  uid: string,
  bytes: Uint8Array,
  name = 'book.epub',
  type?: string,
) {
  return client.request<Envelope<SellerBookBody>>(
    'POST',
    `/api/user/selling/books/${uid}/upload_ebook_file`,
    { form: upload('file', bytes, type ?? 'application/epub+zip', name) },
  );
}

export const stored = (file: Zippable[string]) => [file, { level: 0 }] as Zippable[string];
export const MIMETYPE = strToU8('application/epub+zip');
export const CONTAINER = strToU8(
  `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`,
);
export const opf = (metadata: string) =>
  strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">${metadata}</metadata>
  <manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="c1"/></spine>
</package>`);
export const TITLED = opf('<dc:identifier id="id">urn:x</dc:identifier><dc:title>Small Test Book</dc:title>');

/** A minimal EPUB built here, with any part replaced or left out. */
export function epub(parts: Zippable = {}): Uint8Array {
  return zipSync({
    mimetype: stored(MIMETYPE),
    'META-INF/container.xml': CONTAINER,
    'OEBPS/content.opf': TITLED,
    'OEBPS/c1.xhtml': strToU8('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Hi</p></body></html>'),
    ...parts,
  });
}
