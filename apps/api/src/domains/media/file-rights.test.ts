/**
 * Issue 41, item 7: a signed file link works only while the right it was given under holds. A refund,
 * the holder's suspension, the author's suspension or a lost operator role ends it at once, within the
 * link's lifetime (FILE_LINK_MINUTES); a suspended owner's upload part URLs stop too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, paidOrder } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, type TestServer } from '../../../test/helpers.ts';
import { mp3Bytes, sellerClient, seedPriceLevels, type Envelope } from '../../../test/selling-support.ts';
import { webActor } from '../accounts/audit.ts';
import { suspendUser } from '../admin/admin-accounts.ts';
import { refundOrder } from '../admin/admin-orders.ts';

let server: TestServer;
let catalogue: Catalogue;
let operatorId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_PART_SIZE: String(64 * 1024) } });
  catalogue = await seedCatalogue(server.db);
  await seedPriceLevels(server.db, ['ng']);
  operatorId = (await createOperator(server.db)).id;
  await server.deps.media.write('ebooks/bk-lagosnoir.epub', 'PK\u0003\u0004 an epub for the test');
  await server.deps.media.write('tracks/bk-lagosaudio-1.mp3', 'ID3 chapter one');
});
afterAll(() => server.close());

const book = (key: string) => {
  const found = catalogue.books[key];
  if (!found) throw new Error(`no book ${key}`);
  return found;
};

interface Opened {
  access: { file_url?: string; tracks?: { url: string }[] };
}

/** A new buyer who owns Lagos Noir (ebook) and its audiobook: the order and the opened links. */
async function buyer() {
  const user = await createUser(server.db, { country: 'ng' });
  const order = await paidOrder(server, user.id, [
    { id: book('lagosNoir').id, price: 250_000 },
    { id: book('lagosAudio').id, price: 400_000 },
  ]);
  const client = await signedIn(server, user);
  const ebook = await client.get<{ data: Opened }>(`/api/user/library/books/${book('lagosNoir').uid}`);
  const audio = await client.get<{ data: Opened }>(`/api/user/library/books/${book('lagosAudio').uid}`);
  expect(ebook.status).toBe(200);
  const fileUrl = ebook.body.data.access.file_url ?? '';
  const trackUrl = audio.body.data.access.tracks?.[0]?.url ?? '';
  return { user, order, fileUrl, trackUrl };
}

const status = async (url: string) => (await fetch(server.url + url)).status;

describe('signed file links follow the current right', () => {
  it('live FILE_LINK_MINUTES (30 by default), not an hour', async () => {
    const { fileUrl } = await buyer();
    const expires = Number(new URL(fileUrl, server.url).searchParams.get('expires'));
    const minutes = (expires * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('stop at once when the copy is refunded (the other item keeps working)', async () => {
    const { order, fileUrl, trackUrl } = await buyer();
    expect(await status(fileUrl)).toBe(200);
    expect(await status(trackUrl)).toBe(200);
    const [ebookItem] = order.itemIds;
    await refundOrder(server.deps, webActor(operatorId), order.id, {
      item_ids: [ebookItem ?? 0],
      reason: 'Refunded for the test',
    });
    const refused = await fetch(server.url + fileUrl);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await status(trackUrl)).toBe(200);
  });

  it('stop at once when the reader is suspended', async () => {
    const { user, fileUrl, trackUrl } = await buyer();
    expect(await status(fileUrl)).toBe(200);
    await suspendUser(server.deps, webActor(operatorId), user.id, 'Suspended for the test');
    expect(await status(fileUrl)).toBe(403);
    expect(await status(trackUrl)).toBe(403);
  });

  it('are bound to their right: another grant under the same signature is refused', async () => {
    const first = await buyer();
    const second = await buyer();
    const grantOf = (url: string) => new URL(url, server.url).searchParams.get('grant') ?? '';
    expect(grantOf(first.fileUrl)).toMatch(/^l\d+$/);
    const swapped = first.fileUrl.replace(
      `grant=${grantOf(first.fileUrl)}`,
      `grant=${grantOf(second.fileUrl)}`,
    );
    expect(await status(swapped)).toBe(403);
    expect(await status(first.fileUrl.replace(/&grant=[^&]+/, ''))).toBe(403);
  });

  it("an author's and an operator's preview links end with the author's suspension or the operator's role", async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    await server.db
      .updateTable('books')
      .set({ author_id: author.id })
      .where('id', '=', book('harmattan').id)
      .execute();
    await server.deps.media.write('ebooks/bk-harmattan.epub', 'PK\u0003\u0004 harmattan');
    const expires = new Date(Date.now() + 60_000);
    const authorLink = server.deps.files.url(
      '',
      'ebooks/bk-harmattan.epub',
      expires,
      `b${book('harmattan').id}`,
    );
    const operator = await createOperator(server.db);
    const operatorLink = server.deps.files.url('', 'ebooks/bk-harmattan.epub', expires, `o${operator.id}`);
    expect(await status(authorLink)).toBe(200);
    expect(await status(operatorLink)).toBe(200);
    await suspendUser(server.deps, webActor(operatorId), author.id, 'Suspended for the test');
    expect(await status(authorLink)).toBe(403);
    await server.db.updateTable('users').set({ is_operator: false }).where('id', '=', operator.id).execute();
    expect(await status(operatorLink)).toBe(403);
  });

  it("a suspended owner's upload part URL is refused", async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const client = await sellerClient(server, author);
    const draft = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
      title: 'Parts',
      type: 'audiobook',
    });
    const file = mp3Bytes(10);
    const created = await client.post<Envelope<{ id: string }>>('/api/user/uploads', {
      purpose: 'audiobook_track',
      book_uid: draft.body.data.uid,
      title: 'One',
      file_name: 'one.mp3',
      size: file.length,
      type: 'audio/mpeg',
    });
    expect(created.status).toBe(201);
    const sign = (n: number) =>
      client.post<Envelope<{ url: string }>>(`/api/user/uploads/${created.body.data.id}/sign_part`, {
        part_number: n,
      });
    const [one, two] = [(await sign(1)).body.data.url, (await sign(2)).body.data.url];
    const put = (url: string, n: number) =>
      fetch(server.url + url, { method: 'PUT', body: file.subarray((n - 1) * 65536, n * 65536) });
    expect((await put(one, 1)).status).toBe(200);
    await suspendUser(server.deps, webActor(operatorId), author.id, 'Suspended for the test');
    expect((await put(two, 2)).status).toBe(404);
  });
});
