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

/**
 * Issue 23, item 3: the voiceover review is a gate. Only an approved artist's offers are created,
 * activated, shown or ordered; an approved artist's change to a public part of the profile sends it
 * back to review (and off the directory until approved again); the private phone number does not.
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

  it('sends an approved profile back to review on a public change, not on the phone alone', async () => {
    const seller = await artist();
    await approveArtist(server.db, seller.user.id);
    const saved = await seller.client.post('/api/user/selling/voa/update_personal', personal);
    expect(saved.status).toBe(200);
    // Approved again by the operator, the artist publishes an offer that can be ordered.
    await approveArtist(server.db, seller.user.id);
    const offer = await seller.client.post<Envelope<{ uid: string }>>(
      '/api/user/selling/voa/offers',
      offerBody,
    );
    expect(offer.status).toBe(201);
    const buyer = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    expect((await buyer.post('/api/user/vo_orders', { offer_uid: offer.body.data.uid, script })).status).toBe(
      201,
    );

    // The private phone number: no review.
    await seller.client.post('/api/user/selling/voa/update_personal', {
      ...personal,
      phone: '+234 803 555 0111',
    });
    expect(await statusOf(seller.user.id)).toBe('approved');

    // A public part: back to review, off the directory, its offers not orderable nor re-activated.
    await seller.client.post('/api/user/selling/voa/update_personal', {
      ...personal,
      bio: `${personal.bio} New.`,
    });
    expect(await statusOf(seller.user.id)).toBe('in_review');
    const page = await new TestClient(server.url).get(`/api/public/voas/offers/${offer.body.data.uid}`);
    expect(page.status).toBe(404);
    const order = await buyer.post<Envelope<null>>('/api/user/vo_orders', {
      offer_uid: offer.body.data.uid,
      script,
    });
    expect(order.status).toBe(422);
    expect(order.body.errors?.offer_uid?.[0]).toMatch(/profile is not approved/);
    const reactivated = await seller.client.post(`/api/user/selling/voa/offers/${offer.body.data.uid}`, {
      ...offerBody,
      status: 'active',
    });
    expect(reactivated.status).toBe(409);

    // Vocal lists count as public too.
    await approveArtist(server.db, seller.user.id);
    const vocalSaved = await seller.client.post('/api/user/selling/voa/update_vocal_characteristics', {
      age_ids: [vocal.ages[0]],
      accent_ids: [vocal.accents[0]],
      language_ids: [vocal.languages[0]],
    });
    expect(vocalSaved.status).toBe(200);
    expect(await statusOf(seller.user.id)).toBe('in_review');
  });
});
