/** The pure presenters of the voiceover side: rows in, contract out. */
import { Job, VoiceoverOrder } from '@bookstore/api-client/contract';
import { describe, expect, it } from 'vitest';
import { presentJob, presentVoOrders } from './voiceover.presenter.ts';
import { at, naira, origin, paymentRow } from '../../../test/presenter-support.ts';

describe('voiceover presenters', () => {
  it('presents a job with the offer as it was when the offer is gone', () => {
    const job = Job.parse(
      presentJob(
        {
          id: 1,
          uid: 'job1',
          status: 'in_progress',
          due_at: null,
          delivery_file_path: null,
          created_at: at,
          voiceover_artist_id: 2,
          vo_order_id: 1,
          revisions_used: 0,
          revisions_allowed: 2,
          notes: null,
          title: 'Narration',
          script: 'Once upon a time',
          word_count: 4,
          amount: 5_000_00,
          ...naira,
          order_uid: 'VO-1',
          buyer_username: 'buyer',
          offer_uid: null,
          offer_title: null,
          offer_amount: null,
          offer_currency_code: null,
          offer_currency_symbol: null,
          delivery_days: null,
        },
        { deliveries: [], activities: [] },
        (path) => `signed:${path}`,
      ),
    );
    expect(job.offer).toEqual({
      uid: 'VO-1',
      title: 'Narration',
      price: { amount: 5000, ...naira },
      delivery_days: 1,
    });
    expect(job.deliverable_url).toBeNull();
  });

  it('presents voiceover orders with their payment and job, leaving out orders without an offer', () => {
    const offer = {
      id: 7,
      uid: 'off1',
      title: 'Audiobook narration',
      description: 'I narrate books in a warm voice.',
      price: { amount: 50, ...naira },
      word_limit: 1000,
      delivery_days: 3,
      revisions: 1,
      status: 'active' as const,
      artist: {
        uid: 'a1',
        username: 'voice',
        display_name: 'Voice',
        first_name: 'V',
        last_name: 'O',
        avatar: null,
      },
      created_at: at.toISOString(),
    };
    const order = (id: number, offer_id: number | null) => ({
      id,
      uid: `VO-${id}`,
      buyer_id: 1,
      voiceover_artist_id: 2,
      offer_id,
      book_id: null,
      title: 'Narration',
      script: 'Once upon a time',
      word_count: 4,
      notes: null,
      amount: 5_000,
      ...naira,
      status: 'in_progress' as const,
      paid_at: at,
      revisions_allowed: 1,
      created_at: at,
      updated_at: at,
    });
    const bundle = {
      orders: [order(1, 7), order(2, null)],
      payments: [paymentRow({ order_id: null, vo_order_id: 1, status: 'successful', paid_at: at })],
      jobs: [
        {
          id: 3,
          vo_order_id: 1,
          uid: 'job1',
          status: 'in_progress' as const,
          due_at: at,
          delivery_file_path: 'd.mp3',
          revisions_used: 1,
        },
      ],
      deliveries: [
        {
          id: 9,
          voiceover_job_id: 3,
          file_path: 'deliveries/d.mp3',
          file_name: 'take-2.mp3',
          size_bytes: 1234,
          duration_seconds: 61,
          note: 'Second take',
          created_at: at,
        },
      ],
      activities: [
        {
          id: 1,
          vo_order_id: 1,
          kind: 'ordered' as const,
          actor: 'buyer' as const,
          note: null,
          created_at: at,
        },
        {
          id: 2,
          vo_order_id: 2,
          kind: 'ordered' as const,
          actor: 'buyer' as const,
          note: null,
          created_at: at,
        },
      ],
    };
    const presented = presentVoOrders(bundle, new Map([[7, offer]]), [2, 1], origin, (p) => `signed:${p}`);
    expect(presented).toHaveLength(1);
    const parsed = VoiceoverOrder.parse(presented[0]);
    expect(parsed).toMatchObject({
      uid: 'VO-1',
      payment: { vo_order_uid: 'VO-1', checkout_url: null },
      job: {
        uid: 'job1',
        deliverable_url: 'signed:deliveries/d.mp3',
        revisions_allowed: 1,
        revisions_used: 1,
        deliveries: [{ id: 9, file_name: 'take-2.mp3', url: 'signed:deliveries/d.mp3', note: 'Second take' }],
      },
      activities: [{ id: 1, kind: 'ordered', actor: 'buyer' }],
    });
    expect(parsed.activities).toHaveLength(1);
  });
});
