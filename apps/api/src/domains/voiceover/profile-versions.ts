/**
 * Versions of voiceover profiles (issue 41 item 1, replacing issue 23's "hidden during re-review"): an
 * approved artist's change to a public part of the profile (a public column, the vocal lists, a new
 * demo) waits in the profile's one open version while the approved profile stays listed and its offers
 * orderable. The operator approves it (swapped in, in one transaction) or rejects it with a reason the
 * artist reads; the approved profile stays either way until then.
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database, VoiceoverArtistsTable } from '../../db/schema.ts';
import { Conflict } from '../../domain/errors.ts';
import type { Actor } from '../accounts/audit.ts';
import { recordAction } from '../accounts/audit.ts';
import { removeUnreferenced } from '../media/selling-media.ts';
import {
  artistRow,
  artistVocalOptions,
  insertDemo,
  replaceVocalOptions,
  updateArtistRow,
  VOCAL_LIST_NAMES,
  VOCAL_LISTS,
  type VocalList,
} from './voiceover-profiles.queries.ts';

export type VocalChoice = Record<VocalList, number[]>;
export interface PendingDemo {
  uid: string;
  title: string;
  file_path: string;
  duration_seconds: number;
}

/** What a profile version holds: changed public columns, the vocal lists, demos to add. */
export interface ProfileParts {
  columns: Record<string, unknown>;
  vocal?: VocalChoice;
  demos?: PendingDemo[];
}

export interface ProfileVersion {
  id: number;
  artist_id: number;
  status: 'in_review' | 'approved' | 'rejected' | 'withdrawn';
  previous: ProfileParts;
  proposed: ProfileParts;
  rejection_reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
}

const COLUMNS = [
  'id',
  'artist_id',
  'status',
  'previous',
  'proposed',
  'rejection_reason',
  'submitted_at',
  'decided_at',
] as const;

const asVersion = (row: { previous: unknown; proposed: unknown }) => row as unknown as ProfileVersion;

/** The artist's open version (locked when `lock`). */
export async function openProfileVersion(db: Kysely<Database>, artistId: number, lock = false) {
  let query = db
    .selectFrom('voiceover_profile_versions')
    .select(COLUMNS)
    .where('artist_id', '=', artistId)
    .where('status', '=', 'in_review');
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? asVersion(row) : undefined;
}

/** The artist's latest version that was not withdrawn: what their dashboard says of their change. */
export async function latestProfileVersion(db: Kysely<Database>, artistId: number) {
  const row = await db
    .selectFrom('voiceover_profile_versions')
    .select(COLUMNS)
    .where('artist_id', '=', artistId)
    .where('status', '!=', 'withdrawn')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? asVersion(row) : undefined;
}

async function currentVocal(db: Kysely<Database>, artistId: number): Promise<VocalChoice> {
  const [ages, accents, languages] = await Promise.all(
    VOCAL_LIST_NAMES.map((list) => artistVocalOptions(db, list, [artistId])),
  );
  const ids = (rows: { id: number }[] | undefined) => (rows ?? []).map((row) => row.id);
  return { ages: ids(ages), accents: ids(accents), languages: ids(languages) };
}

/**
 * Adds `change` to the approved artist's open version (opening one): the approved values of what it
 * changes are kept as `previous` for the operator's diff. One transaction, the artist row locked.
 */
export async function proposeProfileChange(deps: AppDeps, artistId: number, change: ProfileParts) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('voiceover_artists')
      .select('user_id')
      .where('user_id', '=', artistId)
      .forUpdate()
      .execute();
    const row = (await artistRow(trx, artistId)) as unknown as Record<string, unknown>;
    const open = await openProfileVersion(trx, artistId, true);
    const previous: ProfileParts = open?.previous ?? { columns: {} };
    const proposed: ProfileParts = open?.proposed ?? { columns: {} };
    for (const [column, value] of Object.entries(change.columns)) {
      if (!(column in previous.columns)) previous.columns[column] = row[column] ?? null;
      proposed.columns[column] = value;
    }
    if (change.vocal) {
      previous.vocal ??= await currentVocal(trx, artistId);
      proposed.vocal = change.vocal;
    }
    if (change.demos) proposed.demos = [...(proposed.demos ?? []), ...change.demos];
    const values = {
      previous: JSON.stringify(previous),
      proposed: JSON.stringify(proposed),
      updated_at: now,
    };
    if (open) {
      await trx.updateTable('voiceover_profile_versions').set(values).where('id', '=', open.id).execute();
    } else {
      await trx
        .insertInto('voiceover_profile_versions')
        .values({ ...values, artist_id: artistId, submitted_at: now })
        .execute();
    }
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The parts a version changes (column names, `vocal`, `demos`). */
export function changedProfileParts(version: Pick<ProfileVersion, 'previous' | 'proposed'>): string[] {
  const { previous, proposed } = version;
  const columns = Object.keys(proposed.columns).filter(
    (column) => !same(previous.columns[column], proposed.columns[column]),
  );
  return [
    ...columns,
    ...(proposed.vocal && !same(previous.vocal, proposed.vocal) ? ['vocal'] : []),
    ...((proposed.demos?.length ?? 0) > 0 ? ['demos'] : []),
  ];
}

/**
 * Decides the artist's open version in the caller's transaction `trx` (the decision's, with its audit
 * entry): approval writes the proposal over the approved profile; a rejection keeps the approved one.
 * Answers the version decided, or undefined when none is open.
 */
export async function decideProfileVersion(
  deps: Pick<AppDeps, 'clock'>,
  trx: Kysely<Database>,
  actor: Actor,
  artist: { user_id: number; username: string; email: string },
  decision: { approve: true } | { approve: false; reason: string },
) {
  const version = await openProfileVersion(trx, artist.user_id, true);
  if (!version) return undefined;
  const now = deps.clock();
  if (decision.approve) {
    const { proposed } = version;
    await updateArtistRow(trx, artist.user_id, {
      ...(proposed.columns as Updateable<VoiceoverArtistsTable>),
      reviewed_at: now,
      updated_at: now,
    });
    if (proposed.vocal) {
      for (const list of VOCAL_LIST_NAMES)
        await replaceVocalOptions(trx, list, artist.user_id, proposed.vocal[list]);
    }
    for (const demo of proposed.demos ?? []) {
      await insertDemo(trx, { ...demo, voiceover_artist_id: artist.user_id, created_at: now });
    }
  }
  await trx
    .updateTable('voiceover_profile_versions')
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      rejection_reason: decision.approve ? null : decision.reason,
      decided_at: now,
      updated_at: now,
    })
    .where('id', '=', version.id)
    .execute();
  const changed = changedProfileParts(version);
  await recordAction(trx, actor, now, {
    action: decision.approve ? 'voiceover.approve' : 'voiceover.reject',
    target: { type: 'voiceover_profile', id: artist.username, label: artist.email },
    reason: decision.approve ? null : decision.reason,
    before: { status: 'approved', change: 'in_review', changed },
    after: { status: 'approved', change: decision.approve ? 'approved' : 'rejected' },
  });
  return version;
}

/** After a rejected version: its demos' files, which nothing else names. */
export async function dropRejectedDemos(deps: Pick<AppDeps, 'db' | 'media'>, version: ProfileVersion) {
  await removeUnreferenced(deps, ...(version.proposed.demos ?? []).map((demo) => demo.file_path));
}

/** A 409 for a second decision on a profile whose change is no longer open. */
export const changeDecided = (username: string) =>
  new Conflict(
    `The profile of ${username} is already approved and has no change waiting for review: another operator may have decided it just now.`,
    { username: [`The profile of ${username} has no change waiting for review.`] },
  );

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value as string | number);
};

/** The rows of a version's diff for the operator: each changed part, approved → proposed. */
export async function profileChangeRows(deps: Pick<AppDeps, 'db' | 'media'>, version: ProfileVersion) {
  const { previous, proposed } = version;
  const rows: { part: string; before: string | null; after: string | null; url: string | null }[] = [];
  for (const column of changedProfileParts(version)) {
    if (column === 'vocal' || column === 'demos') continue;
    rows.push({
      part: column,
      before: text(previous.columns[column]),
      after: text(proposed.columns[column]),
      url: null,
    });
  }
  if (proposed.vocal && !same(previous.vocal, proposed.vocal)) {
    const names = async (list: VocalList, ids: number[] = []) => {
      if (ids.length === 0) return null;
      const found = await artistOptionNames(deps.db, list, ids);
      return ids.map((id) => found.get(id) ?? String(id)).join(', ');
    };
    for (const list of VOCAL_LIST_NAMES) {
      const [before, after] = await Promise.all([
        names(list, previous.vocal?.[list]),
        names(list, proposed.vocal[list]),
      ]);
      if (before !== after) rows.push({ part: `vocal ${list}`, before, after, url: null });
    }
  }
  for (const demo of proposed.demos ?? []) {
    rows.push({ part: 'new demo', before: null, after: demo.title, url: deps.media.url(demo.file_path) });
  }
  return rows;
}

/** The names of a vocal list's options, by id (in the list's order). */
async function artistOptionNames(db: Kysely<Database>, list: VocalList, ids: number[]) {
  const { option } = VOCAL_LISTS[list];
  const result = await sql<{ id: number; name: string }>`
    select id, name from ${sql.table(option)} where id in (${sql.join(ids)})
    order by position, id`.execute(db);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/** What the owner's editor shows over the approved profile while their change is in review. */
export interface ProfileProposal {
  columns: Record<string, unknown>;
  vocal?: Record<VocalList, { id: number; name: string }[]>;
}

/**
 * The artist's open change as their own read shows it (issue 41): the proposed columns and vocal lists
 * (named), so the editor holds what they proposed. Undefined when no change is in review: a rejected
 * change leaves the approved values in the editor, with the reviewer's reason in the banner.
 */
export async function proposalView(
  db: Kysely<Database>,
  version: ProfileVersion | undefined,
): Promise<ProfileProposal | undefined> {
  if (version?.status !== 'in_review') return undefined;
  const { columns, vocal } = version.proposed;
  if (!vocal) return { columns };
  const named = await Promise.all(
    VOCAL_LIST_NAMES.map(async (list) => {
      const ids = vocal[list];
      if (ids.length === 0) return [];
      const names = await artistOptionNames(db, list, ids);
      return [...names].map(([id, name]) => ({ id, name }));
    }),
  );
  return { columns, vocal: { ages: named[0] ?? [], accents: named[1] ?? [], languages: named[2] ?? [] } };
}

/** What the owner's dashboard says of their latest change. */
export function presentProfileChange(version: ProfileVersion | undefined) {
  if (!version || version.status === 'withdrawn') return null;
  return {
    status: version.status,
    changed: changedProfileParts(version),
    submitted_at: version.submitted_at.toISOString(),
    rejection_reason: version.rejection_reason,
  };
}
