import type {
  Demo,
  Offer,
  VocalOption,
  VoiceoverArtist,
  VoiceoverArtistSummary,
} from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { money } from '../money.ts';

interface ArtistRow {
  user_id: number;
  uid: string;
  username: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  avatar_path: string | null;
  display_name: string | null;
  headline: string | null;
  rating_average: number;
  rating_count: number;
  jobs_completed: number;
}

function artistBase(deps: AppDeps) {
  return deps.db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.user_id',
      'v.uid',
      'u.username',
      'u.first_name',
      'u.middle_name',
      'u.last_name',
      'u.avatar_path',
      'v.display_name',
      'v.headline',
      'v.rating_average',
      'v.rating_count',
      'v.jobs_completed',
    ]);
}

async function vocalOptions(deps: AppDeps, artistIds: number[]) {
  const empty = () => ({
    ages: [] as VocalOption[],
    accents: [] as VocalOption[],
    languages: [] as VocalOption[],
  });
  const out = new Map<number, ReturnType<typeof empty>>();
  for (const id of artistIds) out.set(id, empty());
  if (artistIds.length === 0) return out;
  const [ages, accents, languages] = await Promise.all([
    deps.db
      .selectFrom('voiceover_artist_ages as x')
      .innerJoin('vocal_ages as o', 'o.id', 'x.vocal_age_id')
      .select(['x.voiceover_artist_id as artist', 'o.id', 'o.name'])
      .where('x.voiceover_artist_id', 'in', artistIds)
      .orderBy('o.position')
      .orderBy('o.id')
      .execute(),
    deps.db
      .selectFrom('voiceover_artist_accents as x')
      .innerJoin('vocal_accents as o', 'o.id', 'x.vocal_accent_id')
      .select(['x.voiceover_artist_id as artist', 'o.id', 'o.name'])
      .where('x.voiceover_artist_id', 'in', artistIds)
      .orderBy('o.position')
      .orderBy('o.id')
      .execute(),
    deps.db
      .selectFrom('voiceover_artist_languages as x')
      .innerJoin('vocal_languages as o', 'o.id', 'x.vocal_language_id')
      .select(['x.voiceover_artist_id as artist', 'o.id', 'o.name'])
      .where('x.voiceover_artist_id', 'in', artistIds)
      .orderBy('o.position')
      .orderBy('o.id')
      .execute(),
  ]);
  for (const row of ages) out.get(row.artist)?.ages.push({ id: row.id, name: row.name });
  for (const row of accents) out.get(row.artist)?.accents.push({ id: row.id, name: row.name });
  for (const row of languages) out.get(row.artist)?.languages.push({ id: row.id, name: row.name });
  return out;
}

function fullName(row: Pick<ArtistRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** Artist cards for these artist (user) ids, in the order given. */
export async function artistSummaries(deps: AppDeps, artistIds: number[]): Promise<VoiceoverArtistSummary[]> {
  if (artistIds.length === 0) return [];
  const [rows, vocal, prices] = await Promise.all([
    artistBase(deps).where('v.user_id', 'in', artistIds).execute(),
    vocalOptions(deps, artistIds),
    deps.db
      .selectFrom('voiceover_offers')
      .select(['voiceover_artist_id', 'amount', 'currency_code', 'currency_symbol'])
      .where('voiceover_artist_id', 'in', artistIds)
      .where('deleted_at', 'is', null)
      .where('status', '=', 'active')
      .orderBy('amount', 'asc')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.user_id, row]));
  return artistIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const cheapest = prices.find((p) => p.voiceover_artist_id === id);
    const options = vocal.get(id);
    return [
      {
        uid: row.uid,
        username: row.username,
        first_name: row.first_name,
        middle_name: row.middle_name,
        last_name: row.last_name,
        avatar: deps.media.url(row.avatar_path),
        display_name: row.display_name ?? fullName(row),
        headline: row.headline ?? '',
        languages: options?.languages ?? [],
        accents: options?.accents ?? [],
        rating: { average: Number(row.rating_average), count: row.rating_count },
        jobs_completed: row.jobs_completed,
        starting_price: cheapest ? money(cheapest.amount, cheapest) : null,
      },
    ];
  });
}

/** Offers by id (any status, not deleted), in the order given. */
export async function offersByIds(deps: AppDeps, offerIds: number[]): Promise<Offer[]> {
  if (offerIds.length === 0) return [];
  const rows = await deps.db
    .selectFrom('voiceover_offers as o')
    .innerJoin('voiceover_artists as v', 'v.user_id', 'o.voiceover_artist_id')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .selectAll('o')
    .select([
      'v.uid as artist_uid',
      'v.display_name',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.avatar_path',
    ])
    .where('o.id', 'in', offerIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return offerIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
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
          avatar: deps.media.url(row.avatar_path),
        },
        created_at: row.created_at.toISOString(),
      },
    ];
  });
}

/**
 * The whole profile. `viewer: 'public'` shows only active offers and hides the phone number; the owner
 * (`viewer: 'owner'`) sees everything they entered.
 */
export async function artistProfile(
  deps: AppDeps,
  artistId: number,
  viewer: 'public' | 'owner',
): Promise<VoiceoverArtist | null> {
  const [summary] = await artistSummaries(deps, [artistId]);
  if (!summary) return null;
  const artist = await deps.db
    .selectFrom('voiceover_artists')
    .selectAll()
    .where('user_id', '=', artistId)
    .executeTakeFirstOrThrow();
  const vocal = (await vocalOptions(deps, [artistId])).get(artistId) ?? {
    ages: [],
    accents: [],
    languages: [],
  };
  const demoRows = await deps.db
    .selectFrom('voiceover_demos')
    .selectAll()
    .where('voiceover_artist_id', '=', artistId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const demos: Demo[] = demoRows.map((d) => ({
    id: d.id,
    title: d.title,
    url: deps.media.url(d.file_path),
    duration_seconds: d.duration_seconds,
    created_at: d.created_at.toISOString(),
  }));
  let offerQuery = deps.db
    .selectFrom('voiceover_offers')
    .select('id')
    .where('voiceover_artist_id', '=', artistId)
    .where('deleted_at', 'is', null)
    .orderBy('amount', 'asc')
    .orderBy('id', 'asc');
  if (viewer === 'public') offerQuery = offerQuery.where('status', '=', 'active');
  const offers = await offersByIds(
    deps,
    (await offerQuery.execute()).map((o) => o.id),
  );

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
          delivery_formats: artist.delivery_formats.filter((f): f is 'mp3' | 'wav' | 'm4a' | 'flac' =>
            ['mp3', 'wav', 'm4a', 'flac'].includes(f),
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
    created_at: artist.created_at.toISOString(),
  };
}
