import { z } from 'zod';
import {
  CountryCode,
  CurrencyCode,
  DateTimeString,
  Id,
  IdParams,
  MAX_AMOUNT,
  Money,
  Phone,
  Rating,
  Uid,
  UidAsIdParams,
  UidParams,
  Url,
  Username,
} from './common';
import { endpoint, envelope, messageOnly } from './endpoint';

// Voiceover artists in the voiceover area: the artist's profile steps, demos and offers.

export const VocalOption = z.object({ id: Id, name: z.string() });
export type VocalOption = z.infer<typeof VocalOption>;

/** The choices an artist picks from (GET /api/public/vocal_characteristics). */
export const VocalCharacteristics = z.object({
  ages: z.array(VocalOption),
  accents: z.array(VocalOption),
  languages: z.array(VocalOption),
});
export type VocalCharacteristics = z.infer<typeof VocalCharacteristics>;

export const genders = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export const VoiceoverPersonal = z.object({
  display_name: z.string(),
  headline: z.string(),
  bio: z.string(),
  gender: z.enum(genders),
  country_code: CountryCode,
  city: z.string(),
  /** Only the artist sees it; null in public profiles. */
  phone: z.string().nullable(),
});
export type VoiceoverPersonal = z.infer<typeof VoiceoverPersonal>;

export const audioDeliveryFormats = ['mp3', 'wav', 'm4a', 'flac'] as const;
export const VoiceoverStudio = z.object({
  microphone: z.string(),
  audio_interface: z.string(),
  software: z.string(),
  has_treated_booth: z.boolean(),
  delivery_formats: z.array(z.enum(audioDeliveryFormats)),
  turnaround_days: z.number().int().min(1),
});
export type VoiceoverStudio = z.infer<typeof VoiceoverStudio>;

export const VoiceoverVocal = z.object({
  ages: z.array(VocalOption),
  accents: z.array(VocalOption),
  languages: z.array(VocalOption),
});

export const Demo = z.object({
  id: Id,
  title: z.string(),
  url: Url,
  duration_seconds: z.number().int().min(0),
  created_at: DateTimeString,
});
export type Demo = z.infer<typeof Demo>;

export const voiceoverProfileStatuses = ['incomplete', 'in_review', 'approved', 'rejected'] as const;

/** An artist as buyers see them in listings. */
export const VoiceoverArtistSummary = z.object({
  uid: Uid,
  username: Username,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  avatar: Url.nullable(),
  display_name: z.string(),
  headline: z.string(),
  languages: z.array(VocalOption),
  accents: z.array(VocalOption),
  rating: Rating,
  jobs_completed: z.number().int().min(0),
  starting_price: Money.nullable(),
  /** The artist's newest demo, for playing from a listing; null when they have none. */
  demo: Demo.pick({ title: true, url: true, duration_seconds: true }).nullable(),
});
export type VoiceoverArtistSummary = z.infer<typeof VoiceoverArtistSummary>;

export const offerStatuses = ['active', 'paused'] as const;
export const Offer = z.object({
  id: Id,
  uid: Uid,
  title: z.string(),
  description: z.string(),
  price: Money,
  /** Words recorded for the price. */
  word_limit: z.number().int().positive(),
  delivery_days: z.number().int().min(1),
  revisions: z.number().int().min(0),
  status: z.enum(offerStatuses),
  artist: VoiceoverArtistSummary.pick({
    uid: true,
    username: true,
    display_name: true,
    first_name: true,
    last_name: true,
    avatar: true,
  }),
  created_at: DateTimeString,
});
export type Offer = z.infer<typeof Offer>;

/** A full public profile (GET /api/public/voas/{uid}); the owner sees the same under /api/user/selling/voa. */
export const VoiceoverArtist = VoiceoverArtistSummary.extend({
  status: z.enum(voiceoverProfileStatuses),
  personal: VoiceoverPersonal.nullable(),
  studio: VoiceoverStudio.nullable(),
  vocal: VoiceoverVocal,
  demos: z.array(Demo),
  offers: z.array(Offer),
  /** Profile sections the artist has completed, for the onboarding steps. */
  steps: z.object({ personal: z.boolean(), studio: z.boolean(), vocal: z.boolean(), demo: z.boolean() }),
  submitted_at: DateTimeString.nullable(),
  /** When the operator approved or rejected the profile last; null before a review. */
  reviewed_at: DateTimeString.nullable(),
  /** The operator's reason when the profile was rejected (status `rejected`); null otherwise. */
  rejection_reason: z.string().nullable(),
  /**
   * The owner's latest change to the approved profile (issue 41, an extension): in review while the
   * approved profile stays listed, or decided (a rejection with its reason). Absent for other viewers.
   */
  pending_change: z
    .object({
      status: z.enum(['in_review', 'approved', 'rejected']),
      /** The parts it changes: profile fields by name, `vocal`, `demos`. */
      changed: z.array(z.string()),
      submitted_at: DateTimeString,
      rejection_reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
  created_at: DateTimeString,
});
export type VoiceoverArtist = z.infer<typeof VoiceoverArtist>;

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

const base = '/api/user/selling/voa';

export const voiceoverProfileEndpoints = {
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
};

export const voiceoverOfferEndpoints = {
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
};
