import { z } from 'zod';
import { bookEditSteps, bookSorts, bookTypes } from '../constants';

// Entities of SPEC.md section 3. Where the spec names fields they keep its names; where it says
// "fields not shown" the fields are designed here. Dates are ISO 8601 strings (dates `YYYY-MM-DD`,
// instants with time zone), so the same values travel through JSON unchanged.

// ---------------------------------------------------------------------------------------------------
// Scalars

export { bookSorts, bookTypes };

export const BookType = z.enum(bookTypes);
export type BookType = z.infer<typeof BookType>;

export const BookSort = z.enum(bookSorts);
export type BookSort = z.infer<typeof BookSort>;

/** ISO 3166-1 alpha-2 country code, lower case as the store keeps it (`ng`). */
export const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'The country code must be two letters.')
  .toLowerCase();
export const CurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'The currency code must be three capital letters.');
export const DateString = z.iso.date();
export const DateTimeString = z.iso.datetime({ offset: true });
export const Url = z.string().min(1);
export const Uid = z.string().min(1).max(64);
/** The largest value of an int4 column (ids, counts, positions). */
export const INT4_MAX = 2_147_483_647;
export const Id = z.number().int().positive().max(INT4_MAX); // int4 columns hold no more
/**
 * The largest amount, in major units, a seller may ask for (an offer's price, a withdrawal). In minor
 * units and converted to any currency (naira is ~700 times sterling) it stays far inside the int8
 * money columns and a double's exact integers (2^53).
 */
export const MAX_AMOUNT = 100_000_000;
export const Email = z.email('The email must be a valid email address.').max(255);
export const Username = z
  .string()
  .min(3, 'The username must be at least 3 characters.')
  .max(30, 'The username may not be greater than 30 characters.')
  .regex(/^[a-z0-9_.]+$/i, 'The username may only contain letters, numbers, dots and underscores.');
export const Password = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(128, 'The password may not be greater than 128 characters.');
export const VerificationCode = z.string().regex(/^\d{6}$/, 'The verification code must be 6 digits.');
export const PersonName = z.string().trim().min(1).max(60);
export const Phone = z.string().regex(/^\+?[0-9 ()-]{7,20}$/, 'The phone number is not valid.');

/** A price as the store shows it: `amount` in major units (1500.5 means 1,500.50). */
export const Money = z.object({
  amount: z.number().min(0),
  currency_code: CurrencyCode,
  currency_symbol: z.string().min(1).max(4),
});
export type Money = z.infer<typeof Money>;

// ---------------------------------------------------------------------------------------------------
// Countries

export const Currency = z.object({ code: CurrencyCode, name: z.string(), symbol: z.string().min(1).max(4) });
export type Currency = z.infer<typeof Currency>;

export const Country = z.object({
  country_code: CountryCode,
  country_name: z.string(),
  /** Flag image URL. */
  country_icon: Url,
  phone_code: z.string(),
  currency: Currency,
});
export type Country = z.infer<typeof Country>;

export const State = z.object({
  id: Id,
  name: z.string(),
  code: z.string(),
  country_code: CountryCode,
});
export type State = z.infer<typeof State>;

// ---------------------------------------------------------------------------------------------------
// Catalogue

export const AuthorSummary = z.object({
  username: Username,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  avatar: Url.nullable(),
});
export type AuthorSummary = z.infer<typeof AuthorSummary>;

export const AuthorProfile = AuthorSummary.extend({
  bio: z.string().nullable(),
  website: Url.nullable(),
  country_code: CountryCode,
  books_count: z.number().int().min(0),
  joined_at: DateTimeString,
});
export type AuthorProfile = z.infer<typeof AuthorProfile>;

export const contributorRoles = [
  'author',
  'co_author',
  'editor',
  'illustrator',
  'translator',
  'narrator',
  'foreword',
] as const;
export const ContributorRole = z.enum(contributorRoles);
export const Contributor = z.object({
  id: Id,
  name: z.string().min(1).max(120),
  role: ContributorRole,
});
export type Contributor = z.infer<typeof Contributor>;

export const SubCategory = z.object({
  uid: Uid,
  sub_category_name: z.string(),
  is_new: z.boolean(),
  category_uid: Uid,
  books_count: z.number().int().min(0),
});
export type SubCategory = z.infer<typeof SubCategory>;

export const Category = z.object({
  uid: Uid,
  category_name: z.string(),
  description: z.string().nullable(),
  is_new: z.boolean(),
  cover_path: Url.nullable(),
  books_count: z.number().int().min(0),
  sub_categories: z.array(SubCategory),
});
export type Category = z.infer<typeof Category>;

export const CategoryRef = z.object({ uid: Uid, category_name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;
export const SubCategoryRef = z.object({ uid: Uid, sub_category_name: z.string() });
export type SubCategoryRef = z.infer<typeof SubCategoryRef>;

/** A sub-category with the category it belongs to (GET /api/public/sub_categories/{uid}). */
export const SubCategoryDetail = SubCategory.extend({ category: CategoryRef });
export type SubCategoryDetail = z.infer<typeof SubCategoryDetail>;

export const Rating = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
});

export const ebookFormats = ['epub', 'pdf'] as const;
export const audioFormats = ['mp3', 'm4b'] as const;
export const FileFormat = z.enum([...ebookFormats, ...audioFormats]);

/** Format details of the digital file (ebooks and audiobooks). */
export const FileInfo = z.object({
  format: FileFormat,
  size_bytes: z.number().int().min(0),
  drm_free: z.boolean(),
});

export const bindings = ['paperback', 'hardcover'] as const;
/** Physical details of a print book. */
export const PrintDetails = z.object({
  binding: z.enum(bindings),
  weight_grams: z.number().int().positive(),
  width_mm: z.number().positive(),
  height_mm: z.number().positive(),
  depth_mm: z.number().positive(),
  stock: z.number().int().min(0),
  print_on_demand: z.boolean(),
});
export type PrintDetails = z.infer<typeof PrintDetails>;

/** A book in listings, cards and search. */
export const BookSummary = z.object({
  uid: Uid,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  type: BookType,
  price: Money,
  cover_path: Url,
  authors: z.array(AuthorSummary),
  category: CategoryRef.nullable(),
  rating: Rating,
  publication_date: DateString.nullable(),
});
export type BookSummary = z.infer<typeof BookSummary>;

/** A book with everything its detail page shows, contributors included. */
export const Book = BookSummary.extend({
  description: z.string(),
  contributors: z.array(Contributor),
  sub_category: SubCategoryRef.nullable(),
  language: z.string(),
  /** Ebooks and print books. */
  pages: z.number().int().positive().nullable(),
  /** Audiobooks. */
  duration_seconds: z.number().int().positive().nullable(),
  isbn: z.string().nullable(),
  publisher: z.string().nullable(),
  /** A free excerpt (ebook pages or an audio clip). */
  sample_url: Url.nullable(),
  file: FileInfo.nullable(),
  print: PrintDetails.nullable(),
  tags: z.array(z.string()),
});
export type Book = z.infer<typeof Book>;

export const CuratedList = z.object({
  uid: Uid,
  list_name: z.string(),
  list_cover: Url,
  description: z.string().nullable(),
  books_count: z.number().int().min(0),
  created_at: DateTimeString,
});
export type CuratedList = z.infer<typeof CuratedList>;

/** Header content: categories with sub-categories and the curated lists. */
export const HeaderContent = z.object({
  categories: z.array(
    z.object({
      uid: Uid,
      category_name: z.string(),
      is_new: z.boolean(),
      sub_categories: z.array(z.object({ uid: Uid, sub_category_name: z.string(), is_new: z.boolean() })),
    }),
  ),
  lists: z.array(z.object({ uid: Uid, list_name: z.string(), list_cover: Url })),
});
export type HeaderContent = z.infer<typeof HeaderContent>;

export const SearchResult = z.object({
  books: z.array(z.object({ uid: Uid, title: z.string(), type: BookType })),
  categories: z.array(CategoryRef),
  authors: z.array(
    z.object({
      username: Username,
      first_name: z.string(),
      middle_name: z.string().nullable(),
      last_name: z.string(),
    }),
  ),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** The home page for one country. */
export const HomeContent = z.object({
  country_code: CountryCode,
  featured: z.array(BookSummary),
  new_releases: z.array(BookSummary),
  trending: z.array(BookSummary),
  lists: z.array(z.object({ list: CuratedList, books: z.array(BookSummary) })),
  categories: z.array(CategoryRef),
  authors: z.array(AuthorSummary),
});
export type HomeContent = z.infer<typeof HomeContent>;

/** A category's books grouped by sub-category for one media type. */
export const CategoryCollections = z.object({
  category: CategoryRef,
  media: BookType,
  collections: z.array(z.object({ sub_category: SubCategoryRef, books: z.array(BookSummary) })),
});
export type CategoryCollections = z.infer<typeof CategoryCollections>;

// ---------------------------------------------------------------------------------------------------
// Account

export const DeliveryAddress = z.object({
  id: Id,
  is_primary: z.boolean(),
  full_name: z.string(),
  phone: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: State.pick({ id: true, name: true }),
  country_code: CountryCode,
  postal_code: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const Account = z.object({
  id: Id,
  username: Username,
  email: Email,
  email_is_verified: z.boolean(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  /** Null until the user uploads one; the store then draws initials. */
  avatar: Url.nullable(),
  profile_banner: Url.nullable(),
  country_code: CountryCode,
  author_account: z.boolean(),
  voiceover_artist_account: z.boolean(),
  delivery_addresses: z.array(DeliveryAddress),
  created_at: DateTimeString,
});
export type Account = z.infer<typeof Account>;

// ---------------------------------------------------------------------------------------------------
// Cart, orders, payments, library

export const CartBook = z.object({
  uid: Uid,
  slug: z.string(),
  title: z.string(),
  type: BookType,
  cover_path: Url,
  price: Money,
});
export type CartBook = z.infer<typeof CartBook>;

export const CartItem = z.object({
  id: Id,
  quantity: z.number().int().min(1),
  book: CartBook,
});
export type CartItem = z.infer<typeof CartItem>;

/** `data` of every cart call. */
export const Cart = z.object({ cart_items: z.array(CartItem) });
export type Cart = z.infer<typeof Cart>;

export const orderStatuses = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'failed',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderItem = z.object({
  id: Id,
  book: CartBook,
  quantity: z.number().int().min(1),
  unit_price: Money,
  total: Money,
});
export type OrderItem = z.infer<typeof OrderItem>;

export const paymentStatuses = ['pending', 'successful', 'failed', 'refunded'] as const;
export const PaymentStatus = z.enum(paymentStatuses);

export const Payment = z.object({
  id: Id,
  reference: z.string(),
  /** The book order paid for; null when the payment is for a voiceover order. */
  order_id: Id.nullable(),
  order_reference: z.string().nullable(),
  /** Set when the payment is for a voiceover order. */
  vo_order_uid: Uid.optional(),
  amount: Money,
  status: PaymentStatus,
  /** `test` is the reference API's test mode. */
  provider: z.enum(['test', 'card', 'bank_transfer']),
  /** Where the buyer completes the payment while it is pending. */
  checkout_url: Url.nullable(),
  paid_at: DateTimeString.nullable(),
  created_at: DateTimeString,
});
export type Payment = z.infer<typeof Payment>;

export const Order = z.object({
  id: Id,
  reference: z.string(),
  status: OrderStatus,
  items: z.array(OrderItem),
  items_count: z.number().int().min(0),
  subtotal: Money,
  delivery_fee: Money,
  total: Money,
  delivery_address: DeliveryAddress.nullable(),
  payment: Payment.nullable(),
  created_at: DateTimeString,
  updated_at: DateTimeString,
});
export type Order = z.infer<typeof Order>;

export const OrderActivity = z.object({
  id: Id,
  order_id: Id,
  status: OrderStatus,
  description: z.string(),
  created_at: DateTimeString,
});
export type OrderActivity = z.infer<typeof OrderActivity>;

export const OrderStatistics = z.object({
  total_orders: z.number().int().min(0),
  pending_orders: z.number().int().min(0),
  completed_orders: z.number().int().min(0),
  cancelled_orders: z.number().int().min(0),
  total_spent: Money,
});
export type OrderStatistics = z.infer<typeof OrderStatistics>;

export const PaymentStatistics = z.object({
  total_payments: z.number().int().min(0),
  successful_payments: z.number().int().min(0),
  failed_payments: z.number().int().min(0),
  total_paid: Money,
});
export type PaymentStatistics = z.infer<typeof PaymentStatistics>;

export const LibraryItem = z.object({
  id: Id,
  book: BookSummary,
  order_id: Id,
  purchased_at: DateTimeString,
  /** Reading or listening progress, 0 to 100. */
  progress_percent: z.number().min(0).max(100),
  last_opened_at: DateTimeString.nullable(),
});
export type LibraryItem = z.infer<typeof LibraryItem>;

/**
 * Chapters inside one audio file (MP3 CHAP frames, an M4B's `chpl` atom), in playing order, each from
 * its start (seconds into the file) to the next one's; empty when the file is one chapter.
 */
export const TrackChapters = z
  .array(z.object({ title: z.string().max(300), start_seconds: z.number().min(0) }))
  .max(1000);

export const AudioTrack = z.object({
  index: z.number().int().min(0),
  title: z.string(),
  url: Url,
  duration_seconds: z.number().int().min(0),
  chapters: TrackChapters,
});

/**
 * Where the reader or listener stopped, saved by `PUT /api/user/library/books/{id}/progress` from any
 * device. An ebook's place is an EPUB CFI in `location`; an audiobook's is `track_index` and
 * `position_seconds`. `updated_at` is null until the first save.
 */
export const ReadingProgress = z.object({
  location: z.string().max(2000).nullable(),
  percent: z.number().min(0).max(100),
  track_index: z.number().int().min(0).max(10_000).nullable(),
  position_seconds: z.number().min(0).max(10_000_000).nullable(),
  updated_at: DateTimeString.nullable(),
});
export type ReadingProgress = z.infer<typeof ReadingProgress>;

export const annotationKinds = ['bookmark', 'highlight'] as const;
export const highlightColors = ['yellow', 'green', 'blue', 'pink'] as const;

/** A bookmark or a highlight in an ebook, kept per book and per reader on the server. */
export const Annotation = z.object({
  id: Id,
  kind: z.enum(annotationKinds),
  /** An EPUB CFI: a point for a bookmark, a range for a highlight. */
  location: z.string().min(1).max(2000),
  /** The highlighted text, or the first words of the bookmarked page. */
  excerpt: z.string().max(1000),
  /** Chapter or section title where it sits, when the book names it. */
  chapter: z.string().max(300).nullable(),
  /** 0–100: where in the book, to sort and show. */
  percent: z.number().min(0).max(100),
  note: z.string().max(2000).nullable(),
  color: z.enum(highlightColors).nullable(),
  created_at: DateTimeString,
});
export type Annotation = z.infer<typeof Annotation>;

/** A purchased ebook or audiobook opened from the library: the file access the reader or player needs. */
export const LibraryBook = z.object({
  item: LibraryItem,
  book: Book,
  /** Where this user stopped, on any device. */
  progress: ReadingProgress,
  /** The user's bookmarks and highlights in this book, in reading order (empty for audiobooks). */
  annotations: z.array(Annotation),
  access: z.discriminatedUnion('type', [
    z.object({ type: z.literal('ebook'), format: z.enum(ebookFormats), file_url: Url }),
    z.object({ type: z.literal('audiobook'), tracks: z.array(AudioTrack) }),
  ]),
  /** Signed file URLs stop working after this instant. */
  expires_at: DateTimeString,
});
export type LibraryBook = z.infer<typeof LibraryBook>;

// ---------------------------------------------------------------------------------------------------
// Selling

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
  sales_count: z.number().int().min(0),
  revenue: Money,
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

export const SellerDashboardStatistics = z.object({
  total_books: z.number().int().min(0),
  published_books: z.number().int().min(0),
  total_sales: z.number().int().min(0),
  pending_orders: z.number().int().min(0),
  total_revenue: Money,
  available_balance: Money,
});
export type SellerDashboardStatistics = z.infer<typeof SellerDashboardStatistics>;

export const MonthlyCount = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  count: z.number().int().min(0),
});
export const MonthlyAmount = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: Money });

export const SellerOrderStatistics = z.object({
  total_orders: z.number().int().min(0),
  pending_orders: z.number().int().min(0),
  completed_orders: z.number().int().min(0),
  per_month: z.array(MonthlyCount),
});
export const SellerBookStatistics = z.object({
  total: z.number().int().min(0),
  draft: z.number().int().min(0),
  in_review: z.number().int().min(0),
  published: z.number().int().min(0),
  rejected: z.number().int().min(0),
  by_type: z.object({ ebook: z.number().int(), audiobook: z.number().int(), printbook: z.number().int() }),
});
export const SellerRevenueStatistics = z.object({
  total_revenue: Money,
  available_balance: Money,
  withdrawn: Money,
  pending_withdrawal: Money,
  per_month: z.array(MonthlyAmount),
});

/** A sale of one of the seller's books. */
export const SellerOrder = z.object({
  id: Id,
  order_reference: z.string(),
  book: CartBook,
  quantity: z.number().int().min(1),
  amount: Money,
  earnings: Money,
  buyer_username: Username,
  status: OrderStatus,
  created_at: DateTimeString,
});
export type SellerOrder = z.infer<typeof SellerOrder>;

export const revenueStatuses = ['pending', 'available', 'withdrawn'] as const;
export const Revenue = z.object({
  id: Id,
  order_reference: z.string(),
  book: CartBook,
  gross: Money,
  fee: Money,
  net: Money,
  status: z.enum(revenueStatuses),
  available_at: DateTimeString,
  created_at: DateTimeString,
});
export type Revenue = z.infer<typeof Revenue>;

// ---------------------------------------------------------------------------------------------------
// Banks

export const PayoutBank = z.object({
  code: z.string().min(1).max(20),
  name: z.string(),
  country_code: CountryCode,
  currency_code: CurrencyCode,
});
export type PayoutBank = z.infer<typeof PayoutBank>;

export const AccountNumber = z.string().regex(/^\d{6,20}$/, 'The account number must be 6 to 20 digits.');

export const BankAccount = z.object({
  id: Id,
  bank_code: z.string(),
  bank_name: z.string(),
  /** Only the last 4 digits are visible. */
  account_number_masked: z.string(),
  account_name: z.string(),
  currency_code: CurrencyCode,
  is_default: z.boolean(),
  created_at: DateTimeString,
});
export type BankAccount = z.infer<typeof BankAccount>;

export const ResolvedBankAccount = z.object({
  bank_code: z.string(),
  account_number: AccountNumber,
  account_name: z.string(),
});

export const withdrawalStatuses = ['pending', 'processing', 'paid', 'failed'] as const;
export const Withdrawal = z.object({
  id: Id,
  reference: z.string(),
  amount: Money,
  fee: Money,
  bank_account: BankAccount,
  status: z.enum(withdrawalStatuses),
  created_at: DateTimeString,
});
export type Withdrawal = z.infer<typeof Withdrawal>;

// ---------------------------------------------------------------------------------------------------
// Voiceover

export const VocalOption = z.object({ id: Id, name: z.string() });
export type VocalOption = z.infer<typeof VocalOption>;

/** The choices an artist picks from (GET /api/public/vocal_characteristics). */
export const VocalCharacteristics = z.object({
  ages: z.array(VocalOption),
  accents: z.array(VocalOption),
  languages: z.array(VocalOption),
});
export type VocalCharacteristics = z.infer<typeof VocalCharacteristics>;

export const genders = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export const VoiceoverPersonal = z.object({
  display_name: z.string(),
  headline: z.string(),
  bio: z.string(),
  gender: z.enum(genders),
  country_code: CountryCode,
  city: z.string(),
  /** Only the artist sees it; null in public profiles. */
  phone: z.string().nullable(),
});
export type VoiceoverPersonal = z.infer<typeof VoiceoverPersonal>;

export const audioDeliveryFormats = ['mp3', 'wav', 'm4a', 'flac'] as const;
export const VoiceoverStudio = z.object({
  microphone: z.string(),
  audio_interface: z.string(),
  software: z.string(),
  has_treated_booth: z.boolean(),
  delivery_formats: z.array(z.enum(audioDeliveryFormats)),
  turnaround_days: z.number().int().min(1),
});
export type VoiceoverStudio = z.infer<typeof VoiceoverStudio>;

export const VoiceoverVocal = z.object({
  ages: z.array(VocalOption),
  accents: z.array(VocalOption),
  languages: z.array(VocalOption),
});

export const Demo = z.object({
  id: Id,
  title: z.string(),
  url: Url,
  duration_seconds: z.number().int().min(0),
  created_at: DateTimeString,
});
export type Demo = z.infer<typeof Demo>;

export const voiceoverProfileStatuses = ['incomplete', 'in_review', 'approved', 'rejected'] as const;

/** An artist as buyers see them in listings. */
export const VoiceoverArtistSummary = z.object({
  uid: Uid,
  username: Username,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  avatar: Url.nullable(),
  display_name: z.string(),
  headline: z.string(),
  languages: z.array(VocalOption),
  accents: z.array(VocalOption),
  rating: Rating,
  jobs_completed: z.number().int().min(0),
  starting_price: Money.nullable(),
  /** The artist's newest demo, for playing from a listing; null when they have none. */
  demo: Demo.pick({ title: true, url: true, duration_seconds: true }).nullable(),
});
export type VoiceoverArtistSummary = z.infer<typeof VoiceoverArtistSummary>;

export const offerStatuses = ['active', 'paused'] as const;
export const Offer = z.object({
  id: Id,
  uid: Uid,
  title: z.string(),
  description: z.string(),
  price: Money,
  /** Words recorded for the price. */
  word_limit: z.number().int().positive(),
  delivery_days: z.number().int().min(1),
  revisions: z.number().int().min(0),
  status: z.enum(offerStatuses),
  artist: VoiceoverArtistSummary.pick({
    uid: true,
    username: true,
    display_name: true,
    first_name: true,
    last_name: true,
    avatar: true,
  }),
  created_at: DateTimeString,
});
export type Offer = z.infer<typeof Offer>;

/** A full public profile (GET /api/public/voas/{uid}); the owner sees the same under /api/user/selling/voa. */
export const VoiceoverArtist = VoiceoverArtistSummary.extend({
  status: z.enum(voiceoverProfileStatuses),
  personal: VoiceoverPersonal.nullable(),
  studio: VoiceoverStudio.nullable(),
  vocal: VoiceoverVocal,
  demos: z.array(Demo),
  offers: z.array(Offer),
  /** Profile sections the artist has completed, for the onboarding steps. */
  steps: z.object({ personal: z.boolean(), studio: z.boolean(), vocal: z.boolean(), demo: z.boolean() }),
  submitted_at: DateTimeString.nullable(),
  /** When the operator approved or rejected the profile last; null before a review. */
  reviewed_at: DateTimeString.nullable(),
  /** The operator's reason when the profile was rejected (status `rejected`); null otherwise. */
  rejection_reason: z.string().nullable(),
  created_at: DateTimeString,
});
export type VoiceoverArtist = z.infer<typeof VoiceoverArtist>;

export const voiceoverOrderStatuses = [
  'pending_payment',
  'paid',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
] as const;
export const jobStatuses = ['pending', 'in_progress', 'delivered', 'completed', 'cancelled'] as const;

/** What happened to a voiceover order, in order: both the buyer and the artist see the same list. */
export const voiceoverActivityKinds = [
  'ordered',
  'paid',
  'started',
  'delivered',
  'revision_requested',
  'accepted',
  'cancelled',
] as const;
export const VoiceoverActivity = z.object({
  id: Id,
  kind: z.enum(voiceoverActivityKinds),
  actor: z.enum(['buyer', 'artist', 'system']),
  /** The delivery note or the revision request, when the step carried one. */
  note: z.string().nullable(),
  created_at: DateTimeString,
});
export type VoiceoverActivity = z.infer<typeof VoiceoverActivity>;

/** One delivered recording; `url` is a signed, expiring download link for the buyer or the artist. */
export const VoiceoverDelivery = z.object({
  id: Id,
  file_name: z.string(),
  size_bytes: z.number().int().min(0),
  duration_seconds: z.number().int().min(0),
  note: z.string().nullable(),
  url: Url,
  created_at: DateTimeString,
});
export type VoiceoverDelivery = z.infer<typeof VoiceoverDelivery>;

export const Job = z.object({
  id: Id,
  uid: Uid,
  title: z.string(),
  script: z.string(),
  word_count: z.number().int().min(0),
  status: z.enum(jobStatuses),
  offer: Offer.pick({ uid: true, title: true, price: true, delivery_days: true }),
  buyer_username: Username,
  amount: Money,
  due_at: DateTimeString.nullable(),
  /** The latest delivery's signed link (deliveries[0].url), null before the first delivery. */
  deliverable_url: Url.nullable(),
  /** The buyer's notes for the artist. */
  notes: z.string().nullable(),
  /** Revision rounds the offer includes, and how many the buyer has asked for. */
  revisions_allowed: z.number().int().min(0),
  revisions_used: z.number().int().min(0),
  /** Newest first. */
  deliveries: z.array(VoiceoverDelivery),
  /** Oldest first. */
  activities: z.array(VoiceoverActivity),
  created_at: DateTimeString,
});
export type Job = z.infer<typeof Job>;

export const VoiceoverOrder = z.object({
  id: Id,
  uid: Uid,
  offer: Offer,
  status: z.enum(voiceoverOrderStatuses),
  script: z.string(),
  notes: z.string().nullable(),
  amount: Money,
  payment: Payment.nullable(),
  job: Job.pick({
    uid: true,
    status: true,
    due_at: true,
    deliverable_url: true,
    revisions_allowed: true,
    revisions_used: true,
    deliveries: true,
  }).nullable(),
  /** Oldest first: ordered, paid, started, delivered, revision requested, accepted, cancelled. */
  activities: z.array(VoiceoverActivity),
  created_at: DateTimeString,
});
export type VoiceoverOrder = z.infer<typeof VoiceoverOrder>;

export const SellerAccountCheck = z.object({
  author_account: z.boolean(),
  voiceover_artist_account: z.boolean(),
  voiceover_status: z.enum(voiceoverProfileStatuses).nullable(),
});
