import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import { endpoint, envelope, messageOnly, paginated } from './endpoint';
import { IdParams, pageFields, UidAsIdParams, UidParams } from './common';
import {
  CountryCode,
  CurrencyCode,
  Id,
  Job,
  MAX_AMOUNT,
  Offer,
  Phone,
  Uid,
  VoiceoverArtist,
  VoiceoverOrder,
  audioDeliveryFormats,
  genders,
  jobStatuses,
  offerStatuses,
  voiceoverOrderStatuses,
} from './entities';

export const UpdatePersonalBody = z.object({
  display_name: z.string().trim().min(2).max(80),
  headline: z.string().trim().min(5).max(120),
  bio: z.string().trim().min(50, 'The bio must be at least 50 characters.').max(3000),
  gender: z.enum(genders),
  country_code: CountryCode,
  city: z.string().trim().min(2).max(100),
  phone: Phone,
});

export const UpdateStudioBody = z.object({
  microphone: z.string().trim().min(2).max(120),
  audio_interface: z.string().trim().min(2).max(120),
  software: z.string().trim().min(2).max(120),
  has_treated_booth: z.boolean(),
  delivery_formats: z.array(z.enum(audioDeliveryFormats)).min(1, 'Pick at least one delivery format.'),
  turnaround_days: z.number().int().min(1).max(60),
});

const optionIds = (what: string) => z.array(Id).min(1, `Pick at least one ${what}.`).max(10);
export const UpdateVocalCharacteristicsBody = z.object({
  age_ids: optionIds('vocal age'),
  accent_ids: optionIds('accent'),
  language_ids: optionIds('language'),
});

export const OfferBody = z.object({
  title: z.string().trim().min(5).max(120),
  description: z.string().trim().min(20).max(3000),
  price: z.number().positive().max(MAX_AMOUNT, 'The price may not be greater than 100,000,000.'),
  currency_code: CurrencyCode,
  word_limit: z.number().int().min(50).max(100_000),
  delivery_days: z.number().int().min(1).max(60),
  revisions: z.number().int().min(0).max(10),
  status: z.enum(offerStatuses).default('active'),
});

export const DemoBody = z.object({
  title: z.string().trim().min(2).max(120),
  demo: z
    .file()
    .max(20 * 1024 * 1024, 'The demo may not be greater than 20 MB.')
    .mime(['audio/mpeg', 'audio/mp4', 'audio/wav']),
});

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
  getProfile: endpoint({
    method: 'GET',
    path: '/api/user/selling/voa',
    response: envelope(VoiceoverArtist),
    auth: 'voiceover',
    summary: "The artist's own profile with demos, offers and completed steps.",
  }),
  updatePersonal: endpoint({
    method: 'POST',
    path: `${base}/update_personal`,
    body: UpdatePersonalBody,
    response: envelope(VoiceoverArtist),
    auth: 'voiceover',
    summary: 'Profile step personal.',
  }),
  updateStudio: endpoint({
    method: 'POST',
    path: `${base}/update_studio`,
    body: UpdateStudioBody,
    response: envelope(VoiceoverArtist),
    auth: 'voiceover',
    summary: 'Profile step studio.',
  }),
  updateVocalCharacteristics: endpoint({
    method: 'POST',
    path: `${base}/update_vocal_characteristics`,
    body: UpdateVocalCharacteristicsBody,
    response: envelope(VoiceoverArtist),
    auth: 'voiceover',
    summary: 'Profile step vocal: ages, accents, languages.',
  }),
  submitForReview: endpoint({
    method: 'POST',
    path: `${base}/submit_for_review`,
    response: envelope(VoiceoverArtist),
    auth: 'voiceover',
    summary: 'Submits a complete profile for review (422 naming the missing steps otherwise).',
  }),
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
  listOffers: endpoint({
    method: 'GET',
    path: `${base}/offers`,
    response: envelope(z.array(Offer)),
    auth: 'voiceover',
    summary: "The artist's offers.",
  }),
  createOffer: endpoint({
    method: 'POST',
    path: `${base}/offers`,
    body: OfferBody,
    response: envelope(Offer),
    status: 201,
    auth: 'voiceover',
    summary: 'Creates an offer.',
  }),
  updateOffer: endpoint({
    method: 'POST',
    path: `${base}/offers/:uid`,
    params: UidParams,
    body: OfferBody,
    response: envelope(Offer),
    auth: 'voiceover',
    summary: 'Updates an offer.',
  }),
  deleteOffer: endpoint({
    method: 'DELETE',
    path: `${base}/offers/:id`,
    /** `id` is the offer uid (the same path segment as updateOffer's `uid`). */
    params: UidAsIdParams,
    response: messageOnly,
    auth: 'voiceover',
    summary: 'Deletes an offer.',
  }),
  addDemo: endpoint({
    method: 'POST',
    path: `${base}/add_demo`,
    body: DemoBody,
    multipart: true,
    response: envelope(VoiceoverArtist),
    status: 201,
    auth: 'voiceover',
    summary: 'Profile step demo: uploads a demo recording.',
  }),
  deleteDemo: endpoint({
    method: 'DELETE',
    path: `${base}/delete_demo/:id`,
    params: IdParams,
    response: envelope(VoiceoverArtist),
    auth: 'voiceover',
    summary: 'Removes a demo.',
  }),
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
