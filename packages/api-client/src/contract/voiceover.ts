import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import {
  CountryCode,
  DateTimeString,
  Id,
  Money,
  pageFields,
  Uid,
  UidAsIdParams,
  Url,
  Username,
} from './common';
import { endpoint, envelope, paginated } from './endpoint';
import { Payment } from './orders';
import { Offer, voiceoverOfferEndpoints, voiceoverProfileEndpoints } from './voiceover-artists';

// The voiceover area: artists (voiceover-artists.ts), and the orders buyers place and the jobs artists
// deliver.

export const voiceoverOrderStatuses = [
  'pending_payment',
  'paid',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
] as const;
export const jobStatuses = ['pending', 'in_progress', 'delivered', 'completed', 'cancelled'] as const;

/** What happened to a voiceover order, in order: both the buyer and the artist see the same list. */
export const voiceoverActivityKinds = [
  'ordered',
  'paid',
  'started',
  'delivered',
  'revision_requested',
  'accepted',
  'cancelled',
] as const;
export const VoiceoverActivity = z.object({
  id: Id,
  kind: z.enum(voiceoverActivityKinds),
  actor: z.enum(['buyer', 'artist', 'system']),
  /** The delivery note or the revision request, when the step carried one. */
  note: z.string().nullable(),
  created_at: DateTimeString,
});
export type VoiceoverActivity = z.infer<typeof VoiceoverActivity>;

/** One delivered recording; `url` is a signed, expiring download link for the buyer or the artist. */
export const VoiceoverDelivery = z.object({
  id: Id,
  file_name: z.string(),
  size_bytes: z.number().int().min(0),
  duration_seconds: z.number().int().min(0),
  note: z.string().nullable(),
  url: Url,
  created_at: DateTimeString,
});
export type VoiceoverDelivery = z.infer<typeof VoiceoverDelivery>;

export const Job = z.object({
  id: Id,
  uid: Uid,
  title: z.string(),
  script: z.string(),
  word_count: z.number().int().min(0),
  status: z.enum(jobStatuses),
  offer: Offer.pick({ uid: true, title: true, price: true, delivery_days: true }),
  buyer_username: Username,
  amount: Money,
  due_at: DateTimeString.nullable(),
  /** The latest delivery's signed link (deliveries[0].url), null before the first delivery. */
  deliverable_url: Url.nullable(),
  /** The buyer's notes for the artist. */
  notes: z.string().nullable(),
  /** Revision rounds the offer includes, and how many the buyer has asked for. */
  revisions_allowed: z.number().int().min(0),
  revisions_used: z.number().int().min(0),
  /** Newest first. */
  deliveries: z.array(VoiceoverDelivery),
  /** Oldest first. */
  activities: z.array(VoiceoverActivity),
  created_at: DateTimeString,
});
export type Job = z.infer<typeof Job>;

export const VoiceoverOrder = z.object({
  id: Id,
  uid: Uid,
  offer: Offer,
  status: z.enum(voiceoverOrderStatuses),
  script: z.string(),
  notes: z.string().nullable(),
  amount: Money,
  payment: Payment.nullable(),
  job: Job.pick({
    uid: true,
    status: true,
    due_at: true,
    deliverable_url: true,
    revisions_allowed: true,
    revisions_used: true,
    deliveries: true,
  }).nullable(),
  /** Oldest first: ordered, paid, started, delivered, revision requested, accepted, cancelled. */
  activities: z.array(VoiceoverActivity),
  created_at: DateTimeString,
});
export type VoiceoverOrder = z.infer<typeof VoiceoverOrder>;

export const CreateVoiceoverOrderBody = z.object({
  offer_uid: Uid,
  script: z.string().trim().min(20, 'The script must be at least 20 characters.').max(100_000),
  notes: z.string().trim().max(2000).optional(),
  country: CountryCode.default(DEFAULT_COUNTRY),
});

export const DeliverJobBody = z.object({
  file: z
    .file()
    .max(200 * 1024 * 1024, 'The recording may not be greater than 200 MB.')
    .mime(['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/wav', 'audio/x-wav'], {
      message: 'The recording must be an MP3, M4A or WAV file.',
    }),
  note: z.string().trim().max(2000).optional(),
});

export const RequestRevisionBody = z.object({
  note: z.string().trim().min(10, 'Say what should change, in at least 10 characters.').max(2000),
});

export const StartJobBody = z.object({ vo_order_uid: Uid });

const base = '/api/user/selling/voa';

export const voiceoverEndpoints = {
  ...voiceoverProfileEndpoints,
  listJobs: endpoint({
    method: 'GET',
    path: `${base}/jobs`,
    query: z.object({ status: z.enum(jobStatuses).optional(), ...pageFields }),
    response: paginated(Job),
    auth: 'voiceover',
    summary: "The artist's jobs.",
  }),
  getJob: endpoint({
    method: 'GET',
    path: `${base}/jobs/:id`,
    /** `id` is the job uid, as in /dashboard/voiceover/jobs/{uid}. */
    params: UidAsIdParams,
    response: envelope(Job),
    auth: 'voiceover',
    summary: 'One job.',
  }),
  deliverJob: endpoint({
    method: 'POST',
    path: `${base}/jobs/:id/deliver`,
    /** `id` is the job uid. */
    params: UidAsIdParams,
    body: DeliverJobBody,
    multipart: true,
    response: envelope(Job),
    auth: 'voiceover',
    extension: true,
    summary:
      'The artist delivers the recording of an in-progress job (again after a revision request); the buyer is mailed.',
  }),
  ...voiceoverOfferEndpoints,
  createOrder: endpoint({
    method: 'POST',
    path: '/api/user/vo_orders',
    body: CreateVoiceoverOrderBody,
    response: envelope(VoiceoverOrder),
    status: 201,
    auth: 'verified',
    summary:
      'A buyer orders a voiceover offer with a script; the order opens its payment.' +
      ' An Idempotency-Key header (1-255 characters) makes retries safe: the same key answers the same order, never a second; reused with other inputs it is a 422.',
  }),
  listOrders: endpoint({
    method: 'GET',
    path: '/api/user/vo_orders',
    query: z.object({ status: z.enum(voiceoverOrderStatuses).optional(), ...pageFields }),
    response: paginated(VoiceoverOrder),
    auth: 'verified',
    summary: "The buyer's voiceover orders.",
  }),
  startJob: endpoint({
    method: 'POST',
    path: '/api/user/vo_orders/start_job',
    body: StartJobBody,
    response: envelope(VoiceoverOrder),
    auth: 'verified',
    summary: 'The buyer starts the job of a paid order; the artist sees it under jobs.',
  }),
  acceptDelivery: endpoint({
    method: 'POST',
    path: '/api/user/vo_orders/:id/accept',
    /** `id` is the order uid. */
    params: UidAsIdParams,
    response: envelope(VoiceoverOrder),
    auth: 'verified',
    extension: true,
    summary: "The buyer accepts the delivery: the job completes and the artist's revenue is credited.",
  }),
  requestRevision: endpoint({
    method: 'POST',
    path: '/api/user/vo_orders/:id/request_revision',
    /** `id` is the order uid. */
    params: UidAsIdParams,
    body: RequestRevisionBody,
    response: envelope(VoiceoverOrder),
    auth: 'verified',
    extension: true,
    summary: "The buyer asks for a revision of the delivery, within the offer's revision rounds.",
  }),
  getOrder: endpoint({
    method: 'GET',
    path: '/api/user/vo_orders/:id',
    /** `id` is the order uid, as in /myaccount/orders/voiceovers/{uid}. */
    params: UidAsIdParams,
    response: envelope(VoiceoverOrder),
    auth: 'verified',
    summary: 'One voiceover order.',
  }),
};
