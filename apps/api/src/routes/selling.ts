import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import type { Book as BookRow, User } from '../db/schema.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { apiOrigin } from '../http/origin.ts';
import { pageOf } from '../http/pagination.ts';
import { money } from '../money.ts';
import { categoryRef, subCategoryRef } from '../presenters/categories.ts';
import { loadAccount } from '../services/account.ts';
import { printOnDemandQuote } from '../services/print-on-demand.ts';
import {
  bookActivities,
  ownBook,
  presentSellerBook,
  sellerBooks,
  verifyBook,
} from '../services/selling-books.ts';
import {
  addContributor,
  addTrack,
  categories,
  changeCover,
  contributors,
  createDraft,
  deleteBook,
  openAuthorAccount,
  publish,
  removeContributor,
  removeTrack,
  saveAdvanceInfo,
  saveBasicInfo,
  savePrintDetails,
  subCategories,
} from '../services/selling-steps.ts';
import { openVoiceoverAccount, ownProfile, voiceoverStatus } from '../services/voiceover.ts';

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
    user: Pick<User, 'id' | 'country_code'>,
    uid: string,
    message: string,
  ) {
    const book = await ownBook(db, user.id, uid);
    return { data: await presentSellerBook(deps, book, user, apiOrigin(deps, c)), message };
  }

  /** An edit step: the author's book after the 2-factor check, the step's change, then the book again. */
  async function editStep<T>(
    c: Parameters<typeof requireSellerVerified>[0] & Parameters<typeof apiOrigin>[1],
    user: Pick<User, 'id' | 'country_code'>,
    uid: string,
    change: (book: BookRow) => Promise<T>,
    message: string | ((result: T) => string),
  ) {
    const book = await editableBook(c, user.id, uid);
    const result = await change(book);
    return answerBook(c, user, book.uid, typeof message === 'string' ? message : message(result));
  }

  return [
    implement(selling.createAccount, async ({ user, body }) => {
      if (user.is_author) throw new HttpError(409, 'You already have an author account.');
      await openAuthorAccount(deps, user, body);
      return { data: await loadAccount(deps, user.id), message: 'Your author account has been created.' };
    }),

    implement(selling.checkVoiceoverAccount, async ({ user }) => ({
      data: {
        author_account: user.is_author,
        voiceover_artist_account: user.is_voiceover_artist,
        voiceover_status: await voiceoverStatus(deps, user),
      },
      message: 'Seller accounts retrieved.',
    })),

    implement(selling.createVoiceoverAccount, async ({ user, body }) => {
      if (user.is_voiceover_artist) throw new HttpError(409, 'You already have a voiceover artist account.');
      await openVoiceoverAccount(deps, user.id, body);
      return {
        data: await ownProfile(deps, user),
        message: 'Your voiceover artist account has been created.',
      };
    }),

    implement(selling.listBooks, async ({ user, query, c }) => {
      requireSellerVerified(c, deps);
      const { total, books } = await sellerBooks(deps, user, query, apiOrigin(deps, c));
      return { data: pageOf(books, query.page, query.per_page, total), message: 'Books retrieved.' };
    }),

    implement(selling.createBook, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const uid = await createDraft(deps, user.id, body);
      return answerBook(c, user, uid, 'Your book draft has been created.');
    }),

    implement(selling.listCategories, async ({ c }) => {
      requireSellerVerified(c, deps);
      return { data: (await categories(deps)).map(categoryRef), message: 'Categories retrieved.' };
    }),

    implement(selling.listSubCategories, async ({ params, c }) => {
      requireSellerVerified(c, deps);
      return {
        data: (await subCategories(deps, params.id)).map(subCategoryRef),
        message: 'Sub-categories retrieved.',
      };
    }),

    implement(selling.listContributors, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      return { data: await contributors(deps, user.id), message: 'Contributors retrieved.' };
    }),

    implement(selling.getBook, async ({ user, params, c }) => {
      await editableBook(c, user.id, params.uid);
      return answerBook(c, user, params.uid, 'Book retrieved.');
    }),

    implement(selling.deleteBook, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      await deleteBook(deps, book);
      return { data: null, message: `"${book.title}" has been deleted.` };
    }),

    implement(selling.updateBasicInfo, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => saveBasicInfo(deps, book, user.id, body),
        'The basic information has been saved.',
      ),
    ),

    implement(selling.updatePrintBook, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => savePrintDetails(deps, book, user.id, body),
        'The print details have been saved.',
      ),
    ),

    implement(selling.printOnDemandCheck, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const quote = await printOnDemandQuote(db, book, body.country_code, body.quantity);
      return {
        data: {
          available: quote.available,
          unit_cost: money(quote.unitCost, quote.country),
          min_quantity: 1,
          lead_time_days: quote.leadTimeDays,
        },
        message: quote.available
          ? 'This book can be printed on demand.'
          : 'This book cannot be printed on demand: set its page count and a trim size of at most 216 × 297 mm.',
      };
    }),

    implement(selling.changeCover, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => changeCover(deps, book, user.id, body.cover),
        'The cover has been updated.',
      ),
    ),

    implement(selling.uploadAudiobookFile, async ({ user, params, body, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const fileId = await addTrack(deps, book, user.id, body);
      const answer = await answerBook(c, user, book.uid, 'The audio file has been uploaded.');
      const track = answer.data.audio_files.find((t) => t.id === fileId);
      if (!track) throw notFound('The audio file was not found.');
      return { data: { book: answer.data, file: track }, message: answer.message };
    }),

    implement(selling.deleteAudiobookFile, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => removeTrack(deps, book, user.id, body.file_id),
        'The audio file has been removed.',
      ),
    ),

    implement(selling.updateAdvanceInfo, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => saveAdvanceInfo(deps, book, user.id, body),
        'The publication details have been saved.',
      ),
    ),

    implement(selling.attachContributor, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => addContributor(deps, book, user.id, body),
        (name) => `${name} has been added.`,
      ),
    ),

    implement(selling.detachContributor, async ({ user, params, body, c }) =>
      editStep(
        c,
        user,
        params.uid,
        (book) => removeContributor(deps, book, user.id, body.contributor_id),
        'The contributor has been removed.',
      ),
    ),

    implement(selling.verifyBookInfo, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      const verification = await verifyBook(db, book);
      return {
        data: verification,
        message: verification.ready ? 'The book is ready to publish.' : 'Some information is still missing.',
      };
    }),

    implement(selling.publishBook, async ({ user, params, c }) =>
      editStep(
        c,
        user,
        params.uid,
        async (book) => ({ book, already: await publish(deps, book, user.id) }),
        ({ book, already }) =>
          already ? 'The book is already published.' : `"${book.title}" is now published.`,
      ),
    ),

    implement(selling.bookActivities, async ({ user, params, c }) => {
      const book = await editableBook(c, user.id, params.uid);
      return { data: await bookActivities(deps, book), message: 'Book activities retrieved.' };
    }),
  ];
}
