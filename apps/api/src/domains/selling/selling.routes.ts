import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../../http/session.ts';
import type { AppDeps } from '../../context.ts';
import type { Book as BookRow, User } from '../../db/schema.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { linkOrigin } from '../../lib/links.ts';
import { pageOf } from '../../lib/pagination.ts';
import { money } from '../../money.ts';
import { categoryRef, subCategoryRef } from '../catalogue/categories.presenter.ts';
import { loadAccount } from '../accounts/account.ts';
import { printOnDemandQuote } from './print-on-demand.ts';
import {
  bookActivities as listBookActivities,
  ownBook,
  presentSellerBook,
  sellerBooks,
  verifyBook,
} from './selling-books.ts';
import {
  addContributor,
  categories,
  changeCover as replaceCover,
  contributors,
  createDraft,
  deleteBook as removeBook,
  openAuthorAccount,
  publish,
  removeContributor,
  saveAdvanceInfo,
  saveBasicInfo,
  savePrintDetails,
  subCategories,
  type PublishOutcome,
} from './selling-steps.ts';
import { addTrack, removeTrack, reorderTracks, uploadEbook } from './content-steps.ts';
import { withdrawVersion } from './book-versions.ts';
import { openVoiceoverAccount, ownProfile, voiceoverStatus } from '../voiceover/voiceover.ts';

const selling = contract.selling;

/** Loads the author's book after the dashboard's 2-factor check, as every book call needs both. */
async function editableBook(
  deps: AppDeps,
  c: Parameters<typeof requireSellerVerified>[0],
  userId: number,
  uid: string,
) {
  requireSellerVerified(c, deps);
  return ownBook(deps.db, userId, uid);
}

export async function answerBook(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
  uid: string,
  message: string,
) {
  const book = await ownBook(deps.db, user.id, uid);
  return { data: await presentSellerBook(deps, book, user, linkOrigin(deps)), message };
}

/** An edit step: the author's book after the 2-factor check, the step's change, then the book again. */
async function editStep<T>(
  deps: AppDeps,
  c: Parameters<typeof requireSellerVerified>[0],
  user: Pick<User, 'id' | 'country_code'>,
  uid: string,
  change: (book: BookRow) => Promise<T>,
  message: string | ((result: T) => string),
) {
  const book = await editableBook(deps, c, user.id, uid);
  const result = await change(book);
  return answerBook(deps, user, book.uid, typeof message === 'string' ? message : message(result));
}

export async function createAccount(
  deps: AppDeps,
  { user, body }: HandlerInput<typeof selling.createAccount>,
) {
  if (user.is_author) throw new HttpError(409, 'You already have an author account.');
  await openAuthorAccount(deps, user, body);
  return { data: await loadAccount(deps, user.id), message: 'Your author account has been created.' };
}

export async function checkVoiceoverAccount(
  deps: AppDeps,
  { user }: HandlerInput<typeof selling.checkVoiceoverAccount>,
) {
  return {
    data: {
      author_account: user.is_author,
      voiceover_artist_account: user.is_voiceover_artist,
      voiceover_status: await voiceoverStatus(deps, user),
    },
    message: 'Seller accounts retrieved.',
  };
}

export async function createVoiceoverAccount(
  deps: AppDeps,
  { user, body }: HandlerInput<typeof selling.createVoiceoverAccount>,
) {
  if (user.is_voiceover_artist) throw new HttpError(409, 'You already have a voiceover artist account.');
  await openVoiceoverAccount(deps, user.id, body);
  return {
    data: await ownProfile(deps, user),
    message: 'Your voiceover artist account has been created.',
  };
}

export async function listBooks(deps: AppDeps, { user, query, c }: HandlerInput<typeof selling.listBooks>) {
  requireSellerVerified(c, deps);
  const { total, books } = await sellerBooks(deps, user, query, linkOrigin(deps));
  return { data: pageOf(books, query.page, query.per_page, total), message: 'Books retrieved.' };
}

export async function createBook(deps: AppDeps, { user, body, c }: HandlerInput<typeof selling.createBook>) {
  requireSellerVerified(c, deps);
  const uid = await createDraft(deps, user.id, body);
  return answerBook(deps, user, uid, 'Your book draft has been created.');
}

export async function listCategories(deps: AppDeps, { c }: HandlerInput<typeof selling.listCategories>) {
  requireSellerVerified(c, deps);
  return { data: (await categories(deps)).map(categoryRef), message: 'Categories retrieved.' };
}

export async function listSubCategories(
  deps: AppDeps,
  { params, c }: HandlerInput<typeof selling.listSubCategories>,
) {
  requireSellerVerified(c, deps);
  return {
    data: (await subCategories(deps, params.id)).map(subCategoryRef),
    message: 'Sub-categories retrieved.',
  };
}

export async function listContributors(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof selling.listContributors>,
) {
  requireSellerVerified(c, deps);
  return { data: await contributors(deps, user.id), message: 'Contributors retrieved.' };
}

export async function getBook(deps: AppDeps, { user, params, c }: HandlerInput<typeof selling.getBook>) {
  await editableBook(deps, c, user.id, params.uid);
  return answerBook(deps, user, params.uid, 'Book retrieved.');
}

export async function deleteBook(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof selling.deleteBook>,
) {
  const book = await editableBook(deps, c, user.id, params.uid);
  await removeBook(deps, book);
  return { data: null, message: `"${book.title}" has been deleted.` };
}

export async function updateBasicInfo(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.updateBasicInfo>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => saveBasicInfo(deps, book, user.id, body),
    'The basic information has been saved.',
  );
}

export async function updatePrintBook(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.updatePrintBook>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => savePrintDetails(deps, book, user.id, body),
    'The print details have been saved.',
  );
}

export async function printOnDemandCheck(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.printOnDemandCheck>,
) {
  const book = await editableBook(deps, c, user.id, params.uid);
  const quote = await printOnDemandQuote(deps.db, book, body.country_code, body.quantity);
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
}

export async function changeCover(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.changeCover>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => replaceCover(deps, book, user.id, body.cover),
    'The cover has been updated.',
  );
}

export async function uploadAudiobookFile(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.uploadAudiobookFile>,
) {
  const book = await editableBook(deps, c, user.id, params.uid);
  const fileId = await addTrack(deps, book, user.id, body);
  const answer = await answerBook(deps, user, book.uid, 'The audio file has been uploaded.');
  const track = answer.data.audio_files.find((t) => t.id === fileId);
  if (!track) throw notFound('The audio file was not found.');
  return { data: { book: answer.data, file: track }, message: answer.message };
}

export async function uploadEbookFile(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.uploadEbookFile>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => uploadEbook(deps, book, user.id, body.file),
    'The EPUB file has been uploaded.',
  );
}

export async function reorderAudiobookFiles(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.reorderAudiobookFiles>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => reorderTracks(deps, book, user.id, body.file_ids),
    'The tracks are in their new order.',
  );
}

export async function deleteAudiobookFile(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.deleteAudiobookFile>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => removeTrack(deps, book, user.id, body.file_id),
    'The audio file has been removed.',
  );
}

export async function updateAdvanceInfo(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.updateAdvanceInfo>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => saveAdvanceInfo(deps, book, user.id, body),
    'The publication details have been saved.',
  );
}

export async function attachContributor(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.attachContributor>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => addContributor(deps, book, user.id, body),
    (name) => `${name} has been added.`,
  );
}

export async function detachContributor(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof selling.detachContributor>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    (book) => removeContributor(deps, book, user.id, body.contributor_id),
    'The contributor has been removed.',
  );
}

export async function verifyBookInfo(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof selling.verifyBookInfo>,
) {
  const book = await editableBook(deps, c, user.id, params.uid);
  const verification = await verifyBook(deps.db, book);
  return {
    data: verification,
    message: verification.ready ? 'The book is ready to publish.' : 'Some information is still missing.',
  };
}

const PUBLISH_MESSAGES: Record<PublishOutcome, (title: string) => string> = {
  already_published: () => 'The book is already published.',
  already_in_review: () => 'The book is already waiting for review.',
  in_review: (title) => `"${title}" is submitted for review: it goes on sale once the store approves it.`,
  published: (title) => `"${title}" is now published.`,
};

export async function publishBook(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof selling.publishBook>,
) {
  return editStep(
    deps,
    c,
    user,
    params.uid,
    async (book) => ({ book, outcome: await publish(deps, book, user.id) }),
    ({ book, outcome }) => PUBLISH_MESSAGES[outcome](book.title),
  );
}

/** Withdraws the change waiting for review (issue 41): the approved version stays on sale. */
export const withdrawChange = (deps: AppDeps, input: HandlerInput<typeof selling.withdrawChange>) =>
  editStep(
    deps,
    input.c,
    input.user,
    input.params.uid,
    (book) => withdrawVersion(deps, book, input.user.id),
    'The change is withdrawn: the approved version stays on sale.',
  );

export async function bookActivities(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof selling.bookActivities>,
) {
  const book = await editableBook(deps, c, user.id, params.uid);
  return { data: await listBookActivities(deps, book), message: 'Book activities retrieved.' };
}

/** Account, author and voiceover accounts, and the author's books with every edit step. */
export const sellingRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(selling.createAccount, deps, createAccount),
  route(selling.checkVoiceoverAccount, deps, checkVoiceoverAccount),
  route(selling.createVoiceoverAccount, deps, createVoiceoverAccount),
  route(selling.listBooks, deps, listBooks),
  route(selling.createBook, deps, createBook),
  route(selling.listCategories, deps, listCategories),
  route(selling.listSubCategories, deps, listSubCategories),
  route(selling.listContributors, deps, listContributors),
  route(selling.getBook, deps, getBook),
  route(selling.deleteBook, deps, deleteBook),
  route(selling.updateBasicInfo, deps, updateBasicInfo),
  route(selling.updatePrintBook, deps, updatePrintBook),
  route(selling.printOnDemandCheck, deps, printOnDemandCheck),
  route(selling.changeCover, deps, changeCover),
  route(selling.uploadAudiobookFile, deps, uploadAudiobookFile),
  route(selling.uploadEbookFile, deps, uploadEbookFile),
  route(selling.reorderAudiobookFiles, deps, reorderAudiobookFiles),
  route(selling.deleteAudiobookFile, deps, deleteAudiobookFile),
  route(selling.updateAdvanceInfo, deps, updateAdvanceInfo),
  route(selling.attachContributor, deps, attachContributor),
  route(selling.detachContributor, deps, detachContributor),
  route(selling.verifyBookInfo, deps, verifyBookInfo),
  route(selling.publishBook, deps, publishBook),
  route(selling.withdrawChange, deps, withdrawChange),
  route(selling.bookActivities, deps, bookActivities),
];
