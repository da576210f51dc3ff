/** Opening a purchased book from the library: signed, expiring file links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../../test/checkout-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';
import { settleTestPayment } from '../../../test/selling-support.ts';

interface PaymentBody {
  checkout_url: string | null;
}

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await server.deps.media.write('ebooks/bk-lagosnoir.epub', 'PK\u0003\u0004 an epub for the test');
  await server.deps.media.write('tracks/bk-lagosaudio-1.mp3', 'ID3 chapter one');
});
afterAll(() => server.close());

const shopper = (options: { address?: boolean } = {}) => newShopper(server, catalogue, options);

const uid = (key: string) => catalogue.books[key]?.uid ?? '';

describe('library access', () => {
  it('opens a purchased ebook with a signed, expiring file link; others get 404', async () => {
    const { client } = await shopper();
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosNoir') });
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosAudio') });
    const created = await client.post<{ data: { payment: PaymentBody } }>('/api/user/orders', {});
    await settleTestPayment(client, created.body.data.payment.checkout_url ?? '', 'pay');

    const res = await client.get<{
      data: {
        access: { type: string; file_url: string };
        book: { uid: string };
        item: { last_opened_at: string | null };
      };
    }>(`/api/user/library/books/${uid('lagosNoir')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.access.type).toBe('ebook');
    expect(res.body.data.item.last_opened_at).not.toBeNull();
    const file = await fetch(server.url + res.body.data.access.file_url);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('an epub for the test');
    expect((await fetch(`${server.url}/media/ebooks/bk-lagosnoir.epub`)).status).toBe(404);
    expect(
      (await fetch(server.url + res.body.data.access.file_url.replace(/signature=[^&]+/, 'signature=forged')))
        .status,
    ).toBe(403);
    server.setNow(new Date(Date.now() + 2 * 3_600_000));
    try {
      expect((await fetch(server.url + res.body.data.access.file_url)).status).toBe(403);
    } finally {
      server.setNow(null);
    }

    const audio = await client.get<{
      data: { access: { type: string; tracks: { title: string; url: string }[] } };
    }>(`/api/user/library/books/${uid('lagosAudio')}`);
    expect(audio.body.data.access.type).toBe('audiobook');
    expect(audio.body.data.access.tracks.map((t) => t.title)).toEqual(['Chapter 1', 'Chapter 2']);
    const track = await fetch(server.url + (audio.body.data.access.tracks[0]?.url ?? ''), {
      headers: { Range: 'bytes=0-2' },
    });
    expect(track.status).toBe(206);
    expect(await track.text()).toBe('ID3');

    const stranger = await shopper();
    expect((await stranger.client.get(`/api/user/library/books/${uid('lagosNoir')}`)).status).toBe(404);
    expect((await client.get(`/api/user/library/books/${uid('harmattan')}`)).status).toBe(404);
    expect((await client.get('/api/user/library/all?type=printbook')).status).toBe(422);
  });
});
