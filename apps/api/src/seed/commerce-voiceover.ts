import type { Insertable } from 'kysely';
import type { PaymentStatus, PaymentsTable, VoOrderStatus, VoiceoverJobStatus } from '../db/schema.ts';
import { recordVoiceoverHistory } from '../domains/payments/voiceover-orders.queries.ts';
import type { RevenueRow, VoOrderPlan } from './commerce-plans.ts';
import { PLATFORM_FEE_RATE, REVENUE_HOLD_DAYS } from './commerce-plans.ts';
import { chapters } from './content/prose.ts';
import type { BookPlan, PersonPlan, SeedContext } from './context.ts';
import { DAY_MS, uid } from './context.ts';
import { idOf, insertReturningIds, insertRows } from './insert.ts';
import type { AudioPool } from './media/audio-pool.ts';
import type { Prng } from './prng.ts';

/** Writes the voiceover orders, their jobs and history; answers their payments and the artists' earnings. */
export async function insertVoiceoverOrders(
  ctx: SeedContext,
  rng: Prng,
  voOrders: readonly VoOrderPlan[],
  bookIds: ReadonlyMap<string, number>,
  offerIds: ReadonlyMap<string, number>,
  demoPool: AudioPool,
): Promise<{ payments: Insertable<PaymentsTable>[]; revenues: RevenueRow[] }> {
  const userId = (p: PersonPlan) => idOf(ctx.userIds, p.uid);
  const bookId = (b: BookPlan) => idOf(bookIds, b.uid);
  const hour = 3_600_000;
  const payments: Insertable<PaymentsTable>[] = [];
  const revenues: RevenueRow[] = [];
  const voIds = await insertReturningIds(
    ctx.db,
    'vo_orders',
    voOrders.map((v) => {
      const script =
        chapters(rng.fork(v.uid), v.book?.category.seed.family ?? 'literary', 1)[0]
          ?.paragraphs.slice(0, 2)
          .join('\n\n') ?? '';
      return {
        uid: v.uid,
        buyer_id: userId(v.buyer),
        voiceover_artist_id: userId(v.artist.person),
        offer_id: idOf(offerIds, v.offer.uid),
        book_id: v.book ? bookId(v.book) : null,
        title: v.book ? `Narration: ${v.book.title}` : v.offer.title,
        script,
        word_count: script.split(/\s+/).filter(Boolean).length,
        notes: v.notes,
        amount: v.offer.amount,
        currency_code: v.offer.currencyCode,
        currency_symbol: v.offer.currencySymbol,
        status: v.status,
        paid_at:
          v.status === 'pending_payment' || v.status === 'cancelled'
            ? null
            : new Date(v.createdAt.getTime() + 0.1 * hour),
        created_at: v.createdAt,
        updated_at: v.createdAt,
      };
    }),
    'uid',
  );
  const jobStatus: Partial<Record<VoOrderStatus, VoiceoverJobStatus>> = {
    paid: 'pending',
    in_progress: 'in_progress',
    delivered: 'delivered',
    completed: 'completed',
  };
  await insertRows(
    ctx.db,
    'voiceover_jobs',
    voOrders.flatMap((v, i) => {
      const status = jobStatus[v.status];
      if (!status) return [];
      const started = status === 'pending' ? null : new Date(v.createdAt.getTime() + 6 * hour);
      const delivered =
        status === 'delivered' || status === 'completed'
          ? new Date(v.createdAt.getTime() + v.offer.deliveryDays * 0.8 * DAY_MS)
          : null;
      return [
        {
          uid: uid(rng),
          vo_order_id: idOf(voIds, v.uid),
          voiceover_artist_id: userId(v.artist.person),
          status,
          started_at: started,
          due_at: new Date(v.createdAt.getTime() + v.offer.deliveryDays * DAY_MS),
          delivered_at: delivered,
          delivery_file_path: delivered ? demoPool.at(i).path : null,
          notes: delivered ? 'Final mastered audio attached. Thank you for the lovely script!' : null,
          created_at: v.createdAt,
          updated_at: delivered ?? started ?? v.createdAt,
        },
      ];
    }),
  );
  // Their activities and deliveries, as the API records them (migration 008).
  await recordVoiceoverHistory(ctx.db);
  for (const v of voOrders) {
    if (v.status === 'pending_payment' || v.status === 'cancelled') {
      if (v.status === 'pending_payment')
        payments.push(voPayment(v, idOf(voIds, v.uid), userId(v.buyer), 'pending', null, rng));
      continue;
    }
    const paidAt = new Date(v.createdAt.getTime() + 0.1 * hour);
    payments.push(voPayment(v, idOf(voIds, v.uid), userId(v.buyer), 'successful', paidAt, rng));
    if (v.status === 'completed') {
      const fee = Math.round(v.offer.amount * PLATFORM_FEE_RATE);
      const done = new Date(v.createdAt.getTime() + v.offer.deliveryDays * DAY_MS);
      revenues.push({
        user_id: userId(v.artist.person),
        kind: 'voiceover_job',
        amount: v.offer.amount - fee,
        gross_amount: v.offer.amount,
        fee_amount: fee,
        currency_code: v.offer.currencyCode,
        description: `Voiceover job "${v.offer.title}" completed`,
        available_at: new Date(done.getTime() + REVENUE_HOLD_DAYS * DAY_MS),
        order_item_id: null,
        withdrawal_id: null,
        vo_order_id: idOf(voIds, v.uid),
        created_at: done,
      });
    }
  }
  return { payments, revenues };
}

function voPayment(
  v: VoOrderPlan,
  voOrderId: number,
  buyerId: number,
  status: PaymentStatus,
  paidAt: Date | null,
  rng: Prng,
) {
  const paymentUid = uid(rng);
  return {
    uid: paymentUid,
    user_id: buyerId,
    order_id: null,
    vo_order_id: voOrderId,
    reference: `PAY-${paymentUid}`,
    provider: 'card' as const,
    amount: v.offer.amount,
    currency_code: v.offer.currencyCode,
    currency_symbol: v.offer.currencySymbol,
    status,
    paid_at: paidAt,
    created_at: v.createdAt,
    updated_at: paidAt ?? v.createdAt,
  };
}
