/** Issue 14: the voiceover marketplace both ways: review, delivery, revisions, acceptance, activities. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/fixtures.ts';
import type { TestClient } from '../../../test/helpers.ts';
import { createUser, sentMail, signedIn, startTestServer, type TestServer } from '../../../test/helpers.ts';
import {
  mp3Bytes,
  pngBytes,
  seedVocalOptions,
  settleTestPayment,
  upload,
  type Envelope,
} from '../../../test/selling-support.ts';
import {
  newApprovedArtist,
  newArtist,
  offerBody,
  script,
  type JobBody,
  type OrderBody,
} from '../../../test/voiceover-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedVocalOptions(server.db);
});
afterAll(() => server.close());

const artist = () => newArtist(server);
const approvedArtist = () => newApprovedArtist(server);

function mails(to: string) {
  return sentMail(server, { to });
}

/** A paid, started order: the artist, the buyer, the order and job uids. */
async function startedOrder(revisions = 1) {
  const seller = await approvedArtist();
  const offer = (
    await seller.client.post<Envelope<{ uid: string }>>('/api/user/selling/voa/offers', {
      ...offerBody,
      revisions,
    })
  ).body.data;
  const buyerUser = await createUser(server.db, { country: 'ng' });
  const buyer = await signedIn(server, buyerUser);
  const order = (
    await buyer.post<Envelope<OrderBody>>('/api/user/vo_orders', {
      offer_uid: offer.uid,
      script,
      notes: 'Calm pace, please.',
    })
  ).body.data;
  const paid = await settleTestPayment(buyer, order.payment?.checkout_url ?? '', 'pay');
  expect(paid.status).toBe(303);
  // The buyer comes back to the order's own page, where the job is started.
  expect(new URL(paid.headers.get('location') ?? '', 'http://x').pathname).toBe(
    `/myaccount/orders/voiceovers/${order.uid}`,
  );
  const started = await buyer.post<Envelope<OrderBody>>('/api/user/vo_orders/start_job', {
    vo_order_uid: order.uid,
  });
  expect(started.status).toBe(200);
  return { seller, buyer, buyerUser, orderUid: order.uid, jobUid: started.body.data.job?.uid ?? '' };
}

const deliver = (client: TestClient, jobUid: string, note?: string, bytes = mp3Bytes(3)) =>
  client.request<Envelope<JobBody>>('POST', `/api/user/selling/voa/jobs/${jobUid}/deliver`, {
    form: upload('file', bytes, 'audio/mpeg', 'take one.mp3', note ? { note } : {}),
  });

describe('delivery, revision and acceptance', () => {
  it('runs an order from delivery through a revision to acceptance, crediting the artist once', async () => {
    const { seller, buyer, buyerUser, orderUid, jobUid } = await startedOrder(1);

    // Another artist cannot deliver this job; a file that is not audio is refused.
    const other = await artist();
    expect((await deliver(other.client, jobUid)).status).toBe(404);
    const notAudio = await seller.client.request<Envelope<null>>(
      'POST',
      `/api/user/selling/voa/jobs/${jobUid}/deliver`,
      { form: upload('file', pngBytes(), 'audio/mpeg', 'x.mp3') },
    );
    expect(notAudio.status).toBe(422);
    expect(notAudio.body.errors?.file).toBeDefined();

    const first = await deliver(seller.client, jobUid, 'First take, mastered.');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'delivered',
      notes: 'Calm pace, please.',
      revisions_allowed: 1,
      revisions_used: 0,
    });
    expect(first.body.data.deliveries).toHaveLength(1);
    const delivery = first.body.data.deliveries[0];
    expect(delivery).toMatchObject({
      file_name: 'take one.mp3',
      duration_seconds: 3,
      note: 'First take, mastered.',
    });
    expect(delivery?.size_bytes).toBe(mp3Bytes(3).length);
    expect(first.body.data.deliverable_url).toBe(delivery?.url);
    // Delivering again before the buyer answers is refused.
    const twice = await deliver(seller.client, jobUid);
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.file?.[0]).toMatch(/Only a job in progress can be delivered/);

    // The buyer downloads it through the signed link; the public media path does not serve it.
    const download = await fetch(`${server.url}${delivery?.url ?? ''}`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(mp3Bytes(3).length);
    const stored = await server.db
      .selectFrom('voiceover_deliveries')
      .select('file_path')
      .executeTakeFirstOrThrow();
    expect(stored.file_path.startsWith('voiceover-deliveries/')).toBe(true);
    expect((await fetch(`${server.url}/media/${stored.file_path}`)).status).not.toBe(200);

    const seen = (await buyer.get<Envelope<OrderBody>>(`/api/user/vo_orders/${orderUid}`)).body.data;
    expect(seen.status).toBe('delivered');
    expect(seen.job).toMatchObject({ status: 'delivered', revisions_allowed: 1, revisions_used: 0 });
    expect(seen.job?.deliveries.map((d) => d.file_name)).toEqual(['take one.mp3']);

    // A revision needs a note; the artist cannot ask for one, nor can a stranger.
    const short = await buyer.post<Envelope<null>>(`/api/user/vo_orders/${orderUid}/request_revision`, {
      note: 'no',
    });
    expect(short.status).toBe(422);
    expect(
      (
        await seller.client.post(`/api/user/vo_orders/${orderUid}/request_revision`, {
          note: 'Slower please, more warmth.',
        })
      ).status,
    ).toBe(404);
    const stranger = await signedIn(server, await createUser(server.db));
    expect(
      (
        await stranger.post(`/api/user/vo_orders/${orderUid}/request_revision`, {
          note: 'Slower please, more warmth.',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.post(`/api/user/vo_orders/${orderUid}/accept`)).status).toBe(404);
    expect((await seller.client.post(`/api/user/vo_orders/${orderUid}/accept`)).status).toBe(404);

    const revision = await buyer.post<Envelope<OrderBody>>(
      `/api/user/vo_orders/${orderUid}/request_revision`,
      {
        note: 'Slower please, more warmth in the second line.',
      },
    );
    expect(revision.status).toBe(200);
    expect(revision.body.data.status).toBe('in_progress');
    expect(revision.body.data.job).toMatchObject({ status: 'in_progress', revisions_used: 1 });
    // Not delivered now: neither accept nor another revision.
    const early = await buyer.post<Envelope<null>>(`/api/user/vo_orders/${orderUid}/accept`);
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(/no delivery to accept/);

    const second = await deliver(seller.client, jobUid, 'Slower, warmer.', mp3Bytes(4));
    expect(second.status).toBe(200);
    expect(second.body.data.deliveries.map((d) => d.duration_seconds)).toEqual([4, 3]);
    // The offer includes one revision: a second one is refused with a message.
    const beyond = await buyer.post<Envelope<null>>(`/api/user/vo_orders/${orderUid}/request_revision`, {
      note: 'Once more, even slower please.',
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors?.note?.[0]).toMatch(/includes 1 revision, and you have used it/);

    // Two accepts at once: one wins, the revenue is credited once.
    const accepts = await Promise.all([
      buyer.post<Envelope<OrderBody>>(`/api/user/vo_orders/${orderUid}/accept`),
      buyer.post<Envelope<OrderBody>>(`/api/user/vo_orders/${orderUid}/accept`),
    ]);
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 422]);
    const accepted = accepts.find((r) => r.status === 200)?.body.data;
    expect(accepted?.status).toBe('completed');
    expect(accepted?.job?.status).toBe('completed');
    const revenue = await server.db
      .selectFrom('revenues')
      .selectAll()
      .where('user_id', '=', seller.user.id)
      .execute();
    expect(revenue).toHaveLength(1);
    expect(revenue[0]).toMatchObject({
      kind: 'voiceover_job',
      gross_amount: 2_500_000,
      fee_amount: 500_000,
      amount: 2_000_000,
      currency_code: 'NGN',
    });
    const held = (revenue[0]?.available_at.getTime() ?? 0) - Date.now();
    expect(held).toBeGreaterThan(6.9 * 86_400_000);
    const profile = await server.db
      .selectFrom('voiceover_artists')
      .select('jobs_completed')
      .where('user_id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    expect(profile.jobs_completed).toBe(1);
    expect((await buyer.post(`/api/user/vo_orders/${orderUid}/accept`)).status).toBe(422);
    expect((await deliver(seller.client, jobUid)).status).toBe(422);

    // The same history for both sides, oldest first.
    const kinds = ['ordered', 'paid', 'started', 'delivered', 'revision_requested', 'delivered', 'accepted'];
    const order = (await buyer.get<Envelope<OrderBody>>(`/api/user/vo_orders/${orderUid}`)).body.data;
    expect(order.activities.map((a) => a.kind)).toEqual(kinds);
    expect(order.activities.map((a) => a.actor)).toEqual([
      'buyer',
      'system',
      'buyer',
      'artist',
      'buyer',
      'artist',
      'buyer',
    ]);
    expect(order.activities[4]?.note).toBe('Slower please, more warmth in the second line.');
    const job = (await seller.client.get<Envelope<JobBody>>(`/api/user/selling/voa/jobs/${jobUid}`)).body
      .data;
    expect(job.activities.map((a) => a.kind)).toEqual(kinds);
    expect(job.status).toBe('completed');

    // Each step was mailed to the other side.
    expect((await mails(seller.user.email)).map((m) => m.purpose)).toEqual(
      expect.arrayContaining([
        'voiceover_paid',
        'voiceover_started',
        'voiceover_revision_requested',
        'voiceover_accepted',
      ]),
    );
    const toArtist = (await mails(seller.user.email)).filter((m) => m.purpose?.startsWith('voiceover_'));
    expect(toArtist.map((m) => m.purpose)).toEqual([
      'voiceover_paid',
      'voiceover_started',
      'voiceover_revision_requested',
      'voiceover_accepted',
    ]);
    expect(toArtist[2]?.text_body).toContain('Slower please, more warmth in the second line.');
    const toBuyer = (await mails(buyerUser.email)).filter((m) => m.purpose?.startsWith('voiceover_'));
    expect(toBuyer.map((m) => m.purpose)).toEqual(['voiceover_delivered', 'voiceover_delivered']);
    expect(toBuyer[0]?.text_body).toContain('First take, mastered.');
  });

  it('refuses steps out of order: deliver before the start, revision before a delivery, no revisions', async () => {
    const seller = await approvedArtist();
    const offer = (
      await seller.client.post<Envelope<{ uid: string }>>('/api/user/selling/voa/offers', {
        ...offerBody,
        revisions: 0,
      })
    ).body.data;
    const buyer = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    const order = (
      await buyer.post<Envelope<OrderBody>>('/api/user/vo_orders', { offer_uid: offer.uid, script })
    ).body.data;
    expect(order.activities.map((a) => a.kind)).toEqual(['ordered']);
    expect((await buyer.post(`/api/user/vo_orders/${order.uid}/accept`)).status).toBe(422);
    await settleTestPayment(buyer, order.payment?.checkout_url ?? '', 'pay');
    const paid = (await buyer.get<Envelope<OrderBody>>(`/api/user/vo_orders/${order.uid}`)).body.data;
    const jobUid = paid.job?.uid ?? '';
    const pending = await deliver(seller.client, jobUid);
    expect(pending.status).toBe(422);
    expect(pending.body.errors?.file?.[0]).toMatch(/has not started yet/);
    const revision = await buyer.post<Envelope<null>>(`/api/user/vo_orders/${order.uid}/request_revision`, {
      note: 'Please change the tone of it.',
    });
    expect(revision.status).toBe(422);
    expect(revision.body.errors?.note?.[0]).toMatch(/once the recording is delivered/);

    // Start twice: the second is refused.
    expect((await buyer.post('/api/user/vo_orders/start_job', { vo_order_uid: order.uid })).status).toBe(200);
    const again = await buyer.post<Envelope<null>>('/api/user/vo_orders/start_job', {
      vo_order_uid: order.uid,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.vo_order_uid?.[0]).toMatch(/already started/);

    // Two deliveries at once: one is stored.
    const both = await Promise.all([deliver(seller.client, jobUid), deliver(seller.client, jobUid)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const job = await server.db
      .selectFrom('voiceover_jobs')
      .select('id')
      .where('uid', '=', jobUid)
      .executeTakeFirstOrThrow();
    const rows = await server.db
      .selectFrom('voiceover_deliveries')
      .select('id')
      .where('voiceover_job_id', '=', job.id)
      .execute();
    expect(rows).toHaveLength(1);

    const none = await buyer.post<Envelope<null>>(`/api/user/vo_orders/${order.uid}/request_revision`, {
      note: 'Please change the tone of it.',
    });
    expect(none.status).toBe(422);
    expect(none.body.errors?.note?.[0]).toMatch(/includes no revisions/);
  });

  it('takes one of an accept and revision requests sent at once (issue 23: races on PostgreSQL)', async () => {
    const { seller, buyer, orderUid, jobUid } = await startedOrder(2);
    expect((await deliver(seller.client, jobUid, 'First take.')).status).toBe(200);
    const path = (step: string) => `/api/user/vo_orders/${orderUid}/${step}`;
    const answers = await Promise.all([
      buyer.post<Envelope<OrderBody>>(path('accept')),
      buyer.post<Envelope<OrderBody>>(path('request_revision'), { note: 'Slower, please.' }),
      buyer.post<Envelope<OrderBody>>(path('request_revision'), { note: 'Warmer, please.' }),
    ]);
    // The order was delivered once: exactly one step on it wins, the others are told why (422).
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const order = await server.db
      .selectFrom('vo_orders as o')
      .innerJoin('voiceover_jobs as j', 'j.vo_order_id', 'o.id')
      .select(['o.id', 'o.status', 'j.revisions_used'])
      .where('o.uid', '=', orderUid)
      .executeTakeFirstOrThrow();
    const credited = await server.db
      .selectFrom('revenues')
      .select('id')
      .where('vo_order_id', '=', order.id)
      .execute();
    if (answers[0]?.status === 200) {
      expect(order).toMatchObject({ status: 'completed', revisions_used: 0 });
      expect(credited).toHaveLength(1);
    } else {
      expect(order).toMatchObject({ status: 'in_progress', revisions_used: 1 });
      expect(credited).toHaveLength(0);
    }
  });

  it('records a cancelled payment on the order and mails the buyer', async () => {
    const seller = await approvedArtist();
    const offer = (
      await seller.client.post<Envelope<{ uid: string }>>('/api/user/selling/voa/offers', offerBody)
    ).body.data;
    const buyerUser = await createUser(server.db, { country: 'ng' });
    const buyer = await signedIn(server, buyerUser);
    const order = (
      await buyer.post<Envelope<OrderBody>>('/api/user/vo_orders', { offer_uid: offer.uid, script })
    ).body.data;
    await settleTestPayment(buyer, order.payment?.checkout_url ?? '', 'cancel');
    const after = (await buyer.get<Envelope<OrderBody>>(`/api/user/vo_orders/${order.uid}`)).body.data;
    expect(after.status).toBe('cancelled');
    expect(after.activities.map((a) => [a.kind, a.actor])).toEqual([
      ['ordered', 'buyer'],
      ['cancelled', 'system'],
    ]);
    expect((await mails(buyerUser.email)).map((m) => m.purpose)).toContain('voiceover_cancelled');
    // The payment opens from the payments list: no book order, a link to the voiceover order.
    const list =
      await buyer.get<Envelope<{ items: { id: number; vo_order_uid?: string }[] }>>('/api/user/payments');
    const payment = list.body.data.items.find((p) => p.vo_order_uid === order.uid);
    expect(payment).toBeDefined();
    const one = await buyer.get<Envelope<{ order: unknown; vo_order_uid?: string; status: string }>>(
      `/api/user/payments/${payment?.id}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ order: null, vo_order_uid: order.uid, status: 'failed' });
  });

  it('checks the script against the offer word limit, naming the limit and the count', async () => {
    const seller = await approvedArtist();
    const offer = (
      await seller.client.post<Envelope<{ uid: string }>>('/api/user/selling/voa/offers', offerBody)
    ).body.data;
    const buyer = await signedIn(server, await createUser(server.db));
    const words = Array.from({ length: 51 }, (_, i) => `word${i}`).join(' ');
    const res = await buyer.post<Envelope<null>>('/api/user/vo_orders', {
      offer_uid: offer.uid,
      script: words,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.script?.[0]).toBe('The script has 51 words; this offer covers up to 50.');
    const fits = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    expect((await buyer.post('/api/user/vo_orders', { offer_uid: offer.uid, script: fits })).status).toBe(
      201,
    );
  });
});
