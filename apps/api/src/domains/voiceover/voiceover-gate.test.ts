import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import {
  approveArtist,
  sellerClient,
  seedVocalOptions,
  type Envelope,
} from '../../../test/selling-support.ts';
import { offerBody, personalDetails, script } from '../../../test/voiceover-support.ts';
import { operatorClient } from '../../../test/admin-support.ts';

/**
 * Issue 23, item 3: the voiceover review is a gate. Only an approved artist's offers are created,
 * activated, shown or ordered. Issue 41: an approved artist's change to a public part of the profile
 * waits as a version while the approved profile stays listed; the private phone number changes at once.
 */
let server: TestServer;
let vocal: Awaited<ReturnType<typeof seedVocalOptions>>;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  vocal = await seedVocalOptions(server.db);
});
afterAll(() => server.close());

const personal = { ...personalDetails, phone: '+234 803 555 0100' };

async function artist(): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(server.db, { voiceover: true, country: 'ng' });
  return { user, client: await sellerClient(server, user) };
}

const statusOf = async (userId: number) =>
  (
    await server.db
      .selectFrom('voiceover_artists')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).status;

/** An active offer written straight to the table (as one made before the gate, or kept from approval). */
async function storedOffer(artistId: number): Promise<string> {
  const uid = `gate${artistId}`;
  await server.db
    .insertInto('voiceover_offers')
    .values({
      uid,
      voiceover_artist_id: artistId,
      title: 'Old offer',
      description: 'An offer stored before the review.',
      amount: 1_000_000,
      currency_code: 'NGN',
      currency_symbol: '₦',
      word_limit: 50,
      delivery_days: 3,
      revisions: 1,
      status: 'active',
    })
    .execute();
  return uid;
}

describe('the voiceover review gate', () => {
  it('refuses offers of an artist not approved: creating, showing and ordering', async () => {
    const seller = await artist();
    const created = await seller.client.post<Envelope<null>>('/api/user/selling/voa/offers', offerBody);
    expect(created.status).toBe(409);
    expect(created.body.message).toMatch(/must be approved before your offers can be published/);

    const uid = await storedOffer(seller.user.id);
    expect((await new TestClient(server.url).get(`/api/public/voas/offers/${uid}`)).status).toBe(404);
    const buyer = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    const order = await buyer.post<Envelope<null>>('/api/user/vo_orders', { offer_uid: uid, script });
    expect(order.status).toBe(422);
    expect(order.body.errors?.offer_uid?.[0]).toMatch(/profile is not approved/);
  });

  it('keeps an approved profile listed while its public change waits as a version (issue 41), and swaps it in on approval', async () => {
    const seller = await artist();
    await approveArtist(server.db, seller.user.id);
    const operator = (await operatorClient(server)).client;
    expect((await seller.client.post('/api/user/selling/voa/update_personal', personal)).status).toBe(200);
    // The first details of an approved artist are a change too: approve it to start from them.
    await operator.post(`/api/admin/reviews/voiceover/${seller.user.username}/approve`, {});
    const offer = await seller.client.post<Envelope<{ uid: string }>>(
      '/api/user/selling/voa/offers',
      offerBody,
    );
    expect(offer.status).toBe(201);
    const buyer = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    expect((await buyer.post('/api/user/vo_orders', { offer_uid: offer.body.data.uid, script })).status).toBe(
      201,
    );
    const artistUid = (
      await server.db
        .selectFrom('voiceover_artists')
        .select('uid')
        .where('user_id', '=', seller.user.id)
        .executeTakeFirstOrThrow()
    ).uid;
    const publicBio = async () =>
      (
        await new TestClient(server.url).get<Envelope<{ personal: { bio: string } | null }>>(
          `/api/public/voas/${artistUid}`,
        )
      ).body.data.personal?.bio;
    const openVersions = () =>
      server.db
        .selectFrom('voiceover_profile_versions')
        .select('id')
        .where('artist_id', '=', seller.user.id)
        .where('status', '=', 'in_review')
        .execute();

    // The private phone number: live, no review.
    await seller.client.post('/api/user/selling/voa/update_personal', {
      ...personal,
      phone: '+234 803 555 0111',
    });
    expect(await openVersions()).toHaveLength(0);

    // A public part: a version waits; the approved profile stays listed and its offers orderable.
    const newBio = `${personal.bio} Now also narrating in Pidgin.`;
    await seller.client.post('/api/user/selling/voa/update_personal', { ...personal, bio: newBio });
    await seller.client.post('/api/user/selling/voa/update_vocal_characteristics', {
      age_ids: [vocal.ages[0]],
      accent_ids: [vocal.accents[0]],
      language_ids: [vocal.languages[0]],
    });
    expect(await statusOf(seller.user.id)).toBe('approved');
    expect(await openVersions()).toHaveLength(1);
    expect(await publicBio()).toBe(personal.bio);
    expect(
      (await new TestClient(server.url).get(`/api/public/voas/offers/${offer.body.data.uid}`)).status,
    ).toBe(200);
    expect((await buyer.post('/api/user/vo_orders', { offer_uid: offer.body.data.uid, script })).status).toBe(
      201,
    );
    const own = await seller.client.get<Envelope<{ pending_change: { status: string; changed: string[] } }>>(
      '/api/user/selling/voa',
    );
    expect(own.body.data.pending_change).toMatchObject({ status: 'in_review' });
    expect(own.body.data.pending_change.changed).toEqual(expect.arrayContaining(['bio', 'vocal']));

    // The operator sees it as a change with its diff, and approves it: the new version is listed.
    const queue = await operator.get<Envelope<{ username: string; is_change?: boolean }[]>>(
      '/api/admin/reviews/voiceover',
    );
    expect(queue.body.data.find((i) => i.username === seller.user.username)?.is_change).toBe(true);
    const review = await operator.get<
      Envelope<{ change: { rows: { part: string; before: string; after: string }[] } }>
    >(`/api/admin/reviews/voiceover/${seller.user.username}`);
    expect(review.body.data.change.rows.find((r) => r.part === 'bio')).toMatchObject({
      before: personal.bio,
      after: newBio,
    });
    const approvals = await Promise.all([
      operator.post(`/api/admin/reviews/voiceover/${seller.user.username}/approve`, {}),
      operator.post(`/api/admin/reviews/voiceover/${seller.user.username}/approve`, {}),
    ]);
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await publicBio()).toBe(newBio);

    // A rejected change keeps the approved profile; the artist reads why.
    await seller.client.post('/api/user/selling/voa/update_personal', {
      ...personal,
      bio: `${newBio} Cheap!`,
    });
    const rejected = await operator.post(`/api/admin/reviews/voiceover/${seller.user.username}/reject`, {
      reason: 'Prices do not belong in the bio: use your offers.',
    });
    expect(rejected.status).toBe(200);
    expect(await publicBio()).toBe(newBio);
    const after = await seller.client.get<
      Envelope<{ status: string; pending_change: { status: string; rejection_reason: string } }>
    >('/api/user/selling/voa');
    expect(after.body.data.status).toBe('approved');
    expect(after.body.data.pending_change).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Prices do not belong in the bio: use your offers.',
    });
  });

  /** An approved artist whose first personal details were approved by an operator (listed). */
  async function listedArtist() {
    const seller = await artist();
    await approveArtist(server.db, seller.user.id);
    const operator = (await operatorClient(server)).client;
    await seller.client.post('/api/user/selling/voa/update_personal', personal);
    await operator.post(`/api/admin/reviews/voiceover/${seller.user.username}/approve`, {});
    const { uid } = await server.db
      .selectFrom('voiceover_artists')
      .select('uid')
      .where('user_id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    return { ...seller, uid, operator };
  }

  interface OwnRead {
    headline: string;
    languages: { name: string }[];
    personal: { bio: string; headline: string; phone: string };
    vocal: { ages: { id: number }[]; languages: { name: string }[] };
    pending_change: { status: string; rejection_reason: string | null } | null;
  }

  it('gives the artist’s own read the change in review, the public one the approved profile (issue 41)', async () => {
    const seller = await listedArtist();
    const own = async () => (await seller.client.get<Envelope<OwnRead>>('/api/user/selling/voa')).body.data;
    const listed = async () =>
      (await new TestClient(server.url).get<Envelope<OwnRead>>(`/api/public/voas/${seller.uid}`)).body.data;

    const bio = `${personal.bio} Now also narrating in Yoruba.`;
    const saved = await seller.client.post<Envelope<OwnRead>>('/api/user/selling/voa/update_personal', {
      ...personal,
      headline: 'Bright narration, now in Yoruba',
      bio,
    });
    // The save answers what the editor shows next: the proposal, in review.
    expect(saved.body.data.personal).toMatchObject({ bio, headline: 'Bright narration, now in Yoruba' });
    await seller.client.post('/api/user/selling/voa/update_vocal_characteristics', {
      age_ids: [vocal.ages[1]],
      accent_ids: [vocal.accents[0]],
      language_ids: [vocal.languages[1], vocal.languages[0]],
    });
    const mine = await own();
    expect(mine.pending_change).toMatchObject({ status: 'in_review' });
    expect(mine.personal).toMatchObject({ bio, phone: personal.phone });
    expect(mine.headline).toBe('Bright narration, now in Yoruba');
    expect(mine.vocal.ages.map((a) => a.id)).toEqual([vocal.ages[1]]);
    expect(mine.vocal.languages.map((l) => l.name)).toEqual(['English', 'Yoruba']);
    expect(mine.languages.map((l) => l.name)).toEqual(['English', 'Yoruba']);

    const shown = await listed();
    expect(shown.personal.bio).toBe(personal.bio);
    expect(shown.headline).toBe(personal.headline);
    expect(shown.vocal.languages).toEqual([]);

    // Rejected: the editor goes back to the approved values, the reason beside them.
    const reason = 'Record a Yoruba demo before listing the language.';
    await seller.operator.post(`/api/admin/reviews/voiceover/${seller.user.username}/reject`, { reason });
    const back = await own();
    expect(back.pending_change).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect(back.personal.bio).toBe(personal.bio);
    expect(back.vocal.languages).toEqual([]);
  });

  it('tells the review that the artist is suspended, and approval stays refused (issue 41)', async () => {
    const seller = await listedArtist();
    await seller.client.post('/api/user/selling/voa/update_personal', {
      ...personal,
      bio: `${personal.bio} Available on weekends.`,
    });
    const review = () =>
      seller.operator.get<Envelope<{ artist_suspended: boolean; change: unknown }>>(
        `/api/admin/reviews/voiceover/${seller.user.username}`,
      );
    expect((await review()).body.data).toMatchObject({ artist_suspended: false, change: expect.anything() });

    const other = (await operatorClient(server)).client;
    const suspended = await other.post(`/api/admin/users/${seller.user.id}/suspend`, {
      reason: 'Chargebacks under review.',
    });
    expect(suspended.status).toBe(200);
    expect((await review()).body.data).toMatchObject({ artist_suspended: true, change: expect.anything() });
    const approve = await seller.operator.post(
      `/api/admin/reviews/voiceover/${seller.user.username}/approve`,
      {},
    );
    expect(approve.status).toBe(409);
  });
});
