import { contract, type BookSummary, type LibraryItem } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { money } from '../money.ts';
import { authorSummary, bookDetail, coverUrl } from '../presenters/books.ts';
import { apiOrigin } from '../presenters/orders.ts';

/** How long a signed file link from the library works. */
const ACCESS_MINUTES = 60;

export function libraryRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const library = contract.library;

  /** Library rows with the book card; the price shown is what the buyer paid, in the order's currency. */
  function itemsQuery(userId: number) {
    return db
      .selectFrom('library_items as l')
      .innerJoin('books as b', 'b.id', 'l.book_id')
      .innerJoin('users as a', 'a.id', 'b.author_id')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('categories as cat', 'cat.id', 'b.category_id')
      .leftJoin('order_items as oi', (join) =>
        join.onRef('oi.order_id', '=', 'o.id').onRef('oi.book_id', '=', 'b.id'),
      )
      .select([
        'l.id',
        'l.order_id',
        'l.progress',
        'l.last_opened_at',
        'l.created_at',
        'b.id as book_id',
        'b.uid',
        'b.slug',
        'b.title',
        'b.subtitle',
        'b.type',
        'b.cover_path',
        'b.publication_date',
        'b.rating_average',
        'b.rating_count',
        'a.username',
        'a.first_name',
        'a.middle_name',
        'a.last_name',
        'a.avatar_path',
        'cat.uid as category_uid',
        'cat.name as category_name',
        'o.currency_code',
        'o.currency_symbol',
        'oi.unit_amount',
      ])
      .where('l.user_id', '=', userId)
      .where('b.type', 'in', ['ebook', 'audiobook']);
  }

  type Row = Awaited<ReturnType<ReturnType<typeof itemsQuery>['execute']>>[number];

  function toSummary(row: Row): BookSummary {
    return {
      uid: row.uid,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      type: row.type,
      price: money(row.unit_amount ?? 0, row),
      cover_path: coverUrl(deps, row.cover_path, row.title),
      authors: [authorSummary(deps, row)],
      category:
        row.category_uid && row.category_name
          ? { uid: row.category_uid, category_name: row.category_name }
          : null,
      rating: { average: Number(row.rating_average), count: row.rating_count },
      publication_date: row.publication_date,
    };
  }

  function toItem(row: Row): LibraryItem {
    return {
      id: row.id,
      book: toSummary(row),
      order_id: row.order_id ?? 0,
      purchased_at: row.created_at.toISOString(),
      progress_percent: Math.min(100, Math.max(0, row.progress)),
      last_opened_at: row.last_opened_at?.toISOString() ?? null,
    };
  }

  return [
    implement(library.all, async ({ user, query }) => {
      let base = itemsQuery(user.id);
      if (query.type) base = base.where('b.type', '=', query.type);
      const [counted, rows] = await Promise.all([
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        base
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      return {
        data: pageOf(rows.map(toItem), query.page, query.per_page, Number(counted.total)),
        message: 'Library retrieved.',
      };
    }),

    implement(library.getBook, async ({ user, params, c }) => {
      const row = await itemsQuery(user.id).where('b.uid', '=', params.id).executeTakeFirst();
      if (!row) throw notFound('This book is not in your library.');
      const now = deps.clock();
      const expires = new Date(now.getTime() + ACCESS_MINUTES * 60_000);
      const origin = apiOrigin(deps, c);
      const summary = toSummary(row);
      const book = await bookDetail(deps, row.book_id, summary);
      let access;
      if (row.type === 'audiobook') {
        const tracks = await db
          .selectFrom('book_audio_files')
          .selectAll()
          .where('book_id', '=', row.book_id)
          .orderBy('position')
          .orderBy('id')
          .execute();
        access = {
          type: 'audiobook' as const,
          tracks: tracks.map((track, index) => ({
            index,
            title: track.title,
            url: deps.files.url(origin, track.file_path, expires),
            duration_seconds: track.duration_seconds,
          })),
        };
      } else {
        const file = await db
          .selectFrom('books')
          .select(['file_path', 'file_format'])
          .where('id', '=', row.book_id)
          .executeTakeFirstOrThrow();
        if (!file.file_path) throw notFound('The file of this book is not available yet.');
        access = {
          type: 'ebook' as const,
          format: file.file_format === 'pdf' ? ('pdf' as const) : ('epub' as const),
          file_url: deps.files.url(origin, file.file_path, expires),
        };
      }
      await db.updateTable('library_items').set({ last_opened_at: now }).where('id', '=', row.id).execute();
      return {
        data: {
          item: { ...toItem(row), last_opened_at: now.toISOString() },
          book,
          access,
          expires_at: expires.toISOString(),
        },
        message: 'Library book retrieved.',
      };
    }),
  ];
}
