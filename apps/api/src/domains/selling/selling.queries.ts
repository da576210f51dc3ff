import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type {
  AuthorProfilesTable,
  BookActivitiesTable,
  BookAudioFilesTable,
  BookContributorsTable,
  BookStatus,
  BooksTable,
  BookType,
  Database,
} from '../../db/schema.ts';
import { likePattern } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

/** The author's own book by uid, or undefined (another author's book is not theirs). */
export function authorBook(db: Kysely<Database>, authorId: number, uid: string) {
  return db
    .selectFrom('books')
    .selectAll()
    .where('uid', '=', uid)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
}

export async function insertBookActivity(db: Kysely<Database>, values: Insertable<BookActivitiesTable>) {
  await db.insertInto('book_activities').values(values).execute();
}

export function bookActivityRows(db: Kysely<Database>, bookId: number) {
  return db
    .selectFrom('book_activities')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many prices, contributors and audio tracks a book has. */
export async function bookPartCounts(db: Kysely<Database>, bookId: number) {
  const count = (table: 'book_prices' | 'book_contributors' | 'book_audio_files') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('book_id', '=', bookId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [prices, contributors, tracks] = await Promise.all([
    count('book_prices'),
    count('book_contributors'),
    count('book_audio_files'),
  ]);
  return { prices, contributors, tracks };
}

export interface SellerBookFilters {
  status?: BookStatus | undefined;
  type?: BookType | undefined;
  keyword?: string | undefined;
}

/** A page of the author's books, last edited first, with the total count. */
export function authorBooksPage(
  db: Kysely<Database>,
  authorId: number,
  filters: SellerBookFilters,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('books').where('author_id', '=', authorId);
  if (filters.status) base = base.where('status', '=', filters.status);
  if (filters.type) base = base.where('type', '=', filters.type);
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    base = base.where((eb) => eb(eb.fn('lower', ['title']), 'like', pattern));
  }
  return withTotal(base, (query) =>
    query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}

export function insertBook(db: Kysely<Database>, values: Insertable<BooksTable>) {
  return db.insertInto('books').values(values).returning(['id', 'uid']).executeTakeFirstOrThrow();
}

export async function updateBook(db: Kysely<Database>, bookId: number, values: Updateable<BooksTable>) {
  await db.updateTable('books').set(values).where('id', '=', bookId).execute();
}

/** Moves a book to a status only if it still has the status read before (one of two racing calls wins). */
export async function moveBookStatus(
  db: Kysely<Database>,
  bookId: number,
  from: BookStatus,
  values: Updateable<BooksTable> & { status: BookStatus },
): Promise<boolean> {
  const row = await db
    .updateTable('books')
    .set(values)
    .where('id', '=', bookId)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBookRow(db: Kysely<Database>, bookId: number) {
  await db.deleteFrom('books').where('id', '=', bookId).execute();
}

/** Whether any order holds the book. */
export async function bookWasOrdered(db: Kysely<Database>, bookId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row !== undefined;
}

export function allCategories(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['uid', 'name']).orderBy('position').orderBy('id').execute();
}

export function categoryByUid(db: Kysely<Database>, uid: string) {
  return db.selectFrom('categories').select('id').where('uid', '=', uid).executeTakeFirst();
}

export function subCategoriesOf(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('sub_categories')
    .select(['uid', 'name'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function subCategoryInCategory(db: Kysely<Database>, uid: string, categoryId: number) {
  return db
    .selectFrom('sub_categories')
    .select('id')
    .where('uid', '=', uid)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

/** Every contributor the author has credited, with each role they had. */
export function authorContributors(db: Kysely<Database>, authorId: number) {
  return db
    .selectFrom('book_contributors as bc')
    .innerJoin('contributors as ct', 'ct.id', 'bc.contributor_id')
    .select(['ct.id', 'ct.name', 'bc.role'])
    .distinct()
    .where('ct.owner_id', '=', authorId)
    .orderBy('ct.name')
    .orderBy('bc.role')
    .execute();
}

export function authorContributorById(db: Kysely<Database>, authorId: number, contributorId: number) {
  return db
    .selectFrom('contributors')
    .select(['id', 'name'])
    .where('id', '=', contributorId)
    .where('owner_id', '=', authorId)
    .executeTakeFirst();
}

/** The author's contributor of that name (any case), or undefined. */
export function authorContributorByName(db: Kysely<Database>, authorId: number, name: string) {
  return db
    .selectFrom('contributors')
    .select(['id', 'name'])
    .where('owner_id', '=', authorId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export function insertContributor(
  db: Kysely<Database>,
  values: { uid: string; owner_id: number; name: string; created_at: Date },
) {
  return db.insertInto('contributors').values(values).returning(['id', 'name']).executeTakeFirstOrThrow();
}

/** The position after the last of a book's rows in a positioned table (0 for the first). */
export async function nextPosition(
  db: Kysely<Database>,
  table: 'book_contributors' | 'book_audio_files',
  bookId: number,
): Promise<number> {
  const last = await db
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  return Number(last.position) + 1;
}

/** Credits a contributor on a book; false when they already have that role on it. */
export async function attachContributor(
  db: Kysely<Database>,
  values: Insertable<BookContributorsTable>,
): Promise<boolean> {
  const added = await db
    .insertInto('book_contributors')
    .values(values)
    .onConflict((oc) => oc.columns(['book_id', 'contributor_id', 'role']).doNothing())
    .returning('book_id')
    .executeTakeFirst();
  return added !== undefined;
}

/** Removes a contributor from a book (every role); false when they were not on it. */
export async function detachContributor(db: Kysely<Database>, bookId: number, contributorId: number) {
  const removed = await db
    .deleteFrom('book_contributors')
    .where('book_id', '=', bookId)
    .where('contributor_id', '=', contributorId)
    .returning('contributor_id')
    .execute();
  return removed.length > 0;
}

export function trackPaths(db: Kysely<Database>, bookId: number) {
  return db.selectFrom('book_audio_files').select('file_path').where('book_id', '=', bookId).execute();
}

export function bookTrack(db: Kysely<Database>, bookId: number, fileId: number) {
  return db
    .selectFrom('book_audio_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
}

export function insertTrack(db: Kysely<Database>, values: Insertable<BookAudioFilesTable>) {
  return db.insertInto('book_audio_files').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The ids of a book's tracks in play order. */
export async function trackIds(db: Kysely<Database>, bookId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('book_audio_files')
    .select('id')
    .where('book_id', '=', bookId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Sets each track's position to its index in `ids`. */
export async function setTrackPositions(db: Kysely<Database>, bookId: number, ids: readonly number[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('book_audio_files')
      .set({ position })
      .where('id', '=', id)
      .where('book_id', '=', bookId)
      .execute();
  }
}

export async function deleteTrack(db: Kysely<Database>, fileId: number) {
  await db.deleteFrom('book_audio_files').where('id', '=', fileId).execute();
}

/** A book's tracks summed: seconds, bytes and how many. */
export async function trackTotals(db: Kysely<Database>, bookId: number) {
  const totals = await db
    .selectFrom('book_audio_files')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('duration_seconds'), eb.lit(0)).as('seconds'),
      eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  return { seconds: Number(totals.seconds), bytes: Number(totals.bytes), count: Number(totals.count) };
}

/** Replaces a book's prices. */
export async function replaceBookPrices(
  db: Kysely<Database>,
  bookId: number,
  prices: readonly { country_code: string; amount: number }[],
) {
  await db.deleteFrom('book_prices').where('book_id', '=', bookId).execute();
  await db
    .insertInto('book_prices')
    .values(prices.map((p) => ({ book_id: bookId, ...p })))
    .execute();
}

/** Creates the author profile, or rewrites it when one exists. */
export async function upsertAuthorProfile(
  db: Kysely<Database>,
  values: Insertable<AuthorProfilesTable> & { bio: string; country_code: string; updated_at: Date },
) {
  await db
    .insertInto('author_profiles')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        pen_name: values.pen_name ?? null,
        bio: values.bio,
        website: values.website ?? null,
        country_code: values.country_code,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  values: Updateable<Database['users']>,
) {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/**
 * The bytes an author's book files take: the uploaded EPUBs (books.file_size_bytes of ebooks) and
 * every audiobook track. Covers (one per book, 10 MB at most, replaced in place) are not counted.
 */
export async function authorStorageBytes(db: Kysely<Database>, authorId: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('books')
        .select((b) => b.fn.coalesce(b.fn.sum<number>('file_size_bytes'), b.lit(0)).as('bytes'))
        .where('author_id', '=', authorId)
        .where('type', '=', 'ebook')
        .as('ebooks'),
      eb
        .selectFrom('book_audio_files')
        .innerJoin('books', 'books.id', 'book_audio_files.book_id')
        .select((b) => b.fn.coalesce(b.fn.sum<number>('book_audio_files.size_bytes'), b.lit(0)).as('bytes'))
        .where('books.author_id', '=', authorId)
        .as('tracks'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.ebooks ?? 0) + Number(row.tracks ?? 0) + (await pendingVersionBytes(db, authorId));
}

/**
 * The files waiting in the author's open versions (issue 41): an EPUB or tracks uploaded into a change
 * are stored beside the approved ones until the change is decided, so they count against the quota.
 * `epubOf` narrows it to the EPUB of one book's change (what a new EPUB for that change replaces).
 */
export async function pendingVersionBytes(
  db: Kysely<Database>,
  authorId: number,
  epubOf?: number,
): Promise<number> {
  const tracks =
    epubOf !== undefined
      ? sql`0`
      : sql`coalesce((select sum((t ->> 'size_bytes')::bigint)
        from jsonb_array_elements(coalesce(v.proposed -> 'tracks', '[]'::jsonb)) as t
        where not exists (select 1 from book_audio_files f
          where f.book_id = b.id and f.file_path = t ->> 'file_path')), 0)`;
  const { rows } = await sql<{ bytes: string | number | null }>`
    select coalesce(sum(
      case when (v.proposed -> 'file' ->> 'path') is distinct from b.file_path
        then coalesce((v.proposed -> 'file' ->> 'size_bytes')::bigint, 0) else 0 end
      + ${tracks}), 0) as bytes
    from book_versions v join books b on b.id = v.book_id
    where b.author_id = ${authorId} and v.status = 'in_review'
      ${epubOf !== undefined ? sql`and b.id = ${epubOf}` : sql``}`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}
