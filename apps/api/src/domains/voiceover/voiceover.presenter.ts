import type {
  Demo,
  Job,
  Offer,
  VocalOption,
  VoiceoverArtist,
  VoiceoverActivity,
  VoiceoverArtistSummary,
  VoiceoverDelivery,
  VoiceoverOrder,
} from '@bookstore/api-client/contract';
import type { VoiceoverArtistsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { money, type CurrencyInfo } from '../../money.ts';
import type { JobRow } from './voiceover-jobs.queries.ts';
import type { OfferRow } from './voiceover-offers.queries.ts';
import type { ActivityRow, DeliveryRow, VoOrderBundle } from '../payments/voiceover-orders.queries.ts';
import type { ArtistCardRow } from './voiceover-profiles.queries.ts';
import type { MediaUrls } from '../../media/urls.ts';
import { presentVoPayment } from '../orders/orders.presenter.ts';

export interface VocalOptions {
  ages: VocalOption[];
  accents: VocalOption[];
  languages: VocalOption[];
}

const DELIVERY_FORMATS = ['mp3', 'wav', 'm4a', 'flac'] as const;
type DeliveryFormat = (typeof DELIVERY_FORMATS)[number];

function fullName(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** An artist's card; `cheapest` is their cheapest active offer's price, if any. */
export function presentArtistSummary(
  urls: MediaUrls,
  row: ArtistCardRow,
  vocal: VocalOptions | undefined,
  cheapest: (CurrencyInfo & { amount: number }) | undefined,
  demo?: { title: string; file_path: string; duration_seconds: number } | undefined,
): VoiceoverArtistSummary {
  return {
    uid: row.uid,
    username: row.username,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    avatar: urls.media.url(row.avatar_path),
    display_name: row.display_name ?? fullName(row),
    headline: row.headline ?? '',
    languages: vocal?.languages ?? [],
    accents: vocal?.accents ?? [],
    rating: { average: Number(row.rating_average), count: row.rating_count },
    jobs_completed: row.jobs_completed,
    starting_price: cheapest ? money(cheapest.amount, cheapest) : null,
    demo: demo
      ? { title: demo.title, url: urls.media.url(demo.file_path), duration_seconds: demo.duration_seconds }
      : null,
  };
}

export function presentOffer(urls: MediaUrls, row: OfferRow): Offer {
  return {
    id: row.id,
    uid: row.uid,
    title: row.title,
    description: row.description,
    price: money(row.amount, row),
    word_limit: row.word_limit,
    delivery_days: row.delivery_days,
    revisions: row.revisions,
    status: row.status,
    artist: {
      uid: row.artist_uid,
      username: row.username,
      display_name: row.display_name ?? fullName(row),
      first_name: row.first_name,
      last_name: row.last_name,
      avatar: urls.media.url(row.avatar_path),
    },
    created_at: row.created_at.toISOString(),
  };
}

export function presentDemo(
  urls: MediaUrls,
  row: { id: number; title: string; file_path: string; duration_seconds: number; created_at: Date },
): Demo {
  return {
    id: row.id,
    title: row.title,
    url: urls.media.url(row.file_path),
    duration_seconds: row.duration_seconds,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The whole profile. `viewer: 'public'` hides the phone number; the owner (`viewer: 'owner'`) sees
 * everything they entered. Which offers show is the caller's choice.
 */
export function presentArtistProfile(
  summary: VoiceoverArtistSummary,
  artist: Selectable<VoiceoverArtistsTable>,
  vocal: VocalOptions,
  demos: Demo[],
  offers: Offer[],
  viewer: 'public' | 'owner',
): VoiceoverArtist {
  const personal =
    artist.display_name &&
    artist.headline &&
    artist.bio &&
    artist.gender &&
    artist.country_code &&
    artist.city
      ? {
          display_name: artist.display_name,
          headline: artist.headline,
          bio: artist.bio,
          gender: artist.gender,
          country_code: artist.country_code,
          city: artist.city,
          phone: viewer === 'owner' ? (artist.phone ?? '') : '',
        }
      : null;
  const studio =
    artist.studio_completed_at && artist.turnaround_days
      ? {
          microphone: artist.microphone ?? '',
          audio_interface: artist.audio_interface ?? '',
          software: artist.software ?? '',
          has_treated_booth: artist.has_treated_booth,
          delivery_formats: artist.delivery_formats.filter((f): f is DeliveryFormat =>
            (DELIVERY_FORMATS as readonly string[]).includes(f),
          ),
          turnaround_days: artist.turnaround_days,
        }
      : null;
  return {
    ...summary,
    status: artist.status,
    personal,
    studio,
    vocal,
    demos,
    offers,
    steps: {
      personal: personal !== null,
      studio: studio !== null,
      vocal: vocal.languages.length > 0 && vocal.ages.length > 0,
      demo: demos.length > 0,
    },
    submitted_at: artist.submitted_at?.toISOString() ?? null,
    reviewed_at: artist.reviewed_at?.toISOString() ?? null,
    rejection_reason: artist.status === 'rejected' ? artist.rejection_reason : null,
    created_at: artist.created_at.toISOString(),
  };
}

/** Turns a delivered file's stored path into a signed, expiring link (the service knows the origin). */
export type DeliveryLink = (filePath: string, jobId: number) => string;

export function presentDelivery(row: DeliveryRow, link: DeliveryLink): VoiceoverDelivery {
  return {
    id: row.id,
    file_name: row.file_name,
    size_bytes: row.size_bytes,
    duration_seconds: row.duration_seconds,
    note: row.note,
    url: link(row.file_path, row.voiceover_job_id),
    created_at: row.created_at.toISOString(),
  };
}

export function presentActivity(row: ActivityRow): VoiceoverActivity {
  return {
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

/** A job's deliveries (newest first) and its order's activities (oldest first), presented. */
export interface JobHistory {
  deliveries: DeliveryRow[];
  activities: ActivityRow[];
}

export function presentJob(row: JobRow, history: JobHistory, link: DeliveryLink): Job {
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
    deliverable_url: history.deliveries[0]
      ? link(history.deliveries[0].file_path, history.deliveries[0].voiceover_job_id)
      : null,
    notes: row.notes,
    revisions_allowed: row.revisions_allowed,
    revisions_used: row.revisions_used,
    deliveries: history.deliveries.map((d) => presentDelivery(d, link)),
    activities: history.activities.map(presentActivity),
    created_at: row.created_at.toISOString(),
  };
}

/** Whole voiceover orders (offer, latest payment, job), in the order of `ids`; orders without an offer are left out. */
export function presentVoOrders(
  { orders, payments, jobs, deliveries, activities }: VoOrderBundle,
  offers: ReadonlyMap<number, Offer>,
  ids: readonly number[],
  origin: string,
  link: DeliveryLink,
): VoiceoverOrder[] {
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    const offer = order?.offer_id != null ? offers.get(order.offer_id) : undefined;
    if (!order || !offer) return [];
    const payment = payments.find((p) => p.vo_order_id === id);
    const job = jobs.find((j) => j.vo_order_id === id);
    const delivered = job ? deliveries.filter((d) => d.voiceover_job_id === job.id) : [];
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
              deliverable_url: delivered[0]
                ? link(delivered[0].file_path, delivered[0].voiceover_job_id)
                : null,
              revisions_allowed: order.revisions_allowed,
              revisions_used: job.revisions_used,
              deliveries: delivered.map((d) => presentDelivery(d, link)),
            }
          : null,
        activities: activities.filter((a) => a.vo_order_id === id).map(presentActivity),
        created_at: order.created_at.toISOString(),
      },
    ];
  });
}
