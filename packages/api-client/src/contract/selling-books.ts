import { z } from 'zod';
import { bookEditSteps } from '../constants';
import { bindings, Book, CategoryRef, Contributor, ContributorRole, SubCategoryRef } from './catalogue';
import {
  BookType,
  CountryCode,
  CurrencyCode,
  DateString,
  DateTimeString,
  Id,
  Money,
  pageFields,
  Uid,
  UidAsIdParams,
  UidParams,
  Url,
} from './common';
import { PendingChange } from './book-versions';
import { endpoint, envelope, messageOnly, paginated } from './endpoint';
import { TrackChapters } from './library';

// A seller's books in the selling area: drafts, the edit steps, files, contributors and publication.

export const sellerBookStatuses = ['draft', 'in_review', 'published', 'rejected', 'unpublished'] as const;
export const SellerBookStatus = z.enum(sellerBookStatuses);

/** The edit steps of /dashboard/mybooks/{slug}/edit/{step}. */
export const editSteps = bookEditSteps;
export const EditStep = z.enum(editSteps);

export const AudiobookFile = z.object({
  id: Id,
  title: z.string(),
  url: Url,
  duration_seconds: z.number().int().min(0),
  size_bytes: z.number().int().min(0),
  position: z.number().int().min(0),
  /** The chapters read from the file's tags (an extension: the author sees what listeners will get). */
  chapters: TrackChapters,
});
export type AudiobookFile = z.infer<typeof AudiobookFile>;

/** A seller's own book, with its status and which edit steps are complete. */
export const SellerBook = Book.extend({
  /** A draft has no cover until the cover step. */
  cover_path: Url.nullable(),
  /** A draft has no price until the advance info step. */
  price: Money.nullable(),
  status: SellerBookStatus,
  /** Step name -> complete. `printbook` only matters for print books. */
  steps: z.object({
    basic_info: z.boolean(),
    advance_info: z.boolean(),
    contributors: z.boolean(),
    cover: z.boolean(),
    printbook: z.boolean(),
    publish: z.boolean(),
  }),
  audio_files: z.array(AudiobookFile),
  /** An ebook's EPUB (upload_ebook_file); null until uploaded, and always for other types. */
  ebook_file: z
    .object({
      name: z.string(),
      format: z.literal('epub'),
      size_bytes: z.number().int().min(0),
      uploaded_at: DateTimeString,
    })
    .nullable(),
  rejection_reason: z.string().nullable(),
  /**
   * An extension (issue 28): when the author last pressed Publish (the book is `in_review` until an
   * operator approves it); null for a book never submitted. Absent means unknown.
   */
  submitted_at: DateTimeString.nullable().optional(),
  sales_count: z.number().int().min(0),
  revenue: Money,
  /**
   * The latest change to the published book (issue 41); the editor's values are the proposed ones while
   * it is in review. Null when there is none; absent means unknown.
   */
  pending_change: PendingChange.nullable().optional(),
  created_at: DateTimeString,
  updated_at: DateTimeString,
});
export type SellerBook = z.infer<typeof SellerBook>;

export const BookActivity = z.object({
  id: Id,
  book_uid: Uid,
  action: z.enum([
    'created',
    'updated',
    'cover_changed',
    'file_uploaded',
    'submitted',
    'published',
    'rejected',
    'sold',
  ]),
  description: z.string(),
  created_at: DateTimeString,
});
export type BookActivity = z.infer<typeof BookActivity>;

/** What still blocks publication (GET books/{uid}/verify_book_info). */
export const BookVerification = z.object({
  ready: z.boolean(),
  missing: z.array(z.object({ step: EditStep, field: z.string(), message: z.string() })),
});
export type BookVerification = z.infer<typeof BookVerification>;

export const PrintOnDemandQuote = z.object({
  available: z.boolean(),
  unit_cost: Money,
  min_quantity: z.number().int().min(1),
  lead_time_days: z.number().int().min(0),
});
export type PrintOnDemandQuote = z.infer<typeof PrintOnDemandQuote>;

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

export const SellerBookListQuery = z.object({
  status: SellerBookStatus.optional(),
  type: BookType.optional(),
  keyword: z.string().trim().max(100).optional(),
  ...pageFields,
});

const base = '/api/user/selling/books';
const book = envelope(SellerBook);

export const sellerBookEndpoints = {
  listBooks: endpoint({
    method: 'GET',
    path: `${base}`,
    query: SellerBookListQuery,
    response: paginated(SellerBook),
    auth: 'author',
    summary: "The author's books.",
  }),
  createBook: endpoint({
    method: 'POST',
    path: `${base}`,
    body: CreateBookBody,
    response: book,
    status: 201,
    auth: 'author',
    summary: 'Starts a draft book.',
  }),
  listCategories: endpoint({
    method: 'GET',
    path: `${base}/categories/simple`,
    response: envelope(z.array(CategoryRef)),
    auth: 'author',
    summary: 'Categories for the basic info step.',
  }),
  listSubCategories: endpoint({
    method: 'GET',
    path: `${base}/categories/:id/sub_categories`,
    /** `id` is the category uid. */
    params: UidAsIdParams,
    response: envelope(z.array(SubCategoryRef)),
    auth: 'author',
    summary: "A category's sub-categories for the basic info step.",
  }),
  listContributors: endpoint({
    method: 'GET',
    path: `${base}/contributors`,
    response: envelope(z.array(Contributor)),
    auth: 'author',
    summary: "Contributors on any of the author's books, to attach again.",
  }),
  getBook: endpoint({
    method: 'GET',
    path: `${base}/:uid`,
    params: UidParams,
    response: book,
    auth: 'author',
    summary: "One of the author's books with its edit steps.",
  }),
  deleteBook: endpoint({
    method: 'DELETE',
    path: `${base}/:uid`,
    params: UidParams,
    response: messageOnly,
    auth: 'author',
    summary: 'Deletes a book that has no sales.',
  }),
  updateBasicInfo: endpoint({
    method: 'PATCH',
    path: `${base}/:uid/basic_info`,
    params: UidParams,
    body: BasicInfoBody,
    response: book,
    auth: 'author',
    summary: 'Edit step basic_info.',
  }),
  updatePrintBook: endpoint({
    method: 'PATCH',
    path: `${base}/:uid/update_print_book`,
    params: UidParams,
    body: PrintBookBody,
    response: book,
    auth: 'author',
    summary: 'Edit step printbook (print books only).',
  }),
  printOnDemandCheck: endpoint({
    method: 'POST',
    path: `${base}/:uid/print_on_demand_check`,
    params: UidParams,
    body: PrintOnDemandCheckBody,
    response: envelope(PrintOnDemandQuote),
    auth: 'author',
    summary: 'Whether a print book can be printed on demand, and at what unit cost.',
  }),
  changeCover: endpoint({
    method: 'POST',
    path: `${base}/:uid/change_cover`,
    params: UidParams,
    body: CoverBody,
    multipart: true,
    response: book,
    auth: 'author',
    summary: 'Edit step cover: uploads the cover image.',
  }),
  uploadAudiobookFile: endpoint({
    method: 'POST',
    path: `${base}/:uid/upload_audiobook_file`,
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
    path: `${base}/:uid/upload_ebook_file`,
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
    path: `${base}/:uid/reorder_audiobook_files`,
    params: UidParams,
    body: ReorderAudiobookFilesBody,
    response: book,
    auth: 'author',
    extension: true,
    summary: "Puts an audiobook's tracks in a new play order (every track id, once each).",
  }),
  deleteAudiobookFile: endpoint({
    method: 'POST',
    path: `${base}/:uid/delete_audiobook_file`,
    params: UidParams,
    body: DeleteAudiobookFileBody,
    response: book,
    auth: 'author',
    summary: 'Removes one audio track.',
  }),
  updateAdvanceInfo: endpoint({
    method: 'POST',
    path: `${base}/:uid/advance_info`,
    params: UidParams,
    body: AdvanceInfoBody,
    response: book,
    auth: 'author',
    summary: 'Edit step advance_info: ISBN, publisher, date, price, pages, tags.',
  }),
  attachContributor: endpoint({
    method: 'POST',
    path: `${base}/:uid/attach_contributor`,
    params: UidParams,
    body: AttachContributorBody,
    response: book,
    auth: 'author',
    summary: 'Edit step contributors: adds a known or a new contributor.',
  }),
  detachContributor: endpoint({
    method: 'POST',
    path: `${base}/:uid/detach_contributor`,
    params: UidParams,
    body: DetachContributorBody,
    response: book,
    auth: 'author',
    summary: 'Removes a contributor from the book.',
  }),
  verifyBookInfo: endpoint({
    method: 'GET',
    path: `${base}/:uid/verify_book_info`,
    params: UidParams,
    response: envelope(BookVerification),
    auth: 'author',
    summary: 'What still blocks publication.',
  }),
  publishBook: endpoint({
    method: 'GET',
    path: `${base}/:uid/publish`,
    mutates: true,
    params: UidParams,
    response: book,
    auth: 'author',
    summary: 'Submits a complete book for publication (422 with the missing fields otherwise).',
  }),
  bookActivities: endpoint({
    method: 'GET',
    path: `${base}/:uid/activities`,
    params: UidParams,
    response: envelope(z.array(BookActivity)),
    auth: 'author',
    summary: "A book's history.",
  }),
};
