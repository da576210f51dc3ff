import { z } from 'zod';
import { endpoint, envelope, messageOnly, paginated } from './endpoint';
import { pageFields, UidAsIdParams, UidParams } from './common';
import {
  Account,
  AudiobookFile,
  BookActivity,
  BookType,
  BookVerification,
  CategoryRef,
  Contributor,
  ContributorRole,
  CountryCode,
  CurrencyCode,
  DateString,
  Id,
  MAX_AMOUNT,
  Phone,
  PrintOnDemandQuote,
  Revenue,
  SellerAccountCheck,
  SellerBook,
  SellerBookStatistics,
  SellerBookStatus,
  SellerDashboardStatistics,
  SellerOrder,
  SellerOrderStatistics,
  SellerRevenueStatistics,
  SubCategoryRef,
  Uid,
  VoiceoverArtist,
  Withdrawal,
  bindings,
} from './entities';

const acceptTerms = z.literal(true, 'You must accept the seller terms.');

export const CreateSellerAccountBody = z.object({
  pen_name: z.string().trim().min(2).max(80).optional(),
  bio: z.string().trim().min(20, 'The bio must be at least 20 characters.').max(2000),
  phone: Phone,
  country_code: CountryCode,
  website: z.url().optional(),
  accept_terms: acceptTerms,
});

export const CreateVoiceoverAccountBody = z.object({
  display_name: z.string().trim().min(2).max(80),
  headline: z.string().trim().min(5).max(120),
  country_code: CountryCode,
  accept_terms: acceptTerms,
});

export const CreateBookBody = z.object({
  title: z.string().trim().min(1, 'The title field is required.').max(200),
  type: BookType,
});

export const BasicInfoBody = z.object({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().trim().max(200).nullable().optional(),
  description: z.string().trim().min(50, 'The description must be at least 50 characters.').max(5000),
  category_uid: Uid,
  sub_category_uid: Uid.nullable().optional(),
  language: z.string().trim().min(2).max(40),
});

export const AdvanceInfoBody = z.object({
  isbn: z
    .string()
    .regex(/^(97[89])?\d{9}[\dX]$/, 'The ISBN must be a valid ISBN-10 or ISBN-13 without dashes.')
    .nullable()
    .optional(),
  publisher: z.string().trim().max(120).nullable().optional(),
  publication_date: DateString,
  /** Price in major units of the currency. */
  price: z.number().min(0).max(1_000_000, 'The price may not be greater than 1,000,000.'),
  currency_code: CurrencyCode,
  pages: z.number().int().min(1).max(10_000).nullable().optional(),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
});

export const PrintBookBody = z.object({
  binding: z.enum(bindings),
  weight_grams: z.number().int().min(1).max(10_000),
  width_mm: z.number().min(50).max(500),
  height_mm: z.number().min(50).max(500),
  depth_mm: z.number().min(1).max(200),
  stock: z.number().int().min(0).max(100_000),
  print_on_demand: z.boolean(),
});

export const PrintOnDemandCheckBody = z.object({
  quantity: z.number().int().min(1).max(10_000).default(1),
  country_code: CountryCode,
});

const mb = 1024 * 1024;
export const CoverBody = z.object({
  cover: z
    .file()
    .max(10 * mb, 'The cover may not be greater than 10 MB.')
    .mime(['image/jpeg', 'image/png', 'image/webp']),
});
export const AudiobookFileBody = z.object({
  file: z
    .file()
    .max(4096 * mb, 'The audio file may not be greater than 4 GB.')
    .mime(['audio/mpeg', 'audio/mp4', 'audio/x-m4b']),
  title: z.string().trim().min(1).max(200),
  position: z.coerce.number<number>().int().min(0).max(10_000).optional(),
});
export const EbookFileBody = z.object({
  file: z
    .file()
    .max(100 * mb, 'The EPUB file may not be greater than 100 MB.')
    .mime(
      ['application/epub+zip', 'application/octet-stream', 'application/zip'],
      'The file must be an EPUB.',
    ),
});
export const ReorderAudiobookFilesBody = z.object({
  /** Every track of the book, once each, in the new play order. */
  file_ids: z.array(Id).min(1).max(500),
});
export const DeleteAudiobookFileBody = z.object({ file_id: Id });

export const AttachContributorBody = z.union([
  z.object({ contributor_id: Id, role: ContributorRole }),
  z.object({ name: z.string().trim().min(2).max(120), role: ContributorRole }),
]);
export const DetachContributorBody = z.object({ contributor_id: Id });

export const WithdrawBody = z.object({
  amount: z
    .number()
    .positive('The amount must be greater than 0.')
    .max(MAX_AMOUNT, 'The amount may not be greater than 100,000,000.'),
  bank_account_id: Id,
});

export const SellerBookListQuery = z.object({
  status: SellerBookStatus.optional(),
  type: BookType.optional(),
  keyword: z.string().trim().max(100).optional(),
  ...pageFields,
});

/** Sales between two days inclusive (the author's calendar days, UTC); either end may be open. */
export const SellerOrderListQuery = z
  .object({
    from: z.iso.date('The start date must be a date (YYYY-MM-DD).').optional(),
    to: z.iso.date('The end date must be a date (YYYY-MM-DD).').optional(),
    ...pageFields,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });

const base = '/api/user/selling';
const book = envelope(SellerBook);

export const sellingEndpoints = {
  createAccount: endpoint({
    method: 'POST',
    path: `${base}/create_account`,
    body: CreateSellerAccountBody,
    response: envelope(Account),
    status: 201,
    auth: 'verified',
    summary: 'Makes the user an author (author_account).',
  }),
  checkVoiceoverAccount: endpoint({
    method: 'GET',
    path: `${base}/voa/check_account`,
    response: envelope(SellerAccountCheck),
    auth: 'user',
    summary: 'Which seller accounts the user holds, and the voiceover profile status.',
  }),
  createVoiceoverAccount: endpoint({
    method: 'POST',
    path: `${base}/create_voiceover_account`,
    body: CreateVoiceoverAccountBody,
    response: envelope(VoiceoverArtist),
    status: 201,
    auth: 'verified',
    summary: 'Makes the user a voiceover artist (voiceover_artist_account).',
  }),
  listBooks: endpoint({
    method: 'GET',
    path: `${base}/books`,
    query: SellerBookListQuery,
    response: paginated(SellerBook),
    auth: 'author',
    summary: "The author's books.",
  }),
  createBook: endpoint({
    method: 'POST',
    path: `${base}/books`,
    body: CreateBookBody,
    response: book,
    status: 201,
    auth: 'author',
    summary: 'Starts a draft book.',
  }),
  listCategories: endpoint({
    method: 'GET',
    path: `${base}/books/categories/simple`,
    response: envelope(z.array(CategoryRef)),
    auth: 'author',
    summary: 'Categories for the basic info step.',
  }),
  listSubCategories: endpoint({
    method: 'GET',
    path: `${base}/books/categories/:id/sub_categories`,
    /** `id` is the category uid. */
    params: UidAsIdParams,
    response: envelope(z.array(SubCategoryRef)),
    auth: 'author',
    summary: "A category's sub-categories for the basic info step.",
  }),
  listContributors: endpoint({
    method: 'GET',
    path: `${base}/books/contributors`,
    response: envelope(z.array(Contributor)),
    auth: 'author',
    summary: "Contributors on any of the author's books, to attach again.",
  }),
  getBook: endpoint({
    method: 'GET',
    path: `${base}/books/:uid`,
    params: UidParams,
    response: book,
    auth: 'author',
    summary: "One of the author's books with its edit steps.",
  }),
  deleteBook: endpoint({
    method: 'DELETE',
    path: `${base}/books/:uid`,
    params: UidParams,
    response: messageOnly,
    auth: 'author',
    summary: 'Deletes a book that has no sales.',
  }),
  updateBasicInfo: endpoint({
    method: 'PATCH',
    path: `${base}/books/:uid/basic_info`,
    params: UidParams,
    body: BasicInfoBody,
    response: book,
    auth: 'author',
    summary: 'Edit step basic_info.',
  }),
  updatePrintBook: endpoint({
    method: 'PATCH',
    path: `${base}/books/:uid/update_print_book`,
    params: UidParams,
    body: PrintBookBody,
    response: book,
    auth: 'author',
    summary: 'Edit step printbook (print books only).',
  }),
  printOnDemandCheck: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/print_on_demand_check`,
    params: UidParams,
    body: PrintOnDemandCheckBody,
    response: envelope(PrintOnDemandQuote),
    auth: 'author',
    summary: 'Whether a print book can be printed on demand, and at what unit cost.',
  }),
  changeCover: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/change_cover`,
    params: UidParams,
    body: CoverBody,
    multipart: true,
    response: book,
    auth: 'author',
    summary: 'Edit step cover: uploads the cover image.',
  }),
  uploadAudiobookFile: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/upload_audiobook_file`,
    params: UidParams,
    body: AudiobookFileBody,
    multipart: true,
    response: envelope(z.object({ book: SellerBook, file: AudiobookFile })),
    status: 201,
    auth: 'author',
    summary: 'Uploads one audio track of an audiobook.',
  }),
  uploadEbookFile: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/upload_ebook_file`,
    params: UidParams,
    body: EbookFileBody,
    multipart: true,
    response: book,
    auth: 'author',
    extension: true,
    summary: "Uploads an ebook's EPUB (replacing the previous one); refused unless it is a valid EPUB.",
  }),
  reorderAudiobookFiles: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/reorder_audiobook_files`,
    params: UidParams,
    body: ReorderAudiobookFilesBody,
    response: book,
    auth: 'author',
    extension: true,
    summary: "Puts an audiobook's tracks in a new play order (every track id, once each).",
  }),
  deleteAudiobookFile: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/delete_audiobook_file`,
    params: UidParams,
    body: DeleteAudiobookFileBody,
    response: book,
    auth: 'author',
    summary: 'Removes one audio track.',
  }),
  updateAdvanceInfo: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/advance_info`,
    params: UidParams,
    body: AdvanceInfoBody,
    response: book,
    auth: 'author',
    summary: 'Edit step advance_info: ISBN, publisher, date, price, pages, tags.',
  }),
  attachContributor: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/attach_contributor`,
    params: UidParams,
    body: AttachContributorBody,
    response: book,
    auth: 'author',
    summary: 'Edit step contributors: adds a known or a new contributor.',
  }),
  detachContributor: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/detach_contributor`,
    params: UidParams,
    body: DetachContributorBody,
    response: book,
    auth: 'author',
    summary: 'Removes a contributor from the book.',
  }),
  verifyBookInfo: endpoint({
    method: 'GET',
    path: `${base}/books/:uid/verify_book_info`,
    params: UidParams,
    response: envelope(BookVerification),
    auth: 'author',
    summary: 'What still blocks publication.',
  }),
  publishBook: endpoint({
    method: 'GET',
    path: `${base}/books/:uid/publish`,
    mutates: true,
    params: UidParams,
    response: book,
    auth: 'author',
    summary: 'Submits a complete book for publication (422 with the missing fields otherwise).',
  }),
  bookActivities: endpoint({
    method: 'GET',
    path: `${base}/books/:uid/activities`,
    params: UidParams,
    response: envelope(z.array(BookActivity)),
    auth: 'author',
    summary: "A book's history.",
  }),
  dashboardStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/dashboard`,
    response: envelope(SellerDashboardStatistics),
    auth: 'seller',
    summary: 'Seller dashboard figures.',
  }),
  orderStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/orders`,
    response: envelope(SellerOrderStatistics),
    auth: 'author',
    summary: 'Sales counts per month.',
  }),
  bookStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/books`,
    response: envelope(SellerBookStatistics),
    auth: 'author',
    summary: 'Book counts per status and type.',
  }),
  revenueStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/revenues`,
    response: envelope(SellerRevenueStatistics),
    auth: 'author',
    summary: 'Revenue, balance and withdrawals per month.',
  }),
  listOrders: endpoint({
    method: 'GET',
    path: `${base}/orders`,
    query: SellerOrderListQuery,
    response: paginated(SellerOrder),
    auth: 'author',
    summary: "Sales of the author's books.",
  }),
  listRevenues: endpoint({
    method: 'GET',
    path: `${base}/revenues`,
    query: z.object({ ...pageFields }),
    response: paginated(Revenue),
    auth: 'author',
    summary: 'Revenue entries per sale.',
  }),
  withdraw: endpoint({
    method: 'POST',
    path: `${base}/revenues/withdraw`,
    body: WithdrawBody,
    response: envelope(Withdrawal),
    status: 201,
    auth: 'author',
    summary:
      'Withdraws available revenue to a bank account (422 above the available balance).' +
      ' An Idempotency-Key header (1-255 characters) makes retries safe: the same key answers the same withdrawal, never a second; reused with other inputs it is a 422.',
  }),
};
