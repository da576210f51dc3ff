import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { runAdmin } from '../../cli/admin.ts';
import {
  auditOf,
  createOperator,
  operatorClient,
  paidOrder,
  readyDraft,
} from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import type { Envelope } from '../../../test/selling-support.ts';
import { Forbidden } from '../../domain/errors.ts';
import { webActor } from '../accounts/audit.ts';
import { saveReview } from '../reviews/reviews.ts';
import { applyAutoApprovals, AUTO_APPROVAL } from '../voiceover/voiceover-review.ts';
import { restoreUser } from './admin-accounts.ts';

/**
 * Issue 41, item 3: an operator decides nothing of their own (book, account, payout, profile, offer,
 * review, order), and the audit log names who decided, the command line's and the demo tools' included.
 */
describe('separation of duties', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let me: User;
  let mine: TestClient;
  let other: TestClient;
  const forbidden = { status: 403 };

  async function profileInReview(user: User) {
    await server.db
      .insertInto('voiceover_artists')
      .values({
        user_id: user.id,
        uid: `va-${user.username}`,
        status: 'in_review',
        display_name: `Voice of ${user.username}`,
        headline: 'Narration',
        submitted_at: new Date(),
      })
      .execute();
  }

  function cli(osUser = 'tester') {
    const out: string[] = [];
    const err: string[] = [];
    const run = (...argv: string[]) =>
      runAdmin(argv, {
        db: server.db,
        mailer: server.deps.mailer,
        clock: () => new Date(),
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        osUser,
      });
    return { out, err, run };
  }

  beforeAll(async () => {
    server = await startTestServer();
    catalogue = await seedCatalogue(server.db);
    const made = await operatorClient(server, { username: 'op_author', author: true, country: 'ng' });
    me = made.user;
    mine = made.client;
    other = (await operatorClient(server, { username: 'op_other' })).client;
  });
  afterAll(() => server.close());

  it('refuses an operator their own book (approve, reject, takedown); another operator decides it', async () => {
    const book = await readyDraft(server.db, me.id, catalogue.categories.fiction.id, 'My Own Book');
    await server.db
      .updateTable('books')
      .set({ status: 'in_review', review_kind: 'pre_publication', submitted_at: new Date() })
      .where('id', '=', book.id)
      .execute();
    const approve = await mine.post<Envelope<null>>(`/api/admin/reviews/books/${book.uid}/approve`, {});
    expect(approve).toMatchObject(forbidden);
    expect(approve.body.message).toMatch(/your own book: another operator has to/);
    expect(
      await mine.post(`/api/admin/reviews/books/${book.uid}/reject`, { reason: 'Rejecting it myself.' }),
    ).toMatchObject(forbidden);
    expect((await other.post(`/api/admin/reviews/books/${book.uid}/approve`, {})).status).toBe(200);
    expect(
      await mine.post(`/api/admin/books/${book.uid}/takedown`, { reason: 'Taking my own book down.' }),
    ).toMatchObject(forbidden);
    const audit = await auditOf(server.db, 'book', book.uid);
    expect(audit.map((r) => [r.action, r.source, r.operator_id])).toEqual([
      ['book.approve', 'web', expect.any(Number)],
    ]);
    expect(audit[0]?.operator_id).not.toBe(me.id);
  });

  it('refuses their own payout, order refund, review, offer, voiceover profile and account', async () => {
    const withdrawal = await server.db
      .insertInto('withdrawals')
      .values({
        uid: `wd-${me.username}`,
        user_id: me.id,
        amount: 900_000_00,
        currency_code: 'NGN',
        status: 'pending',
        reference: 'WD-OWN-PAYOUT',
        review_status: 'held',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await mine.post(`/api/admin/payouts/${withdrawal.id}/release`, {})).toMatchObject(forbidden);

    const book = catalogue.books.harmattan;
    if (!book) throw new Error('seeded book');
    const order = await paidOrder(server, me.id, [{ id: book.id, price: 150_000 }]);
    expect(
      await mine.post(`/api/admin/orders/${order.id}/refund`, { reason: 'Refunding my own order.' }),
    ).toMatchObject(forbidden);

    const review = await saveReview(server.deps, me.id, book.uid, { rating: 5, title: null, body: 'Mine.' });
    await server.db.updateTable('reviews').set({ status: 'held' }).where('id', '=', review.id).execute();
    expect(
      await mine.post(`/api/admin/reader_reviews/${review.uid}/keep`, { reason: 'Keeping my own.' }),
    ).toMatchObject(forbidden);
    expect((await other.post(`/api/admin/reader_reviews/${review.uid}/keep`, {})).status).toBe(200);

    await profileInReview(me);
    expect(await mine.post(`/api/admin/reviews/voiceover/${me.username}/approve`, {})).toMatchObject(
      forbidden,
    );
    const offer = await server.db
      .insertInto('voiceover_offers')
      .values({
        uid: `of-${me.username}`,
        voiceover_artist_id: me.id,
        title: 'My own narration offer',
        description: 'A full narration of your book, mastered for audiobook stores.',
        amount: 5_000_000,
        currency_code: 'NGN',
        currency_symbol: '₦',
        word_limit: 10_000,
        delivery_days: 7,
      })
      .returning('uid')
      .executeTakeFirstOrThrow();
    expect(
      await mine.post(`/api/admin/offers/${offer.uid}/hide`, { reason: 'Hiding my own offer now.' }),
    ).toMatchObject(forbidden);
    await expect(restoreUser(server.deps, webActor(me.id), me.id, 'Restoring myself.')).rejects.toThrow(
      Forbidden,
    );
  });

  it('names the signed-in user of the /dev review, with the source dev', async () => {
    const artist = await createUser(server.db, { voiceover: true, country: 'ng' });
    await profileInReview(artist);
    const anonymous = await new TestClient(server.url).post('/dev/voiceover/review', {
      username: artist.username,
      decision: 'approve',
    });
    expect(anonymous.status).toBe(401);
    const demoUser = await createUser(server.db, { username: 'demo_person' });
    const client = await signedIn(server, demoUser);
    const done = await client.post('/dev/voiceover/review', {
      username: artist.username,
      decision: 'approve',
    });
    expect(done.status).toBe(200);
    const [row] = await auditOf(server.db, 'voiceover_profile', artist.username);
    expect(row).toMatchObject({ source: 'dev', operator_id: demoUser.id, action: 'voiceover.approve' });
    const shown = await other.get<Envelope<{ items: { source: string; operator: { username: string } }[] }>>(
      `/api/admin/audit?target_id=${artist.username}`,
    );
    expect(shown.body.data.items.map((e) => [e.source, e.operator.username])).toEqual([
      ['dev', 'demo_person'],
    ]);
  });

  it('names the operator of --operator, else the OS account, on the command line; never their own', async () => {
    const artist = await createUser(server.db, { voiceover: true, country: 'ng' });
    await profileInReview(artist);
    const operator = await createOperator(server.db, { username: 'cli_operator' });
    const run = cli();
    expect(await run.run('voiceover:review', 'approve', me.username, '--operator', me.email)).toBe(1);
    expect(run.err.at(-1)).toMatch(/your own voiceover profile/);
    expect(await run.run('operator:revoke', operator.email, '--operator', operator.email)).toBe(1);
    expect(run.err.at(-1)).toMatch(/your own operator role/);
    const notOperator = await createUser(server.db);
    expect(
      await run.run('voiceover:review', 'approve', artist.username, '--operator', notOperator.email),
    ).toBe(1);
    expect(run.err.at(-1)).toMatch(/is not an operator/);
    expect(await run.run('voiceover:review', 'approve', artist.username, '--operator', operator.email)).toBe(
      0,
    );
    const target = await createUser(server.db);
    expect(await cli('ops-admin').run('operator:grant', target.email)).toBe(0);
    const [review] = await auditOf(server.db, 'voiceover_profile', artist.username);
    expect(review).toMatchObject({ source: 'cli', operator_id: operator.id, actor_name: null });
    const [grant] = await auditOf(server.db, 'user', target.username);
    expect(grant).toMatchObject({ source: 'cli', operator_id: null, actor_name: 'os:ops-admin' });
  });

  it("records the demo's auto-approval as a demo tool, and skips a suspended artist", async () => {
    const waiting = await createUser(server.db, { voiceover: true, country: 'ng' });
    const suspended = await createUser(server.db, { voiceover: true, country: 'ng' });
    await profileInReview(waiting);
    await profileInReview(suspended);
    await server.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspension_reason: 'Test.' })
      .where('id', '=', suspended.id)
      .execute();
    const deps = { ...server.deps, config: { ...server.deps.config, voiceoverAutoApproveSeconds: 0 } };
    await applyAutoApprovals(deps);
    const [row] = await auditOf(server.db, 'voiceover_profile', waiting.username);
    expect(row).toMatchObject({ source: 'dev', operator_id: null, actor_name: AUTO_APPROVAL });
    expect(await auditOf(server.db, 'voiceover_profile', suspended.username)).toEqual([]);
  });
});
