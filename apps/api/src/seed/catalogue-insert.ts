import { slugify } from './content/categories.ts';
import { LISTS } from './content/lists.ts';
import type { BookPlan, PersonPlan, SeedContext } from './context.ts';
import { DAY_MS, daysBefore, uid } from './context.ts';
import { idOf, insertReturningIds, insertRows } from './insert.ts';
import { recomputeFigures } from '../domains/reviews/reviews.queries.ts';
import { listCoverSvg } from './media/svg.ts';
import { nameOnBooks } from './people.ts';

/** Inserts books, prices, contributors, audio files, activities and reviews; answers uid -> id. */
export async function insertBooks(
  ctx: SeedContext,
  books: readonly BookPlan[],
): Promise<Map<string, number>> {
  const userId = (person: PersonPlan) => idOf(ctx.userIds, person.uid);
  const ids = await insertReturningIds(
    ctx.db,
    'books',
    books.map((b) => {
      return {
        uid: b.uid,
        slug: b.slug,
        author_id: userId(b.author),
        type: b.type,
        title: b.title,
        subtitle: b.subtitle,
        series: b.series,
        description: b.description,
        language: b.language,
        pages: b.pages,
        duration_seconds: b.durationSeconds,
        isbn: b.isbn,
        publisher: b.publisher,
        publication_date: b.publicationDate,
        edition: b.edition,
        keywords: b.keywords,
        category_id: b.category.id,
        sub_category_id: b.subCategory.id,
        status: b.status,
        rejection_reason: null,
        // Issue 28: a submitted book has its date; one still in review waits in the operators' queue.
        submitted_at: b.status === 'draft' ? null : new Date(b.createdAt.getTime() + DAY_MS),
        review_kind: b.status === 'in_review' ? 'pre_publication' : null,
        cover_path: b.coverPath,
        file_path: b.filePath,
        file_format: b.fileFormat,
        file_size_bytes: b.fileSizeBytes,
        sample_path: b.samplePath,
        print_binding: b.print?.binding ?? null,
        print_paper: b.print?.paper ?? null,
        print_color: b.print?.colour ?? null,
        print_width_mm: b.print?.widthMm ?? null,
        print_height_mm: b.print?.heightMm ?? null,
        print_depth_mm: b.print?.depthMm ?? null,
        print_weight_grams: b.print?.weightGrams ?? null,
        print_on_demand: b.print?.printOnDemand ?? false,
        stock_quantity: b.print?.stock ?? null,
        sales_count: b.salesCount,
        trending_score: b.trendingScore,
        published_at: b.publishedAt,
        created_at: b.createdAt,
        updated_at: b.publishedAt ?? b.createdAt,
      };
    }),
    'uid',
  );
  const bookId = (book: BookPlan) => idOf(ids, book.uid);
  // Before the prices: each price copies its book's rating when written, rather than being rewritten.
  await insertReviews(ctx, books, bookId, userId);

  await insertRows(
    ctx.db,
    'book_prices',
    books.flatMap((b) =>
      [...b.prices].map(([country_code, amount]) => ({ book_id: bookId(b), country_code, amount })),
    ),
  );

  // Contributors belong to the author who manages them; one per distinct name and author.
  const rng = ctx.rng.fork('contributors');
  const contributorKey = (b: BookPlan, name: string) => `${b.author.uid}|${name}`;
  const contributorUids = new Map<string, string>();
  const contributorRows: {
    uid: string;
    owner_id: number;
    name: string;
    email: string | null;
    bio: string | null;
  }[] = [];
  const addContributor = (b: BookPlan, name: string) => {
    const key = contributorKey(b, name);
    if (contributorUids.has(key)) return;
    const contributorUid = uid(rng);
    contributorUids.set(key, contributorUid);
    contributorRows.push({ uid: contributorUid, owner_id: userId(b.author), name, email: null, bio: null });
  };
  // A book credits its author by the name on it: the pen name when they write under one.
  for (const b of books) {
    addContributor(b, nameOnBooks(b.author));
    for (const c of b.contributors) addContributor(b, c.name);
  }
  const contributorIds = await insertReturningIds(ctx.db, 'contributors', contributorRows, 'uid');
  const contributorId = (b: BookPlan, name: string) =>
    idOf(contributorIds, contributorUids.get(contributorKey(b, name)) ?? '');
  await insertRows(
    ctx.db,
    'book_contributors',
    books.flatMap((b) => {
      const seen = new Set<string>();
      return [{ name: nameOnBooks(b.author), role: 'author' as const }, ...b.contributors]
        .filter((c) => {
          const key = `${c.name}|${c.role}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map((c, position) => ({
          book_id: bookId(b),
          contributor_id: contributorId(b, c.name),
          role: c.role,
          position,
        }));
    }),
  );

  await insertRows(
    ctx.db,
    'book_audio_files',
    books.flatMap((b) =>
      b.audioTracks.map((t, position) => ({
        book_id: bookId(b),
        title: t.title,
        file_path: t.path,
        duration_seconds: t.durationSeconds,
        size_bytes: t.sizeBytes,
        position,
        created_at: b.createdAt,
      })),
    ),
  );

  await insertRows(
    ctx.db,
    'book_activities',
    books.flatMap((b) => {
      const rows = [
        {
          book_id: bookId(b),
          user_id: userId(b.author),
          action: 'created',
          description: `Created the ${b.type} "${b.title}".`,
          created_at: b.createdAt,
        },
      ];
      if (b.status !== 'draft')
        rows.push({
          book_id: bookId(b),
          user_id: userId(b.author),
          action: 'submitted',
          description: 'Submitted for review.',
          created_at: new Date(b.createdAt.getTime() + DAY_MS),
        });
      if (b.publishedAt)
        rows.push({
          book_id: bookId(b),
          user_id: userId(b.author),
          action: 'published',
          description: 'Published in the store.',
          created_at: b.publishedAt,
        });
      return rows;
    }),
  );

  return ids;
}

/** Curated lists whose books fit their names, with generated covers. */
export async function insertCuratedLists(
  ctx: SeedContext,
  books: readonly BookPlan[],
  bookIds: ReadonlyMap<string, number>,
): Promise<number> {
  const rng = ctx.rng.fork('lists');
  const published = books.filter((b) => b.status === 'published');
  const score = (b: BookPlan) =>
    b.ratings.length
      ? b.ratings.reduce((s, r) => s + r.rating, 0) / b.ratings.length + b.ratings.length * 0.05
      : 0;
  const rows = LISTS.map((list, position) => {
    const slug = slugify(list.name);
    return {
      uid: uid(rng),
      name: list.name,
      slug,
      description: list.description,
      cover_path: ctx.media.write(`seed/lists/${slug}.svg`, () =>
        listCoverSvg(rng.fork(slug), list.name, list.colours, list.motif),
      ),
      position,
      created_at: daysBefore(ctx.now, rng.int(5, 200)),
    };
  });
  const listIds = await insertReturningIds(ctx.db, 'lists', rows, 'uid');
  const listBooks: { list_id: number; book_id: number; position: number }[] = [];
  LISTS.forEach((list, i) => {
    const row = rows[i];
    if (!row) return;
    const { families, types, recentDays, topRated } = list.filter;
    let candidates = published.filter(
      (b) =>
        (!families || families.includes(b.category.seed.family)) &&
        (!types || types.includes(b.type)) &&
        (!recentDays ||
          (b.publishedAt && ctx.now.getTime() - b.publishedAt.getTime() <= recentDays * DAY_MS)),
    );
    candidates = topRated
      ? candidates
          .slice()
          .sort((a, b) => score(b) - score(a))
          .slice(0, list.size)
      : rng.sample(candidates, list.size);
    candidates.forEach((b, position) =>
      listBooks.push({ list_id: idOf(listIds, row.uid), book_id: idOf(bookIds, b.uid), position }),
    );
  });
  await insertRows(ctx.db, 'list_books', listBooks);
  return rows.length;
}

/**
 * Issue 42: the books' reviews and their helpful votes, then every book's figures computed from them in
 * SQL, as the reviews service keeps them (never written by hand).
 */
async function insertReviews(
  ctx: SeedContext,
  books: readonly BookPlan[],
  bookId: (book: BookPlan) => number,
  userId: (person: PersonPlan) => number,
): Promise<void> {
  const rng = ctx.rng.fork('review-uids');
  const planned = books.flatMap((b) => b.ratings.map((r) => ({ book: b, r, uid: `rv${uid(rng)}` })));
  const ids = await insertReturningIds(
    ctx.db,
    'reviews',
    planned.map(({ book, r, uid: reviewUid }) => ({
      uid: reviewUid,
      book_id: bookId(book),
      user_id: userId(r.reader),
      rating: r.rating,
      title: r.title,
      body: r.review,
      created_at: r.createdAt,
      updated_at: r.createdAt,
      // The demo's reviews are old news to their authors: no digest mails them.
      digested_at: r.createdAt,
    })),
    'uid',
  );
  await insertRows(
    ctx.db,
    'review_votes',
    planned.flatMap(({ r, uid: reviewUid }) =>
      r.voters.map((voter) => ({
        review_id: idOf(ids, reviewUid),
        user_id: userId(voter),
        created_at: r.createdAt,
      })),
    ),
  );
  await recomputeFigures(ctx.db);
}
