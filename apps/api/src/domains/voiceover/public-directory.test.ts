/** The public voiceover directory: approved artists, their profiles and offers (GET /api/public/voas). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

let server: TestServer;
let client: TestClient;

interface Page<T> {
  data: { items: T[]; page: number; per_page: number; total: number; last_page: number };
  filters?: Record<string, unknown>;
  message: string;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('voiceover artists', () => {
  it('lists approved artists with filters and answers a profile and an offer', async () => {
    const { db } = server;
    const [english, yoruba] = await db
      .insertInto('vocal_languages')
      .values([
        { code: 'en', name: 'English' },
        { code: 'yo', name: 'Yoruba' },
      ])
      .returning('id')
      .execute();
    const [nigerian] = await db
      .insertInto('vocal_accents')
      .values([{ name: 'Nigerian' }])
      .returning('id')
      .execute();
    const [adult] = await db
      .insertInto('vocal_ages')
      .values([{ name: 'Adult', min_age: 25, max_age: 45 }])
      .returning('id')
      .execute();
    if (!english || !yoruba || !nigerian || !adult) throw new Error('fixtures');
    const makeArtist = async (username: string, status: 'approved' | 'in_review', languageId: number) => {
      const user = await db
        .insertInto('users')
        .values({
          uid: `u-${username}`,
          username,
          email: `${username}@example.test`,
          first_name: 'Ife',
          last_name: 'Ade',
          password_hash: 'x',
          is_voiceover_artist: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('voiceover_artists')
        .values({
          user_id: user.id,
          uid: `voa-${username}`,
          status,
          display_name: `${username} voice`,
          headline: 'Warm narration',
          bio: 'Ten years in radio.',
          gender: 'female',
          country_code: 'ng',
          city: 'Lagos',
          phone: '+2348000000000',
          turnaround_days: 3,
          studio_completed_at: new Date(),
          microphone: 'SM7B',
          rating_average: 4.5,
          rating_count: 3,
        })
        .execute();
      await db
        .insertInto('voiceover_artist_languages')
        .values({ voiceover_artist_id: user.id, vocal_language_id: languageId })
        .execute();
      await db
        .insertInto('voiceover_artist_accents')
        .values({ voiceover_artist_id: user.id, vocal_accent_id: nigerian.id })
        .execute();
      await db
        .insertInto('voiceover_artist_ages')
        .values({ voiceover_artist_id: user.id, vocal_age_id: adult.id })
        .execute();
      await db
        .insertInto('voiceover_offers')
        .values([
          {
            uid: `off-${username}`,
            voiceover_artist_id: user.id,
            title: 'Audiobook narration',
            description: 'Finished hour',
            amount: 5_000_000,
            currency_code: 'NGN',
            currency_symbol: '₦',
            word_limit: 9000,
            delivery_days: 7,
          },
          {
            uid: `off-${username}-paused`,
            voiceover_artist_id: user.id,
            title: 'Paused',
            description: 'Not now',
            amount: 100,
            currency_code: 'NGN',
            currency_symbol: '₦',
            word_limit: 100,
            delivery_days: 1,
            status: 'paused',
          },
        ])
        .execute();
      return user.id;
    };
    await makeArtist('ife_voice', 'approved', english.id);
    await makeArtist('yoruba_voice', 'approved', yoruba.id);
    await makeArtist('pending_voice', 'in_review', english.id);

    const all =
      await client.get<Page<{ username: string; starting_price: { amount: number } | null }>>(
        '/api/public/voas',
      );
    expect(all.body.data.items.map((a) => a.username).sort()).toEqual(['ife_voice', 'yoruba_voice']);
    expect(all.body.data.items[0]?.starting_price?.amount).toBe(50_000);
    const filtered = await client.get<Page<{ username: string }>>(`/api/public/voas?language[]=${yoruba.id}`);
    expect(filtered.body.data.items.map((a) => a.username)).toEqual(['yoruba_voice']);
    const single = await client.get<Page<{ username: string }>>(`/api/public/voas?language=${english.id}`);
    expect(single.body.data.items.map((a) => a.username)).toEqual(['ife_voice']);
    expect((await client.get('/api/public/voas?language[]=abc')).status).toBe(422);

    const profile = await client.get<{
      data: { offers: { uid: string }[]; personal: { phone: string }; steps: Record<string, boolean> };
    }>('/api/public/voas/ife_voice');
    expect(profile.status).toBe(200);
    expect(profile.body.data.offers.map((o) => o.uid)).toEqual(['off-ife_voice']);
    expect(profile.body.data.personal.phone).toBe('');
    expect(profile.body.data.steps).toEqual({ personal: true, studio: true, vocal: true, demo: false });
    expect((await client.get('/api/public/voas/voa-pending_voice')).status).toBe(404);

    const offer = await client.get<{ data: { title: string; artist: { username: string } } }>(
      '/api/public/voas/offers/off-ife_voice',
    );
    expect(offer.body.data).toMatchObject({
      title: 'Audiobook narration',
      artist: { username: 'ife_voice' },
    });
    expect((await client.get('/api/public/voas/offers/off-ife_voice-paused')).status).toBe(404);

    const vocal = await client.get<{
      data: { languages: { name: string }[]; ages: unknown[]; accents: unknown[] };
    }>('/api/public/vocal_characteristics');
    expect(vocal.body.data.languages.map((l) => l.name)).toEqual(['English', 'Yoruba']);
    expect(vocal.body.data.ages).toHaveLength(1);
  });

  it('filters artists by gender and gives each card its newest demo', async () => {
    const { db } = server;
    const ids = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['ife_voice', 'yoruba_voice'])
      .execute();
    const idOf = (name: string) => ids.find((row) => row.username === name)?.id ?? 0;
    await db
      .updateTable('voiceover_artists')
      .set({ gender: 'male' })
      .where('user_id', '=', idOf('yoruba_voice'))
      .execute();
    await db
      .insertInto('voiceover_demos')
      .values([
        {
          uid: 'demo-old',
          voiceover_artist_id: idOf('ife_voice'),
          title: 'Old reel',
          file_path: 'demos/old.mp3',
          duration_seconds: 30,
          created_at: new Date('2026-01-01T00:00:00Z'),
        },
        {
          uid: 'demo-new',
          voiceover_artist_id: idOf('ife_voice'),
          title: 'Narration reel',
          file_path: 'demos/new.mp3',
          duration_seconds: 64,
          created_at: new Date('2026-06-01T00:00:00Z'),
        },
      ])
      .execute();

    type Card = { username: string; demo: { title: string; url: string; duration_seconds: number } | null };
    const male = await client.get<Page<Card>>('/api/public/voas?gender[]=male');
    expect(male.body.data.items.map((a) => a.username)).toEqual(['yoruba_voice']);
    const female = await client.get<Page<Card>>('/api/public/voas?gender=female');
    expect(female.body.data.items.map((a) => a.username)).toEqual(['ife_voice']);
    expect(female.body.data.total).toBe(1);
    const both = await client.get<Page<Card>>('/api/public/voas?gender[]=female&gender[]=male');
    expect(both.body.data.items).toHaveLength(2);
    expect((await client.get('/api/public/voas?gender=robot')).status).toBe(422);

    const ife = female.body.data.items[0];
    expect(ife?.demo).toMatchObject({ title: 'Narration reel', duration_seconds: 64 });
    expect(ife?.demo?.url).toMatch(/demos\/new\.mp3$/);
    const yoruba = male.body.data.items[0];
    expect(yoruba?.demo).toBeNull();
  });
});
