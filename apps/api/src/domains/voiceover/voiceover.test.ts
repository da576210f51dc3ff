import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import {
  newApprovedArtist,
  newArtist,
  offerBody as oneRevisionOffer,
  personalDetails,
} from '../../../test/voiceover-support.ts';
import {
  mp3Bytes,
  pngBytes,
  seedVocalOptions,
  settleTestPayment,
  upload,
  wavBytes,
  type Envelope,
  type Money,
} from '../../../test/selling-support.ts';

let server: TestServer;
let vocal: { ages: number[]; accents: number[]; languages: number[] };

interface ProfileBody {
  uid: string;
  status: string;
  display_name: string;
  personal: { bio: string; phone: string | null } | null;
  studio: { delivery_formats: string[] } | null;
  vocal: { ages: { id: number }[]; accents: { id: number }[]; languages: { id: number }[] };
  demos: { id: number; title: string; url: string; duration_seconds: number }[];
  steps: Record<string, boolean>;
  submitted_at: string | null;
}
interface OfferBody {
  id: number;
  uid: string;
  title: string;
  price: Money;
  status: string;
  word_limit: number;
}
interface VoOrderBody {
  uid: string;
  status: string;
  offer: { uid: string };
  amount: Money;
  payment: {
    status: string;
    checkout_url: string | null;
    vo_order_uid?: string;
    order_id: number | null;
  } | null;
  job: { uid: string; status: string; due_at: string | null } | null;
}
interface JobBody {
  uid: string;
  status: string;
  buyer_username: string;
  word_count: number;
  offer: { uid: string };
  due_at: string | null;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  vocal = await seedVocalOptions(server.db);
});
afterAll(() => server.close());

const artist = () => newArtist(server);
const approvedArtist = () => newApprovedArtist(server);

const personal = personalDetails;
const studio = {
  microphone: 'Neumann TLM 103',
  audio_interface: 'Focusrite Scarlett 2i2',
  software: 'Reaper',
  has_treated_booth: true,
  delivery_formats: ['mp3', 'wav'],
  turnaround_days: 5,
};
const offerBody = { ...oneRevisionOffer, revisions: 2 };
const script = 'The river rose slowly that morning and the ferry keepers watched the water climb the steps.';

describe('the voiceover profile', () => {
  it('goes through the onboarding steps and is submitted for review once complete', async () => {
    const { client } = await artist();
    const empty = await client.get<Envelope<ProfileBody>>('/api/user/selling/voa');
    expect(empty.status).toBe(200);
    expect(empty.body.data.status).toBe('incomplete');

    const incomplete = await client.post<Envelope<null>>('/api/user/selling/voa/submit_for_review');
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors ?? {})).toEqual(['personal', 'studio', 'vocal', 'demo']);

    const p = await client.post<Envelope<ProfileBody>>('/api/user/selling/voa/update_personal', personal);
    expect(p.status).toBe(200);
    expect(p.body.data.personal).toMatchObject({ bio: personal.bio, phone: '+2348031234567' });
    expect(p.body.data.display_name).toBe('Amaka Reads');
    const s = await client.post<Envelope<ProfileBody>>('/api/user/selling/voa/update_studio', studio);
    expect(s.body.data.studio?.delivery_formats).toEqual(['mp3', 'wav']);
    const v = await client.post<Envelope<ProfileBody>>('/api/user/selling/voa/update_vocal_characteristics', {
      age_ids: [vocal.ages[0]],
      accent_ids: vocal.accents,
      language_ids: [vocal.languages[1]],
    });
    expect(v.body.data.vocal.accents.map((a) => a.id)).toEqual(vocal.accents);
    expect(v.body.data.steps).toEqual({ personal: true, studio: true, vocal: true, demo: false });
    // A second save replaces the choices.
    const v2 = await client.post<Envelope<ProfileBody>>(
      '/api/user/selling/voa/update_vocal_characteristics',
      {
        age_ids: [vocal.ages[1]],
        accent_ids: [vocal.accents[0]],
        language_ids: [vocal.languages[0]],
      },
    );
    expect(v2.body.data.vocal.ages.map((a) => a.id)).toEqual([vocal.ages[1]]);

    const demo = await client.request<Envelope<ProfileBody>>('POST', '/api/user/selling/voa/add_demo', {
      form: upload('demo', wavBytes(2), 'audio/wav', 'demo.wav', { title: 'Memoir excerpt' }),
    });
    expect(demo.body.errors).toBeUndefined();
    expect(demo.status).toBe(201);
    expect(demo.body.data.demos).toEqual([
      expect.objectContaining({
        title: 'Memoir excerpt',
        duration_seconds: 2,
        url: expect.stringMatching(/\/demos\/[0-9a-f]+\.wav$/),
      }),
    ]);
    // The demo is served as WAV audio, so a browser's player streams it.
    const demoUrl = new URL(demo.body.data.demos[0]?.url ?? '', server.url);
    const served = await fetch(demoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await served.arrayBuffer()).subarray(8, 12)).toEqual(
      new TextEncoder().encode('WAVE'),
    );
    const submitted = await client.post<Envelope<ProfileBody>>('/api/user/selling/voa/submit_for_review');
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('in_review');
    expect(submitted.body.data.submitted_at).not.toBeNull();
    expect((await client.post('/api/user/selling/voa/submit_for_review')).status).toBe(422);
    const check = await client.get<Envelope<{ voiceover_status: string }>>(
      '/api/user/selling/voa/check_account',
    );
    expect(check.body.data.voiceover_status).toBe('in_review');
  });

  it('checks every step for bad input (422)', async () => {
    const { client } = await artist();
    const p = await client.post<Envelope<null>>('/api/user/selling/voa/update_personal', {
      ...personal,
      bio: 'Short.',
      gender: 'robot',
    });
    expect(p.status).toBe(422);
    expect(Object.keys(p.body.errors ?? {})).toEqual(expect.arrayContaining(['bio', 'gender']));
    const country = await client.post<Envelope<null>>('/api/user/selling/voa/update_personal', {
      ...personal,
      country_code: 'zz',
    });
    expect(country.body.errors?.country_code).toBeDefined();
    const s = await client.post<Envelope<null>>('/api/user/selling/voa/update_studio', {
      ...studio,
      delivery_formats: [],
    });
    expect(s.status).toBe(422);
    expect(s.body.errors?.delivery_formats?.[0]).toMatch(/at least one/);
    const v = await client.post<Envelope<null>>('/api/user/selling/voa/update_vocal_characteristics', {
      age_ids: [999_999],
      accent_ids: vocal.accents,
      language_ids: [],
    });
    expect(v.status).toBe(422);
    expect(Object.keys(v.body.errors ?? {})).toContain('language_ids');
    const unknown = await client.post<Envelope<null>>('/api/user/selling/voa/update_vocal_characteristics', {
      age_ids: [999_999],
      accent_ids: vocal.accents,
      language_ids: vocal.languages,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.age_ids).toBeDefined();
    const image = await client.request<Envelope<null>>('POST', '/api/user/selling/voa/add_demo', {
      form: upload('demo', pngBytes(), 'audio/mpeg', 'demo.mp3', { title: 'Not audio' }),
    });
    expect(image.status).toBe(422);
    expect(image.body.errors?.demo).toBeDefined();
    const profile = await client.get<Envelope<ProfileBody>>('/api/user/selling/voa');
    expect(profile.body.data.demos).toEqual([]);
  });

  it('removes own demos only', async () => {
    const { client } = await artist();
    const added = await client.request<Envelope<ProfileBody>>('POST', '/api/user/selling/voa/add_demo', {
      form: upload('demo', mp3Bytes(1), 'audio/mpeg', 'demo.mp3', { title: 'Advert read' }),
    });
    const demo = added.body.data.demos[0];
    const file = await server.db
      .selectFrom('voiceover_demos')
      .select('file_path')
      .where('id', '=', demo?.id ?? 0)
      .executeTakeFirstOrThrow();
    const other = await artist();
    expect((await other.client.delete(`/api/user/selling/voa/delete_demo/${demo?.id}`)).status).toBe(404);
    expect(
      (await client.delete(`/api/user/selling/voa/delete_demo/${demo?.id}`, { csrf: false })).status,
    ).toBe(419);
    const removed = await client.delete<Envelope<ProfileBody>>(
      `/api/user/selling/voa/delete_demo/${demo?.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.demos).toEqual([]);
    expect(existsSync(server.deps.media.resolve(file.file_path))).toBe(false);
  });

  it('needs a session (401), a CSRF token (419) and a voiceover account (403)', async () => {
    expect((await new TestClient(server.url).get('/api/user/selling/voa')).status).toBe(401);
    const reader = await signedIn(server, await createUser(server.db, { author: true }));
    expect((await reader.get('/api/user/selling/voa')).status).toBe(403);
    expect((await reader.post('/api/user/selling/voa/update_personal', personal)).status).toBe(403);
    const { client } = await artist();
    expect(
      (await client.post('/api/user/selling/voa/update_personal', personal, { csrf: false })).status,
    ).toBe(419);
  });
});

describe('voiceover orders and jobs', () => {
  it('takes an order through payment to a started job, seen by buyer and artist only', async () => {
    const seller = await approvedArtist();
    const offer = (await seller.client.post<Envelope<OfferBody>>('/api/user/selling/voa/offers', offerBody))
      .body.data;
    const buyer = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, buyer);

    const tooLong = await client.post<Envelope<null>>('/api/user/vo_orders', {
      offer_uid: offer.uid,
      script: `${script} `.repeat(4),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.script?.[0]).toMatch(/covers up to 50/);
    expect((await client.post('/api/user/vo_orders', { offer_uid: 'nope', script })).status).toBe(422);
    expect((await client.post('/api/user/vo_orders', { offer_uid: offer.uid, script: 'short' })).status).toBe(
      422,
    );
    expect((await seller.client.post('/api/user/vo_orders', { offer_uid: offer.uid, script })).status).toBe(
      422,
    );
    expect(
      (await new TestClient(server.url).post('/api/user/vo_orders', { offer_uid: offer.uid, script })).status,
    ).toBe(401);
    expect(
      (await client.post('/api/user/vo_orders', { offer_uid: offer.uid, script }, { csrf: false })).status,
    ).toBe(419);

    const created = await client.post<Envelope<VoOrderBody>>('/api/user/vo_orders', {
      offer_uid: offer.uid,
      script,
      notes: 'Calm pace, please.',
    });
    expect(created.status).toBe(201);
    const order = created.body.data;
    expect(order).toMatchObject({
      status: 'pending_payment',
      offer: { uid: offer.uid },
      amount: { amount: 25000, currency_code: 'NGN' },
      payment: { status: 'pending', order_id: null, vo_order_uid: order.uid },
      job: null,
    });
    const early = await client.post<Envelope<null>>('/api/user/vo_orders/start_job', {
      vo_order_uid: order.uid,
    });
    expect(early.status).toBe(422);
    expect(early.body.errors?.vo_order_uid?.[0]).toMatch(/paid/);

    const paid = await settleTestPayment(client, order.payment?.checkout_url ?? '', 'pay');
    expect(paid.status).toBe(303);
    const afterPay = await client.get<Envelope<VoOrderBody>>(`/api/user/vo_orders/${order.uid}`);
    expect(afterPay.body.data).toMatchObject({
      status: 'paid',
      payment: { status: 'successful', checkout_url: null },
    });
    expect(afterPay.body.data.job?.status).toBe('pending');

    // The artist sees the order and its job; a stranger sees neither.
    expect((await seller.client.get(`/api/user/vo_orders/${order.uid}`)).status).toBe(200);
    const stranger = await signedIn(server, await createUser(server.db));
    expect((await stranger.get(`/api/user/vo_orders/${order.uid}`)).status).toBe(404);
    expect((await stranger.post('/api/user/vo_orders/start_job', { vo_order_uid: order.uid })).status).toBe(
      404,
    );
    const jobs = await seller.client.get<Envelope<{ items: JobBody[]; total: number }>>(
      '/api/user/selling/voa/jobs',
    );
    expect(jobs.body.data.total).toBe(1);
    expect(jobs.body.data.items[0]).toMatchObject({
      status: 'pending',
      buyer_username: buyer.username,
      word_count: 16,
      offer: { uid: offer.uid },
    });

    const started = await seller.client.post<Envelope<VoOrderBody>>('/api/user/vo_orders/start_job', {
      vo_order_uid: order.uid,
    });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('in_progress');
    expect(started.body.data.job?.status).toBe('in_progress');
    const due = new Date(started.body.data.job?.due_at ?? 0).getTime() - Date.now();
    expect(due).toBeGreaterThan(2.9 * 86_400_000);
    expect(due).toBeLessThan(3.1 * 86_400_000);
    expect((await client.post('/api/user/vo_orders/start_job', { vo_order_uid: order.uid })).status).toBe(
      422,
    );

    const jobUid = jobs.body.data.items[0]?.uid ?? '';
    const job = await seller.client.get<Envelope<JobBody>>(`/api/user/selling/voa/jobs/${jobUid}`);
    expect(job.body.data.status).toBe('in_progress');
    const inProgress = await seller.client.get<Envelope<{ total: number }>>(
      '/api/user/selling/voa/jobs?status=in_progress',
    );
    expect(inProgress.body.data.total).toBe(1);
    const other = await approvedArtist();
    expect((await other.client.get(`/api/user/selling/voa/jobs/${jobUid}`)).status).toBe(404);
    expect((await other.client.get('/api/user/selling/voa/jobs?status=lost')).status).toBe(422);
    expect((await client.get('/api/user/selling/voa/jobs')).status).toBe(403);

    const mine = await client.get<Envelope<{ items: VoOrderBody[]; total: number }>>('/api/user/vo_orders');
    expect(mine.body.data.items.map((o) => o.uid)).toEqual([order.uid]);
    const filtered = await client.get<Envelope<{ total: number }>>(
      '/api/user/vo_orders?status=pending_payment',
    );
    expect(filtered.body.data.total).toBe(0);
    expect((await new TestClient(server.url).get('/api/user/vo_orders')).status).toBe(401);
  });

  it('lets the buyer start a paid job too, once under concurrent starts, and refuses paused offers', async () => {
    const seller = await approvedArtist();
    const offer = (await seller.client.post<Envelope<OfferBody>>('/api/user/selling/voa/offers', offerBody))
      .body.data;
    const client = await signedIn(server, await createUser(server.db));
    const order = (
      await client.post<Envelope<VoOrderBody>>('/api/user/vo_orders', { offer_uid: offer.uid, script })
    ).body.data;
    await settleTestPayment(client, order.payment?.checkout_url ?? '', 'pay');
    // Buyer and artist pressing start at once: the order row is locked, so one start wins.
    const starts = await Promise.all(
      [client, seller.client, client].map((c) =>
        c.post<Envelope<VoOrderBody>>('/api/user/vo_orders/start_job', { vo_order_uid: order.uid }),
      ),
    );
    expect(starts.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(starts.find((r) => r.status === 200)?.body.data.job?.status).toBe('in_progress');

    await seller.client.post(`/api/user/selling/voa/offers/${offer.uid}`, { ...offerBody, status: 'paused' });
    const paused = await client.post<Envelope<null>>('/api/user/vo_orders', { offer_uid: offer.uid, script });
    expect(paused.status).toBe(422);
    expect(paused.body.errors?.offer_uid).toBeDefined();
  });
});
