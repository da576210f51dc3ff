/** The artist's side of a voiceover job once it is paid: its history, deliveries and presentation. */
import type { Job } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database, VoiceoverJobStatus, VoOrderStatus } from '../../db/schema.ts';
import { invalid, notFound, type Invalid } from '../../domain/errors.ts';
import { deliveryRule } from '../../media/upload-rules.ts';
import { presentJob, type DeliveryLink } from './voiceover.presenter.ts';
import {
  artistJob,
  completeVoJob,
  countCompletedJob,
  insertDelivery,
  jobOfOrder,
  jobStatus,
  markJobDelivered,
  reopenVoJob,
  type JobRow,
} from './voiceover-jobs.queries.ts';
import {
  buyerVoOrder,
  completeVoOrder,
  jobDeliveries,
  lockVoOrder,
  orderActivities,
  setVoOrderStatus,
} from '../payments/voiceover-orders.queries.ts';
import { creditRevenue } from '../payments/settlement.ts';
import { audioFileSeconds } from '../media/selling-media.ts';
import { addVoActivity, mailVoStep } from '../payments/voiceover-activity.ts';

/**
 * Signed, expiring links to delivered recordings, served by this API (`origin`): valid for
 * FILE_LINK_MINUTES while the job's order is not cancelled and its buyer not suspended.
 */
export function deliveryLink(deps: AppDeps, origin: string): DeliveryLink {
  const expires = new Date(deps.clock().getTime() + deps.config.fileLinkMinutes * 60_000);
  return (filePath, jobId) => deps.files.url(origin, filePath, expires, `j${jobId}`);
}

/** Jobs with their deliveries and their orders' activities, presented in the order given. */
export async function presentJobs(deps: AppDeps, rows: JobRow[], origin: string): Promise<Job[]> {
  const [deliveries, activities] = await Promise.all([
    jobDeliveries(
      deps.db,
      rows.map((r) => r.id),
    ),
    orderActivities(
      deps.db,
      rows.map((r) => r.vo_order_id),
    ),
  ]);
  const link = deliveryLink(deps, origin);
  return rows.map((row) =>
    presentJob(
      row,
      {
        deliveries: deliveries.filter((d) => d.voiceover_job_id === row.id),
        activities: activities.filter((a) => a.vo_order_id === row.vo_order_id),
      },
      link,
    ),
  );
}

/** One job, presented with its history. */
export async function presentOneJob(deps: AppDeps, row: JobRow, origin: string): Promise<Job> {
  const [job] = await presentJobs(deps, [row], origin);
  if (!job) throw new Error('A presented job went missing.');
  return job;
}

const DAY_MS = 86_400_000;

/** Why a step cannot happen in the order's (or job's) current status, in the buyer's or artist's words. */
type LockedVoOrder = Awaited<ReturnType<typeof lockVoOrder>>;

const STATUS_WORDS: Record<VoOrderStatus, string> = {
  pending_payment: 'is waiting for payment',
  paid: 'has not started yet',
  in_progress: 'is in progress',
  delivered: 'has been delivered and is waiting for the buyer',
  completed: 'is already completed',
  cancelled: 'was cancelled',
};

/** A file name safe to show and to offer as a download name. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim();
  return (clean || 'recording').slice(0, 200);
}

const notDeliverable = (field: string, status: VoOrderStatus | VoiceoverJobStatus): Invalid =>
  invalid(
    field,
    status === 'pending'
      ? 'This job has not started yet: the buyer starts it once the order is paid.'
      : `Only a job in progress can be delivered; this one ${STATUS_WORDS[status]}.`,
  );

/** The artist's job that can take a delivery now: a 404 for another's, a 422 on `field` unless in progress. */
export async function deliverableJob(
  deps: Pick<AppDeps, 'db'>,
  artistId: number,
  jobUid: string,
  field: string,
): Promise<JobRow> {
  const job = await artistJob(deps.db, artistId, jobUid);
  if (!job) throw notFound('The job was not found.');
  if (job.status !== 'in_progress') throw notDeliverable(field, job.status);
  return job;
}

/**
 * The artist delivers the recording of one of their in-progress jobs (again after a revision request):
 * the file is stored privately, the job and its order become delivered, and the buyer is mailed.
 * Another artist's job is a 404; a job in any other status is a 422 on `file`.
 */
export async function deliverJob(
  deps: AppDeps,
  artistId: number,
  jobUid: string,
  body: { file: File; note?: string | undefined },
): Promise<JobRow> {
  const job = await deliverableJob(deps, artistId, jobUid, 'file');
  const refuse = (status: VoOrderStatus | VoiceoverJobStatus) => notDeliverable('file', status);
  const note = body.note?.trim() || null;
  const now = deps.clock();
  await deps.media.withUpload('file', body.file, deliveryRule, 'voiceover-deliveries', async (saved) => {
    const seconds = await audioFileSeconds(deps.media.stored(saved, body.file.size));
    return deps.db.transaction().execute(async (trx) => {
      await lockVoOrder(trx, job.vo_order_id);
      // Conditional: of two deliveries at once, the second finds the job delivered already.
      const updated = await markJobDelivered(trx, job.id, saved, now);
      if (!updated) throw refuse((await jobStatus(trx, job.id)) ?? 'in_progress');
      await insertDelivery(trx, {
        voiceover_job_id: job.id,
        file_path: saved,
        file_name: displayName(body.file.name),
        size_bytes: body.file.size,
        duration_seconds: seconds,
        note,
        created_at: now,
      });
      await setVoOrderStatus(trx, job.vo_order_id, 'delivered', now);
      await addVoActivity(trx, job.vo_order_id, 'delivered', 'artist', note, now);
      await mailVoStep(deps, { orderId: job.vo_order_id, kind: 'delivered', note }, trx);
    });
  });
  const row = await artistJob(deps.db, artistId, jobUid);
  if (!row) throw notFound('The job was not found.');
  return row;
}

/** The buyer's own order, or 404 (the artist and anyone else included: these are the buyer's calls). */
async function buyersOrder(deps: AppDeps, buyerId: number, uid: string) {
  const order = await buyerVoOrder(deps.db, buyerId, uid);
  if (!order) throw notFound('The voiceover order was not found.');
  return order;
}

/**
 * The buyer accepts the delivered recording: the job and the order complete, the artist's revenue is
 * credited (less the platform's share, held REVENUE_HOLD_DAYS like book sales) and their completed
 * jobs count goes up; the artist is mailed. Only once: a second accept (even at the same moment) is a
 * 422, and the ledger takes one voiceover row per order.
 */
export async function acceptDelivery(deps: AppDeps, buyerId: number, uid: string): Promise<number> {
  const orderId = await onDelivery(deps, buyerId, uid, cannotAccept, async (trx, order, now) => {
    const completed = await completeVoOrder(trx, order.id, now);
    if (!completed) throw invalid('order', 'You have already accepted this delivery.');
    await completeVoJob(trx, order.id, now);
    await countCompletedJob(trx, completed.voiceover_artist_id, now);
    await creditRevenue(
      trx,
      {
        user_id: completed.voiceover_artist_id,
        kind: 'voiceover_job',
        gross: completed.amount,
        currency_code: completed.currency_code,
        description: `Voiceover job "${completed.title}" (${completed.uid})`,
        vo_order_id: completed.id,
      },
      now,
    );
    await addVoActivity(trx, order.id, 'accepted', 'buyer', null, now);
    await mailVoStep(deps, { orderId: order.id, kind: 'accepted', note: null }, trx);
  });
  return orderId;
}

/**
 * The buyer asks for a revision of the delivered recording, within the revision rounds the offer
 * included when the order was placed: the job goes back in progress, due again after the offer's
 * delivery days, and the artist is mailed with the note.
 */
export async function requestRevision(
  deps: AppDeps,
  buyerId: number,
  uid: string,
  note: string,
): Promise<number> {
  const orderId = await onDelivery(deps, buyerId, uid, cannotRevise, async (trx, order, now) => {
    const job = await jobOfOrder(trx, order.id);
    if (!job) throw invalid('note', 'This order has no job to revise.');
    if (job.revisions_used >= order.revisions_allowed) {
      throw invalid(
        'note',
        order.revisions_allowed === 0
          ? 'This offer includes no revisions. Accept the delivery, or contact the artist.'
          : `This offer includes ${order.revisions_allowed} revision${order.revisions_allowed === 1 ? '' : 's'}, and you have used ${order.revisions_allowed === 1 ? 'it' : 'them all'}. Accept the delivery, or contact the artist.`,
      );
    }
    await reopenVoJob(trx, job.id, new Date(now.getTime() + (order.delivery_days ?? 7) * DAY_MS), now);
    await setVoOrderStatus(trx, order.id, 'in_progress', now);
    await addVoActivity(trx, order.id, 'revision_requested', 'buyer', note, now);
    await mailVoStep(deps, { orderId: order.id, kind: 'revision_requested', note }, trx);
  });
  return orderId;
}

const cannotAccept = (status: VoOrderStatus) =>
  invalid(
    'order',
    status === 'completed'
      ? 'You have already accepted this delivery.'
      : `There is no delivery to accept: this order ${STATUS_WORDS[status]}.`,
  );

const cannotRevise = (status: VoOrderStatus) =>
  invalid(
    'note',
    `You can ask for a revision once the recording is delivered; this order ${STATUS_WORDS[status]}.`,
  );

/**
 * A buyer's step on their delivered order (accept it, or ask for a revision), in one transaction with
 * the order locked; an order in any other state is the 422 `refuse` makes. Answers the order's id.
 */
async function onDelivery(
  deps: AppDeps,
  buyerId: number,
  uid: string,
  refuse: (status: VoOrderStatus) => Invalid,
  step: (trx: Kysely<Database>, order: LockedVoOrder, now: Date) => Promise<void>,
): Promise<number> {
  const order = await buyersOrder(deps, buyerId, uid);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockVoOrder(trx, order.id);
    if (locked.status !== 'delivered') throw refuse(locked.status);
    await step(trx, locked, now);
  });
  return order.id;
}
