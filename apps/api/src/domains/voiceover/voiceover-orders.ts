/** Voiceover orders as buyers place and see them, and the jobs artists start from them. */
import {
  claimIdempotencyKey,
  IdempotentReplay,
  recordIdempotentResource,
  type IdempotencyKey,
} from '../orders/idempotency.ts';
import type { CreateVoiceoverOrderBody, VoiceoverOrder } from '@bookstore/api-client/contract';
import type { z } from 'zod';
import { shortUid } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { VoiceoverJobStatus, VoOrderStatus } from '../../db/schema.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { presentVoOrders } from './voiceover.presenter.ts';
import { artistJob, artistJobPage, startVoJob } from './voiceover-jobs.queries.ts';
import { orderableOffer } from './voiceover-offers.queries.ts';
import {
  buyerVoOrderIds,
  insertVoOrder,
  lockVoOrder,
  setVoOrderStatus,
  visibleVoOrder,
  voOrdersWithJobs,
} from '../payments/voiceover-orders.queries.ts';
import { requireCountry } from '../catalogue/countries.ts';
import { openPayment, openProviderPayment } from '../checkout/checkout.ts';
import { paymentGateway } from '../payments/gateway.ts';
import { offersByIds } from './voiceover-artists.ts';
import { addVoActivity, mailVoStep } from '../payments/voiceover-activity.ts';
import { deliveryLink } from './voiceover-jobs.ts';
import { ARTIST_NOT_APPROVED } from './voiceover-gate.ts';
import { DAY_MS, type Page, windowOf, wordCount } from './voiceover.ts';

/** Whole voiceover orders in the order of `ids`, for presenting with the API's origin. */
export async function voOrders(deps: AppDeps, ids: number[], origin: string): Promise<VoiceoverOrder[]> {
  if (ids.length === 0) return [];
  const bundle = await voOrdersWithJobs(deps.db, ids);
  const offerIds = [...new Set(bundle.orders.flatMap((o) => (o.offer_id === null ? [] : [o.offer_id])))];
  const offers = new Map((await offersByIds(deps, offerIds)).map((o) => [o.id, o]));
  return presentVoOrders(bundle, offers, ids, origin, deliveryLink(deps, origin));
}

/** One voiceover order, or 404. */
export async function voOrder(deps: AppDeps, id: number, origin: string): Promise<VoiceoverOrder> {
  const [order] = await voOrders(deps, [id], origin);
  if (!order) throw notFound('The voiceover order was not found.');
  return order;
}

/** Places an order on an active offer with a pending payment (test page or provider); the order's id. */
export async function placeVoOrder(
  deps: AppDeps,
  buyerId: number,
  body: z.output<typeof CreateVoiceoverOrderBody>,
  idempotency: IdempotencyKey | null = null,
): Promise<number> {
  await requireCountry(deps.db, body.country);
  const offer = await orderableOffer(deps.db, body.offer_uid);
  if (!offer) throw invalid('offer_uid', 'The selected offer is not available.');
  if (offer.artist_status !== 'approved') throw invalid('offer_uid', ARTIST_NOT_APPROVED);
  if (offer.voiceover_artist_id === buyerId) throw invalid('offer_uid', 'You cannot order your own offer.');
  const words = wordCount(body.script);
  if (words > offer.word_limit) {
    throw invalid('script', `The script has ${words} words; this offer covers up to ${offer.word_limit}.`);
  }
  const now = deps.clock();
  const money = {
    amount: offer.amount,
    currency_code: offer.currency_code,
    currency_symbol: offer.currency_symbol,
  };
  const gateway = paymentGateway(deps);
  const uid = `VO-${shortUid(10)}`;
  let placed: { orderId: number; paymentId: number };
  try {
    placed = await deps.db.transaction().execute(async (trx) => {
      // An Idempotency-Key that already placed an order answers that order (domains/orders/idempotency.ts).
      await claimIdempotencyKey(trx, idempotency, now);
      const orderId = await insertVoOrder(trx, {
        uid,
        buyer_id: buyerId,
        voiceover_artist_id: offer.voiceover_artist_id,
        offer_id: offer.id,
        title: offer.title,
        script: body.script,
        word_count: words,
        notes: body.notes || null,
        ...money,
        status: 'pending_payment',
        revisions_allowed: offer.revisions,
        created_at: now,
        updated_at: now,
      });
      await addVoActivity(trx, orderId, 'ordered', 'buyer', null, now);
      const payment = await openPayment(trx, gateway, { user_id: buyerId, vo_order_id: orderId }, money, now);
      await recordIdempotentResource(trx, idempotency, orderId);
      return { orderId, paymentId: payment.id };
    });
  } catch (error) {
    if (error instanceof IdempotentReplay) return error.resourceId;
    throw error;
  }
  await openProviderPayment(deps, placed.paymentId, uid);
  return placed.orderId;
}

/** A page of the buyer's voiceover orders, newest first. */
export async function buyerVoOrders(
  deps: AppDeps,
  buyerId: number,
  query: Page & { status?: VoOrderStatus | undefined },
  origin: string,
) {
  const { total, rows } = await buyerVoOrderIds(deps.db, buyerId, query.status, windowOf(query));
  return {
    total,
    orders: await voOrders(
      deps,
      rows.map((r) => r.id),
      origin,
    ),
  };
}

/** A voiceover order the user may see: as its buyer or as its artist; anyone else gets a 404. */
export async function visibleOrder(deps: AppDeps, userId: number, uid: string) {
  const order = await visibleVoOrder(deps.db, userId, uid);
  if (!order) throw notFound('The voiceover order was not found.');
  return order;
}

/** Starts the job of a paid order, due after the offer's delivery days; the order's id. */
export async function startJob(deps: AppDeps, userId: number, voOrderUid: string): Promise<number> {
  const order = await visibleOrder(deps, userId, voOrderUid);
  const actor = order.buyer_id === userId ? 'buyer' : 'artist';
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockVoOrder(trx, order.id);
    if (locked.status !== 'paid') {
      throw invalid(
        'vo_order_uid',
        locked.status === 'pending_payment'
          ? 'The order must be paid before its job can start.'
          : 'The job of this order has already started.',
      );
    }
    await startVoJob(trx, {
      uid: shortUid(12),
      vo_order_id: locked.id,
      voiceover_artist_id: locked.voiceover_artist_id,
      started_at: now,
      due_at: new Date(now.getTime() + (locked.delivery_days ?? 7) * DAY_MS),
    });
    await setVoOrderStatus(trx, locked.id, 'in_progress', now);
    await addVoActivity(trx, locked.id, 'started', actor, null, now);
    await mailVoStep(
      deps,
      { orderId: order.id, kind: 'started', note: null, to: actor === 'buyer' ? 'artist' : 'buyer' },
      trx,
    );
  });
  return order.id;
}

/** A page of the artist's jobs, newest first. */
export function jobsPage(
  deps: AppDeps,
  artistId: number,
  query: Page & { status?: VoiceoverJobStatus | undefined },
) {
  return artistJobPage(deps.db, artistId, query.status, windowOf(query));
}

/** One of the artist's jobs, or 404. */
export async function ownJob(deps: AppDeps, artistId: number, uid: string) {
  const row = await artistJob(deps.db, artistId, uid);
  if (!row) throw notFound('The job was not found.');
  return row;
}
