/** Seller accounts and who may use the seller's book calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { pngBytes, seedPriceLevels, upload, type Envelope } from '../../../test/selling-support.ts';
import {
  draft,
  longDescription,
  newAuthor,
  type SellerBookBody,
} from '../../../test/selling-books-support.ts';

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

const author = () => newAuthor(server);

describe('seller accounts', () => {
  it('makes a verified user an author (201), once', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const body = {
      pen_name: 'A. Obi',
      bio: 'I write family sagas set along the rivers of Nigeria.',
      phone: '+2348030000000',
      country_code: 'ng',
      accept_terms: true,
    };
    const res = await client.post<Envelope<{ author_account: boolean; phone: string }>>(
      '/api/user/selling/create_account',
      body,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.author_account).toBe(true);
    expect(res.body.data.phone).toBe('+2348030000000');
    const profile = await server.db
      .selectFrom('author_profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.pen_name).toBe('A. Obi');
    expect((await client.post('/api/user/selling/create_account', body)).status).toBe(409);

    const check = await client.get<Envelope<Record<string, unknown>>>('/api/user/selling/voa/check_account');
    expect(check.body.data).toEqual({
      author_account: true,
      voiceover_artist_account: false,
      voiceover_status: null,
    });
  });

  it('refuses bad input (422), no session (401), no CSRF token (419) and an unverified email (403)', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const bad = await client.post<Envelope<null>>('/api/user/selling/create_account', {
      bio: 'too short',
      phone: 'x',
      country_code: 'ng',
      accept_terms: false,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['bio', 'phone', 'accept_terms']),
    );
    const unknownCountry = await client.post<Envelope<null>>('/api/user/selling/create_account', {
      bio: 'I write family sagas set along the rivers of Nigeria.',
      phone: '+2348030000000',
      country_code: 'zz',
      accept_terms: true,
    });
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.body.errors?.country_code).toBeDefined();

    expect((await new TestClient(server.url).post('/api/user/selling/create_account', {})).status).toBe(401);
    expect((await client.post('/api/user/selling/create_account', {}, { csrf: false })).status).toBe(419);
    expect((await new TestClient(server.url).get('/api/user/selling/voa/check_account')).status).toBe(401);

    const unverified = await createUser(server.db, { verified: false });
    const pending = await signedIn(server, unverified);
    const res = await pending.post('/api/user/selling/create_account', {
      bio: 'I write family sagas set along the rivers of Nigeria.',
      phone: '+2348030000000',
      country_code: 'ng',
      accept_terms: true,
    });
    expect(res.status).toBe(403);
  });

  it('makes a user a voiceover artist with an incomplete profile', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const body = {
      display_name: 'Tunde Voices',
      headline: 'Warm Lagos baritone',
      country_code: 'ng',
      accept_terms: true,
    };
    const res = await client.post<
      Envelope<{ display_name: string; status: string; steps: Record<string, boolean> }>
    >('/api/user/selling/create_voiceover_account', body);
    expect(res.status).toBe(201);
    expect(res.body.data.display_name).toBe('Tunde Voices');
    expect(res.body.data.status).toBe('incomplete');
    expect(res.body.data.steps).toEqual({ personal: false, studio: false, vocal: false, demo: false });
    const check = await client.get<Envelope<Record<string, unknown>>>('/api/user/selling/voa/check_account');
    expect(check.body.data).toMatchObject({ voiceover_artist_account: true, voiceover_status: 'incomplete' });
    expect((await client.post('/api/user/selling/create_voiceover_account', body)).status).toBe(409);
    expect(
      (await client.post('/api/user/selling/create_voiceover_account', { ...body, headline: '' })).status,
    ).toBe(422);
    expect(
      (await client.post('/api/user/selling/create_voiceover_account', body, { csrf: false })).status,
    ).toBe(419);
  });
});

describe('seller books: access', () => {
  it('needs a session (401), an author account (403) and the 2-factor check (403)', async () => {
    expect((await new TestClient(server.url).get('/api/user/selling/books')).status).toBe(401);
    const reader = await signedIn(server, await createUser(server.db));
    expect((await reader.get('/api/user/selling/books')).status).toBe(403);
    const unchecked = await signedIn(server, await createUser(server.db, { author: true }));
    const res = await unchecked.get<Envelope<null>>('/api/user/selling/books');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/security check/);
    const { client } = await author();
    expect((await client.get('/api/user/selling/books')).status).toBe(200);
    expect(
      (await client.post('/api/user/selling/books', { title: 'x', type: 'ebook' }, { csrf: false })).status,
    ).toBe(419);
  });

  it("answers another author's book with a 404 on every book call", async () => {
    const { client } = await author();
    const other = await author();
    const book = await draft(other.client);
    const base = `/api/user/selling/books/${book.uid}`;
    expect((await client.get(base)).status).toBe(404);
    expect((await client.delete(base)).status).toBe(404);
    expect((await client.get(`${base}/verify_book_info`)).status).toBe(404);
    expect((await client.get(`${base}/publish`)).status).toBe(404);
    expect((await client.get(`${base}/activities`)).status).toBe(404);
    expect(
      (
        await client.request('PATCH', `${base}/basic_info`, {
          json: {
            title: 'Mine now',
            description: longDescription,
            category_uid: catalogue.categories.fiction.uid,
            language: 'English',
          },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.request('POST', `${base}/change_cover`, {
          form: upload('cover', pngBytes(), 'image/png', 'c.png'),
        })
      ).status,
    ).toBe(404);
    // The seeded catalogue's books belong to another author too.
    expect((await client.get(`/api/user/selling/books/${catalogue.books.lagosNoir?.uid ?? ''}`)).status).toBe(
      404,
    );
    const still = await other.client.get<Envelope<SellerBookBody>>(base);
    expect(still.body.data.title).toBe(book.title);
  });
});
