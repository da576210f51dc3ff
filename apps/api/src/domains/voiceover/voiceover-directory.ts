/** The public directory of voiceover artists: approved artists, their active offers, the vocal lists. */
import type { AppDeps } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { artistProfile, artistSummaries, offersByIds } from './voiceover-artists.ts';
import { applyAutoApprovals } from './voiceover-review.ts';
import {
  artistPage,
  publicArtistId,
  publicOfferId,
  vocalCharacteristics as vocalLists,
  type ArtistFilters,
} from './voiceover-directory.queries.ts';

export async function vocalCharacteristics(deps: AppDeps) {
  const [ages, accents, languages] = await vocalLists(deps.db);
  return { ages, accents, languages };
}

/** A page of approved artists matching the filters, best rated first, and their total. */
export async function listArtists(deps: AppDeps, filters: ArtistFilters, limit: number, offset: number) {
  await applyAutoApprovals(deps);
  const { total, rows } = await artistPage(deps.db, filters, limit, offset);
  return {
    total,
    artists: await artistSummaries(
      deps,
      rows.map((r) => r.user_id),
    ),
  };
}

/** An active offer of an approved artist, or 404. */
export async function publicOffer(deps: AppDeps, uid: string) {
  const offer = await publicOfferId(deps.db, uid);
  const [data] = offer ? await offersByIds(deps, [offer.id]) : [];
  if (!data) throw notFound('The offer was not found.');
  return data;
}

/** An approved artist's public profile by uid or username, or 404. */
export async function publicArtist(deps: AppDeps, uidOrUsername: string) {
  await applyAutoApprovals(deps);
  const artist = await publicArtistId(deps.db, uidOrUsername);
  const data = artist ? await artistProfile(deps, artist.user_id, 'public') : null;
  if (!data) throw notFound('The voiceover artist was not found.');
  return data;
}
