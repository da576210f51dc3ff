import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { auditOf, operatorClient, paidOrder, readyDraft } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import {
  createUser,
  sentMail,
  signedIn,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../test/helpers.ts';
import type { Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 28, parts 3, 4 and 7: suspensions (sessions end, sign-in refused, books and offers hidden,
 * buyers keep their purchases), hiding a voiceover offer, and the voiceover profile review in the web.
 */
interface AdminUser {
  id: number;
  username: string;
  suspended_at: string | null;
  suspension_reason: string | null;
  books_count: number;
}

describe('suspensions, offer takedowns and the voiceover review', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let operator: TestClient;
  let operatorUser: User;
  let second: TestClient;
  const visitor = () => new TestClient(server.url);

  /** An approved voiceover artist with one active offer. */
  async function artistWithOffer(username: string, status: 'approved' | 'in_review' = 'approved') {
    const user = await createUser(server.db, { username, voiceover: true, country: 'ng' });
    await server.db
      .insertInto('voiceover_artists')
      .values({
        user_id: user.id,
        uid: `va-${username}`,
        status,
        display_name: `Voice of ${username}`,
        headline: 'Warm, clear narration',
        submitted_at: new Date(),
      })
      .execute();
    const offer = await server.db
      .insertInto('voiceover_offers')
      .values({
        uid: `of-${username}`,
        voiceover_artist_id: user.id,
        title: `Narration by ${username}`,
        description: 'A full narration of your book, mastered for audiobook stores.',
        amount: 5_000_000,
        currency_code: 'NGN',
        currency_symbol: '₦',
        word_limit: 10_000,
        delivery_days: 7,
      })
      .returning('uid')
      .executeTakeFirstOrThrow();
    return { user, offerUid: offer.uid };
  }

  beforeAll(async () => {
    server = await startTestServer();
    catalogue = await seedCatalogue(server.db);
    const made = await operatorClient(server, { username: 'op_accounts' });
    operator = made.client;
    operatorUser = made.user;
    second = (await operatorClient(server, { username: 'op_accounts_two' })).client;
  });
  afterAll(() => server.close());

  it('suspends an account: signed out, sign-in refused, books hidden, buyers keep them; restores it', async () => {
    const author = await createUser(server.db, { author: true, country: 'ng', username: 'to_suspend' });
    const book = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, 'Quiet Harbour');
    await server.db
      .updateTable('books')
      .set({ status: 'published', published_at: new Date() })
      .where('id', '=', book.id)
      .execute();
    const buyer = await createUser(server.db, { country: 'ng' });
    await paidOrder(server, buyer.id, [{ id: book.id, price: 150_000 }]);
    const session = await signedIn(server, author);
    expect(await (await visitor().get(`/api/public/books/${book.uid}?country=ng`)).status).toBe(200);

    const reason = 'Repeated copyright complaints on several titles.';
    const suspended = await operator.post<Envelope<AdminUser>>(`/api/admin/users/${author.id}/suspend`, {
      reason,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toMatchObject({ username: 'to_suspend', suspension_reason: reason });
    expect(suspended.body.data.suspended_at).not.toBeNull();
    expect((await session.get('/api/user/account')).status).toBe(401);
    const login = await visitor().post<Envelope<null>>('/user/auth/spa/login', {
      email: author.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/suspended/);
    expect((await visitor().get(`/api/public/books/${book.uid}?country=ng`)).status).toBe(404);
    expect((await (await signedIn(server, buyer)).get(`/api/user/library/books/${book.uid}`)).status).toBe(
      200,
    );

    const twice = await second.post<Envelope<null>>(`/api/admin/users/${author.id}/suspend`, { reason });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already suspended/);
    const self = await operator.post<Envelope<null>>(`/api/admin/users/${operatorUser.id}/suspend`, {
      reason,
    });
    expect(self.status).toBe(422);
    const listed = await operator.get<Envelope<{ items: AdminUser[] }>>(
      '/api/admin/users?status=suspended&q=to_susp',
    );
    expect(listed.body.data.items.map((u) => [u.username, u.books_count])).toEqual([['to_suspend', 1]]);

    const restored = await operator.post<Envelope<AdminUser>>(`/api/admin/users/${author.id}/restore`, {
      reason: 'The complaints were withdrawn.',
    });
    expect(restored.body.data.suspended_at).toBeNull();
    expect((await signedIn(server, author).then((c) => c.get('/api/user/account'))).status).toBe(200);
    expect((await visitor().get(`/api/public/books/${book.uid}?country=ng`)).status).toBe(200);
    const rows = await auditOf(server.db, 'user', 'to_suspend');
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['user.suspend', { suspended: true, books_hidden: 1 }],
      ['user.restore', { suspended: false, books_restored: 1 }],
    ]);
  });

  it('hides a voiceover offer with a reason: out of public reads, the artist mailed, once', async () => {
    const { user, offerUid } = await artistWithOffer('hide_my_offer');
    expect((await visitor().get(`/api/public/voas/offers/${offerUid}`)).status).toBe(200);
    const reason = 'The offer promises celebrity voices it cannot deliver.';
    const answers = await Promise.all(
      [operator, second].map((c) =>
        c.post<Envelope<{ hidden_reason: string }>>(`/api/admin/offers/${offerUid}/hide`, { reason }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)?.body.data.hidden_reason).toBe(reason);
    expect((await visitor().get(`/api/public/voas/offers/${offerUid}`)).status).toBe(404);
    const mail = await sentMail(server, { to: user.email });
    expect(mail.map((m) => m.purpose)).toEqual(['offer_hidden']);
    expect((await auditOf(server.db, 'offer', offerUid)).map((r) => r.action)).toEqual(['offer.hide']);
    const listed = await operator.get<Envelope<{ items: { uid: string; hidden_at: string | null }[] }>>(
      '/api/admin/offers?q=hide_my_offer',
    );
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ uid: offerUid, hidden_at: expect.any(String) }),
    ]);
  });

  it('reviews voiceover profiles in the web: the queue, a profile, approve and reject, audited', async () => {
    await artistWithOffer('web_approve', 'in_review');
    await artistWithOffer('web_reject', 'in_review');
    const queue = await operator.get<Envelope<{ username: string; offers: number }[]>>(
      '/api/admin/reviews/voiceover',
    );
    expect(queue.body.data.map((r) => [r.username, r.offers])).toEqual([
      ['web_approve', 1],
      ['web_reject', 1],
    ]);
    const profile = await operator.get<
      Envelope<{ artist: { status: string }; account: { username: string } }>
    >('/api/admin/reviews/voiceover/web_approve');
    expect(profile.body.data).toMatchObject({
      artist: { status: 'in_review' },
      account: { username: 'web_approve' },
    });

    const answers = await Promise.all(
      [operator, second].map((c) =>
        c.post<Envelope<null>>('/api/admin/reviews/voiceover/web_approve/approve'),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await visitor().get('/api/public/voas/va-web_approve')).status).toBe(200);
    const reason = 'The demo has background music; send a dry read.';
    const rejected = await operator.post<Envelope<{ username: string }>>(
      '/api/admin/reviews/voiceover/web_reject/reject',
      { reason },
    );
    expect(rejected.status).toBe(200);
    expect((await operator.get<Envelope<unknown[]>>('/api/admin/reviews/voiceover')).body.data).toEqual([]);
    const audit = [
      ...(await auditOf(server.db, 'voiceover_profile', 'web_approve')),
      ...(await auditOf(server.db, 'voiceover_profile', 'web_reject')),
    ];
    expect(audit.map((r) => [r.action, r.source, r.operator_id !== null, r.reason])).toEqual([
      ['voiceover.approve', 'web', true, null],
      ['voiceover.reject', 'web', true, reason],
    ]);
  });
});
