/** The author's account and the edit steps of a book: each a rule and its writes. */
import type {
  AdvanceInfoBody,
  AttachContributorBody,
  BasicInfoBody,
  CreateSellerAccountBody,
  PrintBookBody,
} from '@bookstore/api-client/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { shortUid } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { Book as BookRow, BooksTable, BookType, User } from '../../db/schema.ts';
import { Invalid, invalid, notFound, validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { toMinor } from '../../money.ts';
import {
  allCategories,
  attachContributor as attachContributorRow,
  authorContributorById,
  authorContributorByName,
  authorContributors,
  bookWasOrdered,
  categoryByUid,
  deleteBookRow,
  detachContributor as detachContributorRow,
  insertBook,
  insertContributor,
  moveBookStatus,
  nextPosition,
  replaceBookPrices,
  subCategoriesOf,
  subCategoryInCategory,
  trackPaths,
  updateBook,
  updateUser,
  upsertAuthorProfile,
} from './selling.queries.ts';
import { requireCountry } from '../catalogue/countries.ts';
import { pricesInEveryCountry } from '../catalogue/pricing.ts';
import { slugify } from '../../lib/slug.ts';
import { reviewKindFor } from './book-review.ts';
import { editPublicParts } from './book-versions.ts';
import { recordActivity, verifyBook } from './selling-books.ts';
import { enqueueCoverVariants, removeCoverVariants } from '../media/cover-variants.ts';
import { removeUnreferenced } from '../media/selling-media.ts';
import { coverRule } from '../../media/upload-rules.ts';
import { UPLOADED_EBOOKS } from './content-steps.ts';

export function bookSlug(title: string, uid: string): string {
  return `${slugify(title) || 'book'}-${uid.toLowerCase()}`;
}

const roleName = (role: string) => role.replaceAll('_', ' ');

/** Opens (or updates) the author account: the profile, and the user's flag, phone, bio and country. */
export async function openAuthorAccount(
  deps: AppDeps,
  user: Pick<User, 'id' | 'bio' | 'country_code'>,
  body: z.output<typeof CreateSellerAccountBody>,
): Promise<void> {
  const country = await requireCountry(deps.db, body.country_code, 'country_code');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await upsertAuthorProfile(trx, {
      user_id: user.id,
      pen_name: body.pen_name ?? null,
      bio: body.bio,
      website: body.website ?? null,
      country_code: country.code,
      created_at: now,
      updated_at: now,
    });
    await updateUser(trx, user.id, {
      is_author: true,
      phone: body.phone,
      bio: user.bio ?? body.bio,
      country_code: user.country_code ?? country.code,
      updated_at: now,
    });
  });
}

export const categories = (deps: AppDeps) => allCategories(deps.db);

/** A category's sub-categories; an unknown category is a 404. */
export async function subCategories(deps: AppDeps, categoryUid: string) {
  const category = await categoryByUid(deps.db, categoryUid);
  if (!category) throw notFound('The category was not found.');
  return subCategoriesOf(deps.db, category.id);
}

export const contributors = (deps: AppDeps, authorId: number) => authorContributors(deps.db, authorId);

/** A new draft; its uid. */
export async function createDraft(deps: AppDeps, userId: number, body: { title: string; type: BookType }) {
  const uid = shortUid(12);
  const now = deps.clock();
  const book = await insertBook(deps.db, {
    uid,
    slug: bookSlug(body.title, uid),
    author_id: userId,
    type: body.type,
    title: body.title,
    status: 'draft',
    created_at: now,
    updated_at: now,
  });
  await recordActivity(deps, book, userId, 'created', `Draft ${body.type} "${body.title}" created.`);
  return book.uid;
}

/** Deletes a book that was never sold, then its files. */
export async function deleteBook(deps: AppDeps, book: BookRow): Promise<void> {
  if ((await bookWasOrdered(deps.db, book.id)) || book.sales_count > 0) {
    throw new Invalid(undefined, 'A book that has been sold cannot be deleted; unpublish it instead.');
  }
  const tracks = await trackPaths(deps.db, book.id);
  await deleteBookRow(deps.db, book.id);
  // Files go after the row, so a failed delete never leaves a book pointing at nothing.
  for (const t of tracks) await removeUnreferenced(deps, t.file_path);
  if (book.file_path?.startsWith(UPLOADED_EBOOKS)) await removeUnreferenced(deps, book.file_path);
  if (book.cover_path?.startsWith('covers/uploaded/')) {
    await removeUnreferenced(deps, book.cover_path);
    await removeCoverVariants(deps, book.cover_path);
  }
}

/** Saves columns of the book (stamping it as updated) and records the edit in its history. */
async function editBook(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  description: string,
  values: Updateable<BooksTable>,
): Promise<void> {
  await updateBook(deps.db, book.id, { ...values, updated_at: deps.clock() });
  await recordActivity(deps, book, userId, 'updated', description);
}

export async function saveBasicInfo(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  body: z.output<typeof BasicInfoBody>,
): Promise<void> {
  const category = await categoryByUid(deps.db, body.category_uid);
  if (!category) throw invalid('category_uid', 'The selected category is invalid.');
  let subCategoryId: number | null = null;
  if (body.sub_category_uid) {
    const sub = await subCategoryInCategory(deps.db, body.sub_category_uid, category.id);
    if (!sub) throw invalid('sub_category_uid', 'The selected sub-category is not in the category.');
    subCategoryId = sub.id;
  }
  await editPublicParts(deps, book, userId, {
    live: () =>
      editBook(deps, book, userId, 'Basic information updated.', {
        title: body.title,
        slug: bookSlug(body.title, book.uid),
        subtitle: body.subtitle ?? null,
        description: body.description,
        category_id: category.id,
        sub_category_id: subCategoryId,
        language: body.language,
      }),
    version: (propose) =>
      propose((parts) => ({
        ...parts,
        title: body.title,
        subtitle: body.subtitle ?? null,
        description: body.description,
        category_id: category.id,
        sub_category_id: subCategoryId,
        language: body.language,
      })),
  });
}

export async function savePrintDetails(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  body: z.output<typeof PrintBookBody>,
): Promise<void> {
  if (book.type !== 'printbook') throw invalid('binding', 'Print details apply to print books only.');
  await editBook(deps, book, userId, 'Print details updated.', {
    print_binding: body.binding,
    print_weight_grams: body.weight_grams,
    print_width_mm: Math.round(body.width_mm),
    print_height_mm: Math.round(body.height_mm),
    print_depth_mm: Math.max(1, Math.round(body.depth_mm)),
    stock_quantity: body.stock,
    print_on_demand: body.print_on_demand,
  });
}

/**
 * Publication details and the price. The price is exact in the currency the seller chose; other
 * countries get the same price level rounded to their own habits (domains/catalogue/pricing.ts), so the book is
 * on sale everywhere the store sells.
 */
export async function saveAdvanceInfo(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  body: z.output<typeof AdvanceInfoBody>,
): Promise<void> {
  const prices = await pricesInEveryCountry(deps.db, toMinor(body.price), body.currency_code);
  await deps.db.transaction().execute(async (trx) => {
    await updateBook(trx, book.id, {
      isbn: body.isbn ?? null,
      publisher: body.publisher ?? null,
      publication_date: body.publication_date,
      pages: body.pages ?? null,
      keywords: body.tags,
      updated_at: deps.clock(),
    });
    await replaceBookPrices(trx, book.id, prices);
  });
  await recordActivity(deps, book, userId, 'updated', 'Publication details and price updated.');
}

/**
 * Sets or replaces the cover; its WebP variants are written by a job queued with the change (issue 26),
 * and a replaced cover's file and variants are deleted (unless another row still names them).
 */
export async function changeCover(deps: AppDeps, book: BookRow, userId: number, cover: File): Promise<void> {
  await editPublicParts(deps, book, userId, {
    live: () => changeLiveCover(deps, book, userId, cover),
    version: (propose) =>
      deps.media.withUpload('cover', cover, coverRule, 'covers/uploaded', (saved) =>
        propose((parts) => ({ ...parts, cover_path: saved })),
      ),
  });
}

async function changeLiveCover(deps: AppDeps, book: BookRow, userId: number, cover: File): Promise<void> {
  await deps.media.withUpload('cover', cover, coverRule, 'covers/uploaded', (saved) =>
    deps.db.transaction().execute(async (trx) => {
      await updateBook(trx, book.id, { cover_path: saved, cover_widths: [], updated_at: deps.clock() });
      await enqueueCoverVariants(trx, book.id, saved);
    }),
  );
  if (book.cover_path?.startsWith('covers/uploaded/')) {
    await removeUnreferenced(deps, book.cover_path);
    await removeCoverVariants(deps, book.cover_path);
  }
  await recordActivity(deps, book, userId, 'cover_changed', 'Cover image changed.');
}

/** Credits a known contributor, or one by name (a name the author already used is the same person). */
export async function addContributor(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  body: z.output<typeof AttachContributorBody>,
): Promise<string> {
  const { db } = deps;
  let contributor: { id: number; name: string };
  if ('contributor_id' in body) {
    const known = await authorContributorById(db, userId, body.contributor_id);
    if (!known) throw invalid('contributor_id', 'The selected contributor is invalid.');
    contributor = known;
  } else {
    contributor =
      (await authorContributorByName(db, userId, body.name)) ??
      (await insertContributor(db, {
        uid: shortUid(12),
        owner_id: userId,
        name: body.name,
        created_at: deps.clock(),
      }));
  }
  const credited = contributor;
  const already = () =>
    invalid('role', `${credited.name} is already on this book as ${roleName(body.role)}.`);
  await editPublicParts(deps, book, userId, {
    live: async () => {
      const added = await attachContributorRow(db, {
        book_id: book.id,
        contributor_id: credited.id,
        role: body.role,
        position: await nextPosition(db, 'book_contributors', book.id),
      });
      if (!added) throw already();
      await updateBook(db, book.id, { updated_at: deps.clock() });
      await recordActivity(
        deps,
        book,
        userId,
        'updated',
        `${credited.name} added as ${roleName(body.role)}.`,
      );
    },
    version: (propose) =>
      propose((parts) => {
        const list = parts.contributors;
        if (list.some((c) => c.contributor_id === credited.id && c.role === body.role)) throw already();
        const position = Math.max(-1, ...list.map((c) => c.position)) + 1;
        return {
          ...parts,
          contributors: [...list, { contributor_id: credited.id, role: body.role, position }],
        };
      }),
  });
  return contributor.name;
}

export async function removeContributor(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  contributorId: number,
): Promise<void> {
  const notOnBook = () => invalid('contributor_id', 'The selected contributor is not on this book.');
  await editPublicParts(deps, book, userId, {
    live: async () => {
      if (!(await detachContributorRow(deps.db, book.id, contributorId))) throw notOnBook();
      await updateBook(deps.db, book.id, { updated_at: deps.clock() });
      await recordActivity(deps, book, userId, 'updated', 'A contributor was removed.');
    },
    version: (propose) =>
      propose((parts) => {
        const left = parts.contributors.filter((c) => c.contributor_id !== contributorId);
        if (left.length === parts.contributors.length) throw notOnBook();
        // A book on sale keeps at least one contributor (publication asks for one).
        if (left.length === 0) {
          throw invalid(
            'contributor_id',
            'A book on sale needs at least one contributor: add the new one first.',
          );
        }
        return { ...parts, contributors: left };
      }),
  });
}

/** What Publish did: nothing new (already on sale or in review), put it in review, or on sale. */
export type PublishOutcome = 'already_published' | 'already_in_review' | 'in_review' | 'published';

/**
 * Publishes a complete book (a 422 with what is missing otherwise): into the review queue, or straight
 * on sale for a trusted author (domains/selling/book-review.ts), where it waits in the post-publication list.
 * Conditional on the status read before, so two publish clicks record one submission.
 */
export async function publish(deps: AppDeps, book: BookRow, userId: number): Promise<PublishOutcome> {
  if (book.status === 'published') return 'already_published';
  if (book.status === 'in_review') return 'already_in_review';
  const verification = await verifyBook(deps.db, book);
  if (!verification.ready) {
    const errors: FieldErrors = {};
    for (const m of verification.missing) (errors[m.field] ??= []).push(m.message);
    throw validationFailed(errors);
  }
  const now = deps.clock();
  const kind = await reviewKindFor(deps, book.author_id);
  const direct = kind === 'post_publication';
  const moved = await moveBookStatus(deps.db, book.id, book.status, {
    status: direct ? 'published' : 'in_review',
    ...(direct ? { published_at: now } : {}),
    submitted_at: now,
    review_kind: kind,
    rejection_reason: null,
    updated_at: now,
  });
  if (!moved) return direct ? 'already_published' : 'already_in_review';
  await recordActivity(
    deps,
    book,
    userId,
    'submitted',
    direct ? 'Submitted for publication.' : 'Submitted for review.',
  );
  if (direct) await recordActivity(deps, book, userId, 'published', 'Published in the store.');
  return direct ? 'published' : 'in_review';
}
