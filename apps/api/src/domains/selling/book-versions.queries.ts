/** What book versions (issue 41 item 1) read and write: a book's public parts, its open version. */
import { sql, type Kysely } from 'kysely';
import type { BookReviewKind, BookVersionStatus, ContributorRole, Database } from '../../db/schema.ts';

/**
 * Tracks uploaded into a version (not live yet) are numbered from here: the contract's ids are positive
 * int4s, and the live tracks' identity column stays far below this.
 */
export const PENDING_TRACK_IDS = 2_000_000_000;
export const isPendingTrack = (id: number) => id > PENDING_TRACK_IDS;

/** A track as a version holds it (a pending one numbered past PENDING_TRACK_IDS). */
export interface VersionTrack {
  id: number;
  title: string;
  file_path: string;
  duration_seconds: number;
  size_bytes: number;
  chapters: { title: string; start_seconds: number }[];
  position: number;
}

/** Every public part of a book that review covers, as one value (the live book's, or a version's). */
export interface PublicParts {
  title: string;
  subtitle: string | null;
  description: string | null;
  language: string;
  category_id: number | null;
  sub_category_id: number | null;
  cover_path: string | null;
  /** An ebook's EPUB; null for other types or before the upload. */
  file: {
    path: string;
    format: string;
    size_bytes: number;
    name: string | null;
    uploaded_at: string | null;
  } | null;
  contributors: { contributor_id: number; role: ContributorRole; position: number }[];
  tracks: VersionTrack[];
}

export interface VersionRow {
  id: number;
  uid: string;
  book_id: number;
  status: BookVersionStatus;
  review_kind: BookReviewKind;
  previous: PublicParts;
  proposed: PublicParts;
  revision: number;
  rejection_reason: string | null;
  submitted_at: Date;
  updated_at: Date;
  decided_at: Date | null;
}

const VERSION_COLUMNS = [
  'id',
  'uid',
  'book_id',
  'status',
  'review_kind',
  'previous',
  'proposed',
  'revision',
  'rejection_reason',
  'submitted_at',
  'updated_at',
  'decided_at',
] as const;

/** The jsonb columns come back parsed: their shape is PublicParts, written only by this module. */
const asVersion = <T extends { previous: unknown; proposed: unknown }>(row: T) =>
  row as unknown as Omit<T, 'previous' | 'proposed'> & { previous: PublicParts; proposed: PublicParts };

/** The live public parts of a book, read in one statement. */
export async function livePublicParts(db: Kysely<Database>, bookId: number): Promise<PublicParts> {
  const row = await db
    .selectFrom('books as b')
    .select([
      'b.title',
      'b.subtitle',
      'b.description',
      'b.language',
      'b.category_id',
      'b.sub_category_id',
      'b.cover_path',
      'b.type',
      'b.file_path',
      'b.file_format',
      'b.file_size_bytes',
      'b.file_name',
      'b.file_uploaded_at',
      sql<PublicParts['contributors']>`(
        SELECT coalesce(json_agg(json_build_object('contributor_id', bc.contributor_id, 'role', bc.role,
          'position', bc.position) ORDER BY bc.position, bc.contributor_id), '[]')
        FROM book_contributors AS bc WHERE bc.book_id = b.id)`.as('contributors'),
      sql<VersionTrack[]>`(
        SELECT coalesce(json_agg(json_build_object('id', t.id, 'title', t.title, 'file_path', t.file_path,
          'duration_seconds', t.duration_seconds, 'size_bytes', t.size_bytes, 'chapters', t.chapters,
          'position', t.position) ORDER BY t.position, t.id), '[]')
        FROM book_audio_files AS t WHERE t.book_id = b.id)`.as('tracks'),
    ])
    .where('b.id', '=', bookId)
    .executeTakeFirstOrThrow();
  const uploadedAt = row.file_uploaded_at as Date | string | null;
  return {
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    language: row.language,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    cover_path: row.cover_path,
    file:
      row.type === 'ebook' && row.file_path
        ? {
            path: row.file_path,
            format: row.file_format ?? 'epub',
            size_bytes: row.file_size_bytes ?? 0,
            name: row.file_name,
            uploaded_at: uploadedAt === null ? null : new Date(uploadedAt).toISOString(),
          }
        : null,
    contributors: row.contributors,
    tracks: row.type === 'audiobook' ? row.tracks : [],
  };
}

/** Every media file a proposal names (kept while the version is open: selling-media's mediaInUse). */
export const mediaPathsOf = (parts: PublicParts): string[] => [
  ...new Set(
    [parts.cover_path, parts.file?.path, ...parts.tracks.map((t) => t.file_path)].filter(
      (path): path is string => Boolean(path),
    ),
  ),
];

/** The book's open version (in review), locked when `lock`. */
export async function openVersion(db: Kysely<Database>, bookId: number, lock = false) {
  let query = db
    .selectFrom('book_versions')
    .select(VERSION_COLUMNS)
    .where('book_id', '=', bookId)
    .where('status', '=', 'in_review');
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? asVersion(row) : undefined;
}

/** The open versions of these books, by book id. */
export async function openVersionsOf(db: Kysely<Database>, bookIds: readonly number[]) {
  if (bookIds.length === 0) return new Map<number, VersionRow>();
  const rows = await db
    .selectFrom('book_versions')
    .select(VERSION_COLUMNS)
    .where('book_id', 'in', bookIds)
    .where('status', '=', 'in_review')
    .execute();
  return new Map(rows.map((row) => [row.book_id, asVersion(row)]));
}

/** Each book's latest version that is not withdrawn: what the author's dashboard says about changes. */
export async function latestVersionsOf(db: Kysely<Database>, bookIds: readonly number[]) {
  if (bookIds.length === 0) return new Map<number, VersionRow>();
  const rows = await db
    .selectFrom('book_versions')
    .select(VERSION_COLUMNS)
    .distinctOn('book_id')
    .where('book_id', 'in', bookIds)
    .where('status', '!=', 'withdrawn')
    .orderBy('book_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.book_id, asVersion(row)]));
}

export async function versionByUid(db: Kysely<Database>, uid: string, lock = false) {
  let query = db.selectFrom('book_versions').select(VERSION_COLUMNS).where('uid', '=', uid);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? asVersion(row) : undefined;
}

export async function insertVersion(
  db: Kysely<Database>,
  values: {
    uid: string;
    bookId: number;
    kind: BookReviewKind;
    previous: PublicParts;
    proposed: PublicParts;
    now: Date;
  },
) {
  const row = await db
    .insertInto('book_versions')
    .values({
      uid: values.uid,
      book_id: values.bookId,
      review_kind: values.kind,
      previous: JSON.stringify(values.previous),
      proposed: JSON.stringify(values.proposed),
      // A trusted author's change is live: the book's own rows name its files.
      media_paths: values.kind === 'pre_publication' ? mediaPathsOf(values.proposed) : [],
      submitted_at: values.now,
      updated_at: values.now,
    })
    .returning(VERSION_COLUMNS)
    .executeTakeFirstOrThrow();
  return asVersion(row);
}

/** Saves the author's next edit of an open version: a new revision. */
export async function setProposed(
  db: Kysely<Database>,
  version: Pick<VersionRow, 'id' | 'review_kind'>,
  proposed: PublicParts,
  now: Date,
) {
  await db
    .updateTable('book_versions')
    .set((eb) => ({
      proposed: JSON.stringify(proposed),
      media_paths: version.review_kind === 'pre_publication' ? mediaPathsOf(proposed) : [],
      revision: eb('revision', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', version.id)
    .where('status', '=', 'in_review')
    .execute();
}

/** Closes an open version (approved, rejected or withdrawn); false when it was no longer open. */
export async function closeVersion(
  db: Kysely<Database>,
  versionId: number,
  values: {
    status: Exclude<BookVersionStatus, 'in_review'>;
    reason: string | null;
    by: number | null;
    at: Date;
  },
): Promise<boolean> {
  const row = await db
    .updateTable('book_versions')
    .set({
      status: values.status,
      rejection_reason: values.reason,
      decided_by: values.by,
      decided_at: values.at,
      updated_at: values.at,
    })
    .where('id', '=', versionId)
    .where('status', '=', 'in_review')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Contributor names of the author's own contributors, by id. */
export async function contributorNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('contributors').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Category and sub-category names by id, for a diff or an overlay. */
export async function categoryNames(db: Kysely<Database>, categoryIds: number[], subIds: number[]) {
  const [categories, subs] = await Promise.all([
    categoryIds.length > 0
      ? db.selectFrom('categories').select(['id', 'uid', 'name']).where('id', 'in', categoryIds).execute()
      : Promise.resolve([]),
    subIds.length > 0
      ? db.selectFrom('sub_categories').select(['id', 'uid', 'name']).where('id', 'in', subIds).execute()
      : Promise.resolve([]),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row])),
    subCategories: new Map(subs.map((row) => [row.id, row])),
  };
}

/** The change queue: open versions of one kind, the longest waiting first, with book and author. */
export async function versionQueuePage(
  db: Kysely<Database>,
  kind: BookReviewKind,
  q: string | undefined,
  page: number,
  perPage: number,
) {
  let base = db
    .selectFrom('book_versions as v')
    .innerJoin('books as b', 'b.id', 'v.book_id')
    .innerJoin('users as u', 'u.id', 'b.author_id')
    .where('v.status', '=', 'in_review')
    .where('v.review_kind', '=', kind);
  if (q) {
    const like = `%${q.toLowerCase()}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['b.title']), 'like', like),
        eb(sql`lower(v.proposed->>'title')`, 'like', like),
        eb(eb.fn('lower', ['u.username']), 'like', like),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'v.id',
        'v.uid',
        'v.review_kind',
        'v.previous',
        'v.proposed',
        'v.revision',
        'v.submitted_at',
        'v.updated_at',
        'b.id as book_id',
        'b.uid as book_uid',
        'b.slug',
        'b.title',
        'b.type',
        'b.status as book_status',
        'b.cover_path',
        'u.id as author_id',
        'u.uid as author_uid',
        'u.username as author_username',
        'u.email as author_email',
        'u.first_name as author_first_name',
        'u.last_name as author_last_name',
      ])
      .orderBy('v.submitted_at')
      .orderBy('v.id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(asVersion), total: Number(total.total) };
}
