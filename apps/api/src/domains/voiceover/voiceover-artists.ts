/** Voiceover artists, their offers and profiles, loaded and presented in the contract's shapes. */
import type { Offer, VoiceoverArtist, VoiceoverArtistSummary } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import {
  presentArtistProfile,
  presentArtistSummary,
  presentDemo,
  presentOffer,
  type VocalOptions,
} from './voiceover.presenter.ts';
import { activeOfferPrices, artistOfferIds, offerRows } from './voiceover-offers.queries.ts';
import {
  artistCards,
  artistDemos,
  artistRow,
  artistVocalOptions,
  VOCAL_LIST_NAMES,
} from './voiceover-profiles.queries.ts';
import { newestDemos } from './voiceover-directory.queries.ts';
import type { ProfileProposal } from './profile-versions.ts';

/** Each artist's vocal ages, accents and languages (empty lists for an artist with none). */
async function vocalOptions(deps: AppDeps, artistIds: number[]): Promise<Map<number, VocalOptions>> {
  const out = new Map<number, VocalOptions>();
  for (const id of artistIds) out.set(id, { ages: [], accents: [], languages: [] });
  if (artistIds.length === 0) return out;
  const lists = await Promise.all(
    VOCAL_LIST_NAMES.map((list) => artistVocalOptions(deps.db, list, artistIds)),
  );
  VOCAL_LIST_NAMES.forEach((list, i) => {
    for (const row of lists[i] ?? []) out.get(row.artist)?.[list].push({ id: row.id, name: row.name });
  });
  return out;
}

/** Artist cards for these artist (user) ids, in the order given, with their vocal options. */
async function cardsWithVocal(deps: AppDeps, artistIds: number[]) {
  const [rows, vocal, prices, demos] = await Promise.all([
    artistCards(deps.db, artistIds),
    vocalOptions(deps, artistIds),
    activeOfferPrices(deps.db, artistIds),
    newestDemos(deps.db, artistIds),
  ]);
  const byId = new Map(rows.map((row) => [row.user_id, row]));
  const summaries = artistIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const cheapest = prices.find((p) => p.voiceover_artist_id === id);
    const demo = demos.find((d) => d.voiceover_artist_id === id);
    return [presentArtistSummary(deps, row, vocal.get(id), cheapest, demo)];
  });
  return { summaries, vocal };
}

/** Artist cards for these artist (user) ids, in the order given. */
export async function artistSummaries(deps: AppDeps, artistIds: number[]): Promise<VoiceoverArtistSummary[]> {
  if (artistIds.length === 0) return [];
  return (await cardsWithVocal(deps, artistIds)).summaries;
}

/** Offers by id (any status, not deleted), in the order given. */
export async function offersByIds(deps: AppDeps, offerIds: number[]): Promise<Offer[]> {
  if (offerIds.length === 0) return [];
  const rows = await offerRows(deps.db, offerIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return offerIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentOffer(deps, row)] : [];
  });
}

/**
 * The whole profile. `viewer: 'public'` shows only active offers and hides the phone number; the owner
 * (`viewer: 'owner'`) sees everything they entered, with their change in review over the approved
 * values when `proposal` is given (profile-versions.ts, proposalView).
 */
export async function artistProfile(
  deps: AppDeps,
  artistId: number,
  viewer: 'public' | 'owner',
  proposal?: ProfileProposal,
): Promise<VoiceoverArtist | null> {
  // The card's vocal options serve the profile too: read once.
  const { summaries, vocal: vocalById } = await cardsWithVocal(deps, [artistId]);
  const [card] = summaries;
  if (!card) return null;
  const vocal = proposal?.vocal ?? vocalById.get(artistId) ?? { ages: [], accents: [], languages: [] };
  const [approved, demoRows, offerIds] = await Promise.all([
    artistRow(deps.db, artistId),
    artistDemos(deps.db, artistId),
    artistOfferIds(deps.db, artistId, 'price', viewer === 'public'),
  ]);
  const artist = proposal ? { ...approved, ...proposal.columns } : approved;
  const summary = proposal
    ? {
        ...card,
        display_name: artist.display_name ?? card.display_name,
        headline: artist.headline ?? card.headline,
        languages: vocal.languages,
        accents: vocal.accents,
      }
    : card;
  const demos = demoRows.map((d) => presentDemo(deps, d));
  const offers = await offersByIds(deps, offerIds);
  return presentArtistProfile(summary, artist, vocal, demos, offers, viewer);
}
