import type { Job, Payment, VoiceoverOrder } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import type { Payment as PaymentRow } from '../db/schema.ts';
import { money } from '../money.ts';
import { checkoutUrl } from '../presenters/orders.ts';
import { offersByIds } from '../presenters/voiceover.ts';

function jobsQuery(deps: AppDeps) {
  return deps.db
    .selectFrom('voiceover_jobs as j')
    .innerJoin('vo_orders as o', 'o.id', 'j.vo_order_id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .leftJoin('voiceover_offers as off', 'off.id', 'o.offer_id')
    .select([
      'j.id',
      'j.uid',
      'j.status',
      'j.due_at',
      'j.delivery_file_path',
      'j.created_at',
      'j.voiceover_artist_id',
      'o.title',
      'o.script',
      'o.word_count',
      'o.amount',
      'o.currency_code',
      'o.currency_symbol',
      'o.uid as order_uid',
      'buyer.username as buyer_username',
      'off.uid as offer_uid',
      'off.title as offer_title',
      'off.amount as offer_amount',
      'off.currency_code as offer_currency_code',
      'off.currency_symbol as offer_currency_symbol',
      'off.delivery_days',
    ]);
}

/** An artist's jobs, newest first; callers add filters and paging. */
export function artistJobs(deps: AppDeps, artistId: number) {
  return jobsQuery(deps).where('j.voiceover_artist_id', '=', artistId);
}

type JobRow = Awaited<ReturnType<ReturnType<typeof jobsQuery>['execute']>>[number];

export function presentJob(deps: AppDeps, row: JobRow): Job {
  const price =
    row.offer_amount !== null && row.offer_currency_code && row.offer_currency_symbol
      ? money(row.offer_amount, {
          currency_code: row.offer_currency_code,
          currency_symbol: row.offer_currency_symbol,
        })
      : money(row.amount, row);
  return {
    id: row.id,
    uid: row.uid,
    title: row.title,
    script: row.script,
    word_count: row.word_count,
    status: row.status,
    // An offer removed since the order keeps showing what was bought.
    offer: {
      uid: row.offer_uid ?? row.order_uid,
      title: row.offer_title ?? row.title,
      price,
      delivery_days: row.delivery_days ?? 1,
    },
    buyer_username: row.buyer_username,
    amount: money(row.amount, row),
    due_at: row.due_at?.toISOString() ?? null,
    deliverable_url: deps.media.url(row.delivery_file_path),
    created_at: row.created_at.toISOString(),
  };
}

export function presentVoPayment(row: PaymentRow, voOrderUid: string, origin: string): Payment {
  return {
    id: row.id,
    reference: row.reference,
    order_id: null,
    order_reference: null,
    vo_order_uid: voOrderUid,
    amount: money(row.amount, row),
    status: row.status,
    provider: row.provider,
    checkout_url: row.status === 'pending' ? checkoutUrl(origin, row.uid) : null,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Whole voiceover orders (offer, latest payment, job), in the order of `ids`. */
export async function presentVoOrders(
  deps: AppDeps,
  ids: number[],
  origin: string,
): Promise<VoiceoverOrder[]> {
  if (ids.length === 0) return [];
  const { db } = deps;
  const [orders, payments, jobs] = await Promise.all([
    db.selectFrom('vo_orders').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('vo_order_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('voiceover_jobs')
      .select(['vo_order_id', 'uid', 'status', 'due_at', 'delivery_file_path'])
      .where('vo_order_id', 'in', ids)
      .execute(),
  ]);
  const offerIds = [...new Set(orders.flatMap((o) => (o.offer_id === null ? [] : [o.offer_id])))];
  const offers = new Map((await offersByIds(deps, offerIds)).map((o) => [o.id, o]));
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    const offer = order?.offer_id != null ? offers.get(order.offer_id) : undefined;
    if (!order || !offer) return [];
    const payment = payments.find((p) => p.vo_order_id === id);
    const job = jobs.find((j) => j.vo_order_id === id);
    return [
      {
        id: order.id,
        uid: order.uid,
        offer,
        status: order.status,
        script: order.script,
        notes: order.notes,
        amount: money(order.amount, order),
        payment: payment ? presentVoPayment(payment, order.uid, origin) : null,
        job: job
          ? {
              uid: job.uid,
              status: job.status,
              due_at: job.due_at?.toISOString() ?? null,
              deliverable_url: deps.media.url(job.delivery_file_path),
            }
          : null,
        created_at: order.created_at.toISOString(),
      },
    ];
  });
}
