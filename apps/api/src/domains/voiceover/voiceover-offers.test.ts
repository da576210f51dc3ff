/** A voiceover artist's offers: create, change, delete, at most ten. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedVocalOptions, type Envelope, type Money } from '../../../test/selling-support.ts';
import { newApprovedArtist, offerBody as oneRevisionOffer } from '../../../test/voiceover-support.ts';

let server: TestServer;

interface OfferBody {
  id: number;
  uid: string;
  title: string;
  price: Money;
  status: string;
  word_limit: number;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedVocalOptions(server.db);
});
afterAll(() => server.close());

const approvedArtist = () => newApprovedArtist(server);
const offerBody = { ...oneRevisionOffer, revisions: 2 };

describe('offers', () => {
  it('creates, lists, updates and deletes own offers after the 2-factor check', async () => {
    const { user, client } = await approvedArtist();
    const unchecked = await signedIn(server, user);
    expect((await unchecked.get('/api/user/selling/voa/offers')).status).toBe(403);
    const created = await client.post<Envelope<OfferBody>>('/api/user/selling/voa/offers', offerBody);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Audiobook narration',
      price: { amount: 25000, currency_code: 'NGN' },
      status: 'active',
      word_limit: 50,
    });
    const bad = await client.post<Envelope<null>>('/api/user/selling/voa/offers', {
      ...offerBody,
      price: 0,
      word_limit: 10,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['price', 'word_limit']));
    const currency = await client.post<Envelope<null>>('/api/user/selling/voa/offers', {
      ...offerBody,
      currency_code: 'EUR',
    });
    expect(currency.body.errors?.currency_code).toBeDefined();

    const uid = created.body.data.uid;
    const updated = await client.post<Envelope<OfferBody>>(`/api/user/selling/voa/offers/${uid}`, {
      ...offerBody,
      price: 30000,
      status: 'paused',
    });
    expect(updated.body.data).toMatchObject({ uid, price: { amount: 30000 }, status: 'paused' });
    const other = await approvedArtist();
    expect((await other.client.post(`/api/user/selling/voa/offers/${uid}`, offerBody)).status).toBe(404);
    expect((await other.client.delete(`/api/user/selling/voa/offers/${uid}`)).status).toBe(404);
    expect((await other.client.get<Envelope<unknown[]>>('/api/user/selling/voa/offers')).body.data).toEqual(
      [],
    );

    const list = await client.get<Envelope<OfferBody[]>>('/api/user/selling/voa/offers');
    expect(list.body.data.map((o) => o.uid)).toEqual([uid]);
    expect((await client.delete(`/api/user/selling/voa/offers/${uid}`, { csrf: false })).status).toBe(419);
    expect((await client.delete(`/api/user/selling/voa/offers/${uid}`)).status).toBe(200);
    expect((await client.get<Envelope<unknown[]>>('/api/user/selling/voa/offers')).body.data).toEqual([]);
    expect((await client.delete(`/api/user/selling/voa/offers/${uid}`)).status).toBe(404);
    expect((await new TestClient(server.url).get('/api/user/selling/voa/offers')).status).toBe(401);
  });
});
