import { contract } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import { requireSellerVerified } from '../auth/session.ts';
import { shortUid } from '../auth/crypto.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { HttpError, invalid, notFound, validationFailed, type FieldErrors } from '../http/errors.ts';
import { offsetOf, pageOf, likePattern } from '../http/pagination.ts';
import { money, toMinor } from '../money.ts';
import { loadAccount } from '../presenters/account.ts';
import { requireCountry } from '../presenters/books.ts';
import { apiOrigin } from '../presenters/orders.ts';
import { artistProfile } from '../presenters/voiceover.ts';
import { COUNTRIES } from '../seed/content/countries.ts';
import { roundPrice } from '../seed/content/pricing.ts';
import { slugify } from '../seed/content/categories.ts';
import { audioSeconds, audiobookRule, coverRule } from '../services/selling-media.ts';
import { ownBook, presentSellerBook, recordActivity, verifyBook } from '../services/selling-books.ts';

/** Cost of printing one copy on demand, in US cents; converted to each country by its price level. */
const POD_BASE_CENTS = { paperback: 250, hardcover: 700 } as const;
const POD_PER_PAGE_CENTS = 1.2;
/** The largest trim size and page count the print-on-demand partner can bind. */
const POD_MAX = { width_mm: 216, height_mm: 297, depth_mm: 60, pages: 800 };
const usBase = COUNTRIES.find((c) => c.code === 'us')?.ebookBase ?? 999;

function bookSlug(title: string, uid: string): string {
  return `${slugify(title) || 'book'}-${uid.toLowerCase()}`;
}

/** Account, author and voiceover accounts, and the author's books with every edit step. */
export function sellingRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const selling = contract.selling;

  /** Loads the author's book after the dashboard's 2-factor check, as every book call needs both. */
  async function editableBook(c: Parameters<typeof requireSellerVerified>[0], userId: number, uid: string) {
    requireSellerVerified(c, deps);
    return ownBook(db, userId, uid);
  }

  async function answerBook(
    c: Parameters<typeof apiOrigin>[1],
    user: { id: number; country_code: string | null },
    uid: string,
    message: string,
  ) {
    const book = await ownBook(db, user.id, uid);
    return { data: await presentSellerBook(deps, book, user, apiOrigin(deps, c)), message };
  }

  async function touch(bookId: number) {
    await db.updateTable('books').set({ updated_at: deps.clock() }).where('id', '=', bookId).execute();
  }

  return [
    implement(selling.createAccount, async ({ user, body }) => {
      if (user.is_author) throw new HttpError(409, 'You already have an author account.');
      const country = await requireCountry(db, body.country_code, 'country_code');
      const now = deps.clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('author_profiles')
          .values({
            user_id: user.id,
            pen_name: body.pen_name ?? null,
            bio: body.bio,
            website: body.website ?? null,
            country_code: country.code,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              pen_name: body.pen_name ?? null,
              bio: body.bio,
              website: body.website ?? null,
              country_code: country.code,
              updated_at: now,
            }),
          )
          .execute();
        await trx
          .updateTable('users')
          .set({
            is_author: true,
            phone: body.phone,
            bio: user.bio ?? body.bio,
            country_code: user.country_code ?? country.code,
            updated_at: now,
          })
          .where('id', '=', user.id)
          .execute();
      });
      return { data: await loadAccount(deps, user.id), message: 'Your author account has been created.' };
    }),

    implement(selling.checkVoiceoverAccount, async ({ user }) => {
      const artist = await db
        .selectFrom('voiceover_artists')
        .select('status')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return {
        data: {
          author_account: user.is_author,
          voiceover_artist_account: user.is_voiceover_artist,
          voiceover_status: user.is_voiceover_artist ? (artist?.status ?? 'incomplete') : null,
        },
        message: 'Seller accounts retrieved.',
      };
    }),

    implement(selling.createVoiceoverAccount, async ({ user, body }) => {
      if (user.is_voiceover_artist) throw new HttpError(409, 'You already have a voiceover artist account.');
      const country = await requireCountry(db, body.country_code, 'country_code');
      const now = deps.clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('voiceover_artists')
          .values({
            user_id: user.id,
            uid: shortUid(12),
            status: 'incomplete',
            display_name: body.display_name,
            headline: body.headline,
            country_code: country.code,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              display_name: body.display_name,
              headline: body.headline,
              country_code: country.code,
              updated_at: now,
            }),
          )
          .execute();
        await trx
          .updateTable('users')
          .set({ is_voiceover_artist: true, updated_at: now })
          .where('id', '=', user.id)
          .execute();
      });
      const profile = await artistProfile(deps, user.id, 'owner');
      if (!profile) throw notFound('The voiceover profile was not found.');
      return { data: profile, message: 'Your voiceover artist account has been created.' };
    }),

    implement(selling.listBooks, async ({ user, query, c }) => {
      requireSellerVerified(c, deps);
      let base = db.selectFrom('books').where('author_id', '=', user.id);
      if (query.status) base = base.where('status', '=', query.status);
      if (query.type) base = base.where('type', '=', query.type);
      if (query.keyword)
        base = base.where((eb) => eb(eb.fn('lower', ['title']), 'like', likePattern(query.keyword ?? '')));
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      const origin = apiOrigin(deps, c);
      const items = await Promise.all(rows.map((row) => presentSellerBook(deps, row, user, origin)));
      return {
        data: pageOf(items, query.page, query.per_page, Number(counted.total)),
        message: 'Books retrieved.',
      };
    }),

    implement(selling.createBook, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const uid = shortUid(12);
      const now = deps.clock();
      const book = await db
        .insertInto('books')
        .values({
          uid,
          slug: bookSlug(body.title, uid),
          author_id: user.id,
          type: body.type,
          title: body.title,
          status: 'draft',
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'uid'])
        .executeTakeFirstOrThrow();
      await recordActivity(deps, book, user.id, 'created', `Draft ${body.type} "${body.title}" created.`);
      return answerBook(c, user, book.uid, 'Your book draft has been created.');
    }),

    implement(selling.listCategories, async ({ c }) => {
      requireSellerVerified(c, deps);
      const rows = await db
        .selectFrom('categories')
        .select(['uid', 'name'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        data: rows.map((r) => ({ uid: r.uid, category_name: r.name })),
        message: 'Categories retrieved.',
      };
    }),

    implement(selling.listSubCategories, async ({ params, c }) => {
      requireSellerVerified(c, deps);
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('uid', '=', params.id)
        .executeTakeFirst();
      if (!category) throw notFound('The category was not found.');
      const rows = await db
        .selectFrom('sub_categories')
        .select(['uid', 'name'])
        .where('category_id', '=', category.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        data: rows.map((r) => ({ uid: r.uid, sub_category_name: r.name })),
        message: 'Sub-categories retrieved.',
      };
    }),

    implement(selling.listContributors, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const rows = await db
        .selectFrom('book_contributors as bc')
        .innerJoin('contributors as ct', 'ct.id', 'bc.contributor_id')
        .select(['ct.id', 'ct.name', 'bc.role'])
        .distinct()
        .where('ct.owner_id', '=', user.id)
        .orderBy('ct.name')
        .orderBy('bc.role')
        .execute();
      return { data: rows, message: 'Contributors retrieved.' };
    }),

    implement(selling.getBook, async ({ user, params, c }) => {
      await editableBook(c, user.id, params.uid);
      return answerBook(c, user, params.uid, 'Book retrieved.');
    }),

    implement(selling.deleteBook, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const sold = await db
        .selectFrom('order_items')
        .select('id')
        .where('book_id', '=', book.id)
        .executeTakeFirst();
      if (sold || book.sales_count > 0) {
        throw new HttpError(422, 'A book that has been sold cannot be deleted; unpublish it instead.');
      }
      const tracks = await db
        .selectFrom('book_audio_files')
        .select('file_path')
        .where('book_id', '=', book.id)
        .execute();
      await db.deleteFrom('books').where('id', '=', book.id).execute();
      // Files go after the row, so a failed delete never leaves a book pointing at nothing.
      for (const t of tracks) await deps.media.remove(t.file_path);
      if (book.cover_path?.startsWith('covers/uploaded/')) await deps.media.remove(book.cover_path);
      return { data: null, message: `"${book.title}" has been deleted.` };
    }),

    implement(selling.updateBasicInfo, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('uid', '=', body.category_uid)
        .executeTakeFirst();
      if (!category) throw invalid('category_uid', 'The selected category is invalid.');
      let subCategoryId: number | null = null;
      if (body.sub_category_uid) {
        const sub = await db
          .selectFrom('sub_categories')
          .select('id')
          .where('uid', '=', body.sub_category_uid)
          .where('category_id', '=', category.id)
          .executeTakeFirst();
        if (!sub) throw invalid('sub_category_uid', 'The selected sub-category is not in the category.');
        subCategoryId = sub.id;
      }
      await db
        .updateTable('books')
        .set({
          title: body.title,
          slug: bookSlug(body.title, book.uid),
          subtitle: body.subtitle ?? null,
          description: body.description,
          category_id: category.id,
          sub_category_id: subCategoryId,
          language: body.language,
          updated_at: deps.clock(),
        })
        .where('id', '=', book.id)
        .execute();
      await recordActivity(deps, book, user.id, 'updated', 'Basic information updated.');
      return answerBook(c, user, book.uid, 'The basic information has been saved.');
    }),

    implement(selling.updatePrintBook, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      if (book.type !== 'printbook') throw invalid('binding', 'Print details apply to print books only.');
      await db
        .updateTable('books')
        .set({
          print_binding: body.binding,
          print_weight_grams: body.weight_grams,
          print_width_mm: Math.round(body.width_mm),
          print_height_mm: Math.round(body.height_mm),
          print_depth_mm: Math.max(1, Math.round(body.depth_mm)),
          stock_quantity: body.stock,
          print_on_demand: body.print_on_demand,
          updated_at: deps.clock(),
        })
        .where('id', '=', book.id)
        .execute();
      await recordActivity(deps, book, user.id, 'updated', 'Print details updated.');
      return answerBook(c, user, book.uid, 'The print details have been saved.');
    }),

    implement(selling.printOnDemandCheck, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      if (book.type !== 'printbook')
        throw invalid('quantity', 'Print on demand applies to print books only.');
      const country = await requireCountry(db, body.country_code, 'country_code');
      const seed = COUNTRIES.find((s) => s.code === country.code);
      const binding = book.print_binding ?? 'paperback';
      const pages = book.pages ?? 0;
      const available =
        pages > 0 &&
        pages <= POD_MAX.pages &&
        (book.print_width_mm ?? 0) <= POD_MAX.width_mm &&
        (book.print_height_mm ?? 0) <= POD_MAX.height_mm &&
        (book.print_depth_mm ?? 0) <= POD_MAX.depth_mm &&
        book.print_binding !== null;
      // Larger runs are cheaper per copy: 10% off from 100 copies, 20% from 500.
      const discount = body.quantity >= 500 ? 0.8 : body.quantity >= 100 ? 0.9 : 1;
      const usCents = (POD_BASE_CENTS[binding] + POD_PER_PAGE_CENTS * Math.max(pages, 1)) * discount;
      const unit = seed ? Math.round((usCents * seed.ebookBase) / usBase) : Math.round(usCents);
      return {
        data: {
          available,
          unit_cost: money(unit, country),
          min_quantity: 1,
          lead_time_days: 5 + Math.ceil(body.quantity / 250),
        },
        message: available
          ? 'This book can be printed on demand.'
          : 'This book cannot be printed on demand: set its page count and a trim size of at most 216 × 297 mm.',
      };
    }),

    implement(selling.changeCover, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const saved = await deps.media.saveUpload('cover', body.cover, coverRule, 'covers/uploaded');
      await db
        .updateTable('books')
        .set({ cover_path: saved, updated_at: deps.clock() })
        .where('id', '=', book.id)
        .execute();
      if (book.cover_path?.startsWith('covers/uploaded/')) await deps.media.remove(book.cover_path);
      await recordActivity(deps, book, user.id, 'cover_changed', 'Cover image changed.');
      return answerBook(c, user, book.uid, 'The cover has been updated.');
    }),

    implement(selling.uploadAudiobookFile, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      if (book.type !== 'audiobook') throw invalid('file', 'Audio files can only be added to audiobooks.');
      const saved = await deps.media.saveUpload('file', body.file, audiobookRule, 'tracks');
      const seconds = audioSeconds(new Uint8Array(await body.file.arrayBuffer()));
      const file = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('book_audio_files')
          .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
          .where('book_id', '=', book.id)
          .executeTakeFirstOrThrow();
        const inserted = await trx
          .insertInto('book_audio_files')
          .values({
            book_id: book.id,
            title: body.title,
            file_path: saved,
            duration_seconds: seconds,
            size_bytes: body.file.size,
            position: body.position ?? Number(last.position) + 1,
            created_at: deps.clock(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await syncAudioTotals(trx, book.id, saved.endsWith('.mp3') ? 'mp3' : 'm4b', deps.clock());
        return inserted;
      });
      await recordActivity(deps, book, user.id, 'file_uploaded', `Audio file "${body.title}" uploaded.`);
      const answer = await answerBook(c, user, book.uid, 'The audio file has been uploaded.');
      const track = answer.data.audio_files.find((t) => t.id === file.id);
      if (!track) throw notFound('The audio file was not found.');
      return { data: { book: answer.data, file: track }, message: answer.message };
    }),

    implement(selling.deleteAudiobookFile, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const file = await db
        .selectFrom('book_audio_files')
        .selectAll()
        .where('id', '=', body.file_id)
        .where('book_id', '=', book.id)
        .executeTakeFirst();
      if (!file) throw invalid('file_id', 'The selected audio file is invalid.');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('book_audio_files').where('id', '=', file.id).execute();
        await syncAudioTotals(trx, book.id, book.file_format === 'm4b' ? 'm4b' : 'mp3', deps.clock());
      });
      await deps.media.remove(file.file_path);
      await recordActivity(deps, book, user.id, 'updated', `Audio file "${file.title}" removed.`);
      return answerBook(c, user, book.uid, 'The audio file has been removed.');
    }),

    implement(selling.updateAdvanceInfo, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const countries = await db.selectFrom('countries').select(['code', 'currency_code']).execute();
      const home = countries.filter((country) => country.currency_code === body.currency_code);
      if (home.length === 0) throw invalid('currency_code', 'The selected currency is not supported.');
      const minor = toMinor(body.price);
      const homeSeed = COUNTRIES.find((s) => s.code === home[0]?.code);
      // The price is exact in the currency the seller chose; other countries get the same price level
      // rounded to their own habits, so the book is on sale everywhere the store sells.
      const prices = countries.map((country) => {
        if (country.currency_code === body.currency_code)
          return { book_id: book.id, country_code: country.code, amount: minor };
        const seed = COUNTRIES.find((s) => s.code === country.code);
        const amount =
          seed && homeSeed && minor > 0 ? roundPrice((minor * seed.ebookBase) / homeSeed.ebookBase, seed) : 0;
        return { book_id: book.id, country_code: country.code, amount };
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('books')
          .set({
            isbn: body.isbn ?? null,
            publisher: body.publisher ?? null,
            publication_date: body.publication_date,
            pages: body.pages ?? null,
            keywords: body.tags,
            updated_at: deps.clock(),
          })
          .where('id', '=', book.id)
          .execute();
        await trx.deleteFrom('book_prices').where('book_id', '=', book.id).execute();
        await trx.insertInto('book_prices').values(prices).execute();
      });
      await recordActivity(deps, book, user.id, 'updated', 'Publication details and price updated.');
      return answerBook(c, user, book.uid, 'The publication details have been saved.');
    }),

    implement(selling.attachContributor, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      let contributorId: number;
      let name: string;
      if ('contributor_id' in body) {
        const known = await db
          .selectFrom('contributors')
          .select(['id', 'name'])
          .where('id', '=', body.contributor_id)
          .where('owner_id', '=', user.id)
          .executeTakeFirst();
        if (!known) throw invalid('contributor_id', 'The selected contributor is invalid.');
        contributorId = known.id;
        name = known.name;
      } else {
        // A name the author already used is the same person, not a second contributor.
        const existing = await db
          .selectFrom('contributors')
          .select(['id', 'name'])
          .where('owner_id', '=', user.id)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', body.name.toLowerCase()))
          .executeTakeFirst();
        const created =
          existing ??
          (await db
            .insertInto('contributors')
            .values({ uid: shortUid(12), owner_id: user.id, name: body.name, created_at: deps.clock() })
            .returning(['id', 'name'])
            .executeTakeFirstOrThrow());
        contributorId = created.id;
        name = created.name;
      }
      const last = await db
        .selectFrom('book_contributors')
        .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
        .where('book_id', '=', book.id)
        .executeTakeFirstOrThrow();
      const added = await db
        .insertInto('book_contributors')
        .values({
          book_id: book.id,
          contributor_id: contributorId,
          role: body.role,
          position: Number(last.position) + 1,
        })
        .onConflict((oc) => oc.columns(['book_id', 'contributor_id', 'role']).doNothing())
        .returning('book_id')
        .executeTakeFirst();
      if (!added)
        throw invalid('role', `${name} is already on this book as ${body.role.replaceAll('_', ' ')}.`);
      await touch(book.id);
      await recordActivity(
        deps,
        book,
        user.id,
        'updated',
        `${name} added as ${body.role.replaceAll('_', ' ')}.`,
      );
      return answerBook(c, user, book.uid, `${name} has been added.`);
    }),

    implement(selling.detachContributor, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const removed = await db
        .deleteFrom('book_contributors')
        .where('book_id', '=', book.id)
        .where('contributor_id', '=', body.contributor_id)
        .returning('contributor_id')
        .execute();
      if (removed.length === 0)
        throw invalid('contributor_id', 'The selected contributor is not on this book.');
      await touch(book.id);
      await recordActivity(deps, book, user.id, 'updated', 'A contributor was removed.');
      return answerBook(c, user, book.uid, 'The contributor has been removed.');
    }),

    implement(selling.verifyBookInfo, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const verification = await verifyBook(db, book);
      return {
        data: verification,
        message: verification.ready ? 'The book is ready to publish.' : 'Some information is still missing.',
      };
    }),

    implement(selling.publishBook, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      if (book.status === 'published') return answerBook(c, user, book.uid, 'The book is already published.');
      const verification = await verifyBook(db, book);
      if (!verification.ready) {
        const errors: FieldErrors = {};
        for (const m of verification.missing) (errors[m.field] ??= []).push(m.message);
        throw validationFailed(errors);
      }
      const now = deps.clock();
      // Conditional on the status read above, so two publish clicks record one publication.
      const published = await db
        .updateTable('books')
        .set({ status: 'published', published_at: now, rejection_reason: null, updated_at: now })
        .where('id', '=', book.id)
        .where('status', '=', book.status)
        .returning('id')
        .executeTakeFirst();
      if (published) {
        await recordActivity(deps, book, user.id, 'submitted', 'Submitted for publication.');
        await recordActivity(deps, book, user.id, 'published', 'Published in the store.');
      }
      return answerBook(c, user, book.uid, `"${book.title}" is now published.`);
    }),

    implement(selling.bookActivities, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const rows = await db
        .selectFrom('book_activities')
        .selectAll()
        .where('book_id', '=', book.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const actions = new Set([
        'created',
        'updated',
        'cover_changed',
        'file_uploaded',
        'submitted',
        'published',
        'rejected',
        'sold',
      ] as const);
      return {
        data: rows.flatMap((row) => {
          const action = [...actions].find((a) => a === row.action);
          return action
            ? [
                {
                  id: row.id,
                  book_uid: book.uid,
                  action,
                  description: row.description,
                  created_at: row.created_at.toISOString(),
                },
              ]
            : [];
        }),
        message: 'Book activities retrieved.',
      };
    }),
  ];
}

/** Keeps the book's duration, size and format in step with its tracks. */
async function syncAudioTotals(
  trx: Kysely<Database>,
  bookId: number,
  format: 'mp3' | 'm4b',
  now: Date,
): Promise<void> {
  const totals = await trx
    .selectFrom('book_audio_files')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('duration_seconds'), eb.lit(0)).as('seconds'),
      eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  const count = Number(totals.count);
  await trx
    .updateTable('books')
    .set({
      duration_seconds: count > 0 ? Number(totals.seconds) : null,
      file_size_bytes: count > 0 ? Number(totals.bytes) : null,
      file_format: count > 0 ? format : null,
      updated_at: now,
    })
    .where('id', '=', bookId)
    .execute();
}
