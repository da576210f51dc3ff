import type {
  CreateVoiceoverAccountBody,
  OfferBody,
  UpdateVocalCharacteristicsBody,
  VoiceoverArtist,
} from '@bookstore/api-client/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { shortUid } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { User, VoiceoverArtistsTable } from '../../db/schema.ts';
import { invalid, notFound, validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { toMinor } from '../../money.ts';
import { currencyByCode } from '../catalogue/reference.queries.ts';
import {
  artistOfferIds,
  countOffers,
  insertOffer,
  ownOfferRow,
  updateOffer as updateOfferRow,
} from './voiceover-offers.queries.ts';
import {
  artistStatus,
  artistVocalOptions,
  countDemos,
  countVocalOptions,
  deleteDemo,
  ensureArtistRow,
  insertDemo,
  markVoiceoverArtist,
  replaceVocalOptions,
  updateArtistRow,
  upsertArtistRow,
  VOCAL_LIST_NAMES,
  type VocalList,
} from './voiceover-profiles.queries.ts';
import { requireCountry } from '../catalogue/countries.ts';
import { audioFileSeconds, removeUnreferenced } from '../media/selling-media.ts';
import { demoRule } from '../../media/upload-rules.ts';
import { artistProfile, offersByIds } from './voiceover-artists.ts';
import { applyAutoApprovals } from './voiceover-review.ts';
import { isApproved, liveColumns, requireApprovedArtist } from './voiceover-gate.ts';
import {
  latestProfileVersion,
  openProfileVersion,
  presentProfileChange,
  proposeProfileChange,
  proposalView,
} from './profile-versions.ts';

const MAX_OFFERS = 10;
const MAX_DEMOS = 10;
export const DAY_MS = 86_400_000;

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export interface Page {
  page: number;
  per_page: number;
}
export const windowOf = (page: Page) => ({
  limit: page.per_page,
  offset: offsetOf(page.page, page.per_page),
});

/**
 * The artist row of a voiceover account. An account flagged as an artist without a profile row yet
 * (made by an administrator, say) gets an empty one, so every profile step works for it.
 */
export async function ensureArtist(deps: AppDeps, user: Pick<User, 'id' | 'country_code'>): Promise<void> {
  await ensureArtistRow(deps.db, { user_id: user.id, uid: shortUid(12), country_code: user.country_code });
}

/** The artist's own profile (made if missing). */
export async function ownProfile(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
): Promise<VoiceoverArtist> {
  await ensureArtist(deps, user);
  await applyAutoApprovals(deps);
  // While a change is in review the editor holds what the artist proposed, not the approved values.
  const version = await latestProfileVersion(deps.db, user.id);
  const profile = await artistProfile(deps, user.id, 'owner', await proposalView(deps.db, version));
  if (!profile) throw notFound('The voiceover profile was not found.');
  return { ...profile, pending_change: presentProfileChange(version) };
}

/** Saves profile columns, stamping the profile as updated. */
export async function touchArtist(
  deps: AppDeps,
  userId: number,
  values: Updateable<VoiceoverArtistsTable> = {},
): Promise<void> {
  await updateArtistRow(deps.db, userId, { ...values, updated_at: deps.clock() });
}

/**
 * Saves a profile step's columns (making the artist row first if missing); a change to a public part
 * of an approved profile waits for review in its version (domains/voiceover/voiceover-gate.ts).
 */
export async function saveProfileStep(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
  values: Updateable<VoiceoverArtistsTable>,
): Promise<void> {
  await ensureArtist(deps, user);
  await touchArtist(deps, user.id, await liveColumns(deps, user.id, values));
}

/** Whether the user is an artist, and how far their profile is. */
export async function voiceoverStatus(deps: AppDeps, user: Pick<User, 'id' | 'is_voiceover_artist'>) {
  if (!user.is_voiceover_artist) return null;
  return (await artistStatus(deps.db, user.id))?.status ?? 'incomplete';
}

/** Opens a voiceover account: the artist row (or its new names) and the user's flag, together. */
export async function openVoiceoverAccount(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof CreateVoiceoverAccountBody>,
): Promise<void> {
  const country = await requireCountry(deps.db, body.country_code, 'country_code');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await upsertArtistRow(trx, {
      user_id: userId,
      uid: shortUid(12),
      status: 'incomplete',
      display_name: body.display_name,
      headline: body.headline,
      country_code: country.code,
      created_at: now,
      updated_at: now,
    });
    await markVoiceoverArtist(trx, userId, now);
  });
}

/** Replaces the artist's vocal ages, accents and languages; an unknown id is a 422 on its list. */
export async function saveVocalCharacteristics(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
  body: z.output<typeof UpdateVocalCharacteristicsBody>,
): Promise<void> {
  const chosen: Record<VocalList, number[]> = {
    ages: [...new Set(body.age_ids)],
    accents: [...new Set(body.accent_ids)],
    languages: [...new Set(body.language_ids)],
  };
  const found = await Promise.all(
    VOCAL_LIST_NAMES.map((list) => countVocalOptions(deps.db, list, chosen[list])),
  );
  const problems: Record<VocalList, [string, string]> = {
    ages: ['age_ids', 'A selected vocal age is invalid.'],
    accents: ['accent_ids', 'A selected accent is invalid.'],
    languages: ['language_ids', 'A selected language is invalid.'],
  };
  const errors: FieldErrors = {};
  VOCAL_LIST_NAMES.forEach((list, i) => {
    if (found[i] !== chosen[list].length) errors[problems[list][0]] = [problems[list][1]];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await ensureArtist(deps, user);
  const before = await Promise.all(
    VOCAL_LIST_NAMES.map((list) => artistVocalOptions(deps.db, list, [user.id])),
  );
  const changed = VOCAL_LIST_NAMES.some(
    (list, i) =>
      (before[i] ?? [])
        .map((r) => r.id)
        .sort()
        .join() !== [...chosen[list]].sort().join(),
  );
  const open = await openProfileVersion(deps.db, user.id);
  if ((changed || open?.proposed.vocal) && (await isApproved(deps, user.id))) {
    // An approved profile keeps its lists until the operator approves the new ones.
    await proposeProfileChange(deps, user.id, { columns: {}, vocal: chosen });
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const list of VOCAL_LIST_NAMES) await replaceVocalOptions(trx, list, user.id, chosen[list]);
    await updateArtistRow(trx, user.id, { updated_at: deps.clock() });
  });
}

/** Sends a complete profile for review; what is missing is a 422 per step. */
export async function submitForReview(deps: AppDeps, user: Pick<User, 'id' | 'country_code'>): Promise<void> {
  const profile = await ownProfile(deps, user);
  if (profile.status === 'in_review' || profile.status === 'approved') {
    throw invalid(
      'profile',
      profile.status === 'approved'
        ? 'Your profile is already approved.'
        : 'Your profile is already in review.',
    );
  }
  const errors: FieldErrors = {};
  if (!profile.steps.personal) errors.personal = ['Complete your personal details.'];
  if (!profile.steps.studio) errors.studio = ['Describe your studio.'];
  if (!profile.steps.vocal) errors.vocal = ['Choose your vocal ages, accents and languages.'];
  if (!profile.steps.demo) errors.demo = ['Upload at least one demo.'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await touchArtist(deps, user.id, { status: 'in_review', submitted_at: deps.clock() });
  // The demo may approve at once (VOICEOVER_AUTO_APPROVE_SECONDS=0).
  await applyAutoApprovals(deps);
}

/** The artist's offers that are not deleted, newest first. */
export async function ownOffers(deps: AppDeps, artistId: number) {
  return offersByIds(deps, await artistOfferIds(deps.db, artistId, 'newest'));
}

/** An offer's columns from the form, priced in a currency the store sells in (else a 422). */
async function offerValues(deps: AppDeps, body: z.output<typeof OfferBody>) {
  const currency = await currencyByCode(deps.db, body.currency_code);
  if (!currency) throw invalid('currency_code', 'The selected currency is not supported.');
  return {
    title: body.title,
    description: body.description,
    amount: toMinor(body.price),
    currency_code: currency.currency_code,
    currency_symbol: currency.currency_symbol,
    word_limit: body.word_limit,
    delivery_days: body.delivery_days,
    revisions: body.revisions,
    status: body.status,
  };
}

/** A new offer (at most MAX_OFFERS per artist); its id. */
export async function createOffer(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
  body: z.output<typeof OfferBody>,
): Promise<number> {
  const values = await offerValues(deps, body);
  await ensureArtist(deps, user);
  await requireApprovedArtist(deps, user.id);
  if ((await countOffers(deps.db, user.id)) >= MAX_OFFERS)
    throw invalid('title', `You can have at most ${MAX_OFFERS} offers.`);
  const now = deps.clock();
  return insertOffer(deps.db, {
    ...values,
    uid: shortUid(12),
    voiceover_artist_id: user.id,
    created_at: now,
    updated_at: now,
  });
}

/** One of the artist's offers (not deleted), or 404. */
async function ownOffer(deps: AppDeps, artistId: number, uid: string) {
  const offer = await ownOfferRow(deps.db, artistId, uid);
  if (!offer) throw notFound('The offer was not found.');
  return offer;
}

/** Rewrites one of the artist's offers; its id. */
export async function updateOffer(
  deps: AppDeps,
  artistId: number,
  uid: string,
  body: z.output<typeof OfferBody>,
): Promise<number> {
  const offer = await ownOffer(deps, artistId, uid);
  const values = await offerValues(deps, body);
  // An offer is made active only by an approved artist (pausing or editing a paused one is always fine).
  if (values.status === 'active') await requireApprovedArtist(deps, artistId);
  await updateOfferRow(deps.db, offer.id, { ...values, updated_at: deps.clock() });
  return offer.id;
}

/** Kept as deleted rather than removed: orders placed on it still show what was bought. */
export async function deleteOffer(deps: AppDeps, artistId: number, uid: string): Promise<void> {
  const offer = await ownOffer(deps, artistId, uid);
  await updateOfferRow(deps.db, offer.id, { deleted_at: deps.clock(), updated_at: deps.clock() });
}

/** A 422 on `field` when the artist already keeps MAX_DEMOS demos. */
export async function requireDemoRoom(deps: AppDeps, artistId: number, field: string): Promise<void> {
  if ((await countDemos(deps.db, artistId)) >= MAX_DEMOS)
    throw invalid(field, `You can keep at most ${MAX_DEMOS} demos.`);
}

/** Stores an uploaded demo (at most MAX_DEMOS per artist). */
export async function addDemo(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
  demo: { title: string; file: File },
): Promise<void> {
  await ensureArtist(deps, user);
  await requireDemoRoom(deps, user.id, 'demo');
  // A new demo is public: an approved profile lists it once the operator approves it (its version).
  const approved = await isApproved(deps, user.id);
  await deps.media.withUpload('demo', demo.file, demoRule, 'demos', async (saved) => {
    const values = {
      uid: shortUid(12),
      title: demo.title,
      file_path: saved,
      duration_seconds: await audioFileSeconds(deps.media.stored(saved, demo.file.size)),
    };
    if (approved) await proposeProfileChange(deps, user.id, { columns: {}, demos: [values] });
    else await insertDemo(deps.db, { ...values, voiceover_artist_id: user.id, created_at: deps.clock() });
  });
}

/** Removes one of the artist's demos and its file. */
export async function removeDemo(deps: AppDeps, artistId: number, demoId: number): Promise<void> {
  const demo = await deleteDemo(deps.db, artistId, demoId);
  if (!demo) throw notFound('The demo was not found.');
  await removeUnreferenced(deps, demo.file_path);
}
