/**
 * The activity log of voiceover orders and the mails that go with it. Every step of an order is
 * recorded once (oldest first, the same list for the buyer and the artist) and mailed (queued in the
 * step's transaction) to the side that did not take the step.
 */
import { formatPrice } from '@bookstore/api-client/constants';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database, VoiceoverActivityActor, VoiceoverActivityKind } from '../../db/schema.ts';
import { voiceoverOrderMail, type VoiceoverOrderMailKind } from '../../mail/templates.ts';
import { money } from '../../money.ts';
import { payVoOrder } from './settlement.queries.ts';
import { setVoOrderStatus } from './voiceover-orders.queries.ts';

/** Records one step of an order. */
export async function addVoActivity(
  db: Kysely<Database>,
  orderId: number,
  kind: VoiceoverActivityKind,
  actor: VoiceoverActivityActor,
  note: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('voiceover_activities')
    .values({ vo_order_id: orderId, kind, actor, note, created_at: now })
    .execute();
}

/** A mail about a step, queued in the step's transaction. */
export interface VoStepMail {
  orderId: number;
  kind: VoiceoverOrderMailKind;
  note: string | null;
  /** Who is mailed when not the usual side (an artist starting the job mails the buyer). */
  to?: 'buyer' | 'artist';
}

/** Who hears of each step: the side that did not take it. */
const RECIPIENT: Record<VoiceoverOrderMailKind, 'buyer' | 'artist'> = {
  paid: 'artist',
  started: 'artist',
  delivered: 'buyer',
  revision_requested: 'artist',
  accepted: 'artist',
  cancelled: 'buyer',
};

/** Mails a step to the other side of the order, in the step's transaction `trx` (jobs/queue.ts). */
export async function mailVoStep(
  deps: AppDeps,
  step: VoStepMail | null,
  trx: Kysely<Database>,
): Promise<void> {
  if (!step) return;
  const order = await trx
    .selectFrom('vo_orders as o')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .innerJoin('users as artist', 'artist.id', 'o.voiceover_artist_id')
    .select([
      'o.uid',
      'o.title',
      'o.amount',
      'o.currency_code',
      'o.currency_symbol',
      'buyer.email as buyer_email',
      'buyer.username as buyer_username',
      'artist.email as artist_email',
      'artist.username as artist_username',
    ])
    .where('o.id', '=', step.orderId)
    .executeTakeFirst();
  if (!order) return;
  const price = money(order.amount, order);
  const toBuyer = (step.to ?? RECIPIENT[step.kind]) === 'buyer';
  await deps.mailer.send(
    voiceoverOrderMail(
      toBuyer ? order.buyer_email : order.artist_email,
      toBuyer ? order.buyer_username : order.artist_username,
      step.kind,
      {
        reference: order.uid,
        title: order.title,
        note: step.note,
        amount: formatPrice(price.amount, price.currency_symbol),
      },
      toBuyer ? 'buyer' : 'artist',
    ),
    trx,
  );
}

/**
 * Whether the voiceover order's artist is suspended (issue 41: their orders cannot be paid), the
 * artist's account locked until commit so a suspension waits for this payment or is seen by it.
 */
export async function voArtistSuspended(trx: Kysely<Database>, orderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', (eb) =>
      eb.selectFrom('vo_orders').select('voiceover_artist_id').where('id', '=', orderId),
    )
    .forShare()
    .executeTakeFirst();
  return row?.suspended_at != null;
}

/** Cancels a voiceover order refused at payment: the buyer is told why (the step to mail). */
export async function refuseVoOrder(
  trx: Kysely<Database>,
  orderId: number,
  refunded: boolean,
  now: Date,
): Promise<VoStepMail> {
  const note = `The artist's account is suspended, so the order cannot go ahead. ${refunded ? 'Your payment is refunded in full.' : 'Nothing was charged.'}`;
  await setVoOrderStatus(trx, orderId, 'cancelled', now);
  await addVoActivity(trx, orderId, 'cancelled', 'system', note, now);
  return { orderId, kind: 'cancelled', note };
}

/**
 * A settled payment of a voiceover order, inside the payment's transaction: paid opens the job
 * (pending until the buyer starts it); a failed payment cancels the order. The step to mail.
 */
export async function settleVoOrderPayment(
  trx: Kysely<Database>,
  orderId: number,
  outcome: 'successful' | 'failed',
  jobUid: string,
  now: Date,
): Promise<VoStepMail> {
  if (outcome === 'successful') {
    await payVoOrder(trx, orderId, jobUid, now);
    await addVoActivity(trx, orderId, 'paid', 'system', null, now);
    return { orderId, kind: 'paid', note: null };
  }
  await setVoOrderStatus(trx, orderId, 'cancelled', now);
  await addVoActivity(trx, orderId, 'cancelled', 'system', 'The payment was cancelled.', now);
  return { orderId, kind: 'cancelled', note: null };
}
