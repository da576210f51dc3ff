import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp column the database fills in (`DEFAULT now()`): read as Date, optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp: read as Date or null. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns stay ISO strings (YYYY-MM-DD); the drivers are configured not to make Dates of them. */
type DateOnly = ColumnType<string | null, string | null | undefined, string | null>;
/** numeric columns are read as numbers (the drivers parse them). */
type Numeric = ColumnType<number, number | string | undefined, number | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export type BookType = 'ebook' | 'audiobook' | 'printbook';
export type BookStatus = 'draft' | 'in_review' | 'published' | 'rejected' | 'unpublished';
export type OrderStatus =
  'pending_payment' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'failed';
export type PaymentStatus = 'pending' | 'successful' | 'failed' | 'refunded';
export type PaymentProvider = 'test' | 'card' | 'bank_transfer';
export type PaymentGateway = 'test' | 'paystack';
export type FileFormat = 'epub' | 'pdf' | 'mp3' | 'm4b';
export type VerificationPurpose = 'email_verification' | 'password_reset' | 'seller_2fa';
export type ContributorRole =
  'author' | 'co_author' | 'editor' | 'illustrator' | 'narrator' | 'translator' | 'foreword';
export type RevenueKind = 'sale' | 'voiceover_job' | 'withdrawal' | 'withdrawal_reversal' | 'fee';
export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'failed';
export type VoiceoverArtistStatus = 'incomplete' | 'in_review' | 'approved' | 'rejected';
export type VoOrderStatus =
  'pending_payment' | 'paid' | 'in_progress' | 'delivered' | 'completed' | 'cancelled';
export type VoiceoverJobStatus = 'pending' | 'in_progress' | 'delivered' | 'completed' | 'cancelled';

export interface CountriesTable {
  code: string;
  name: string;
  icon: string;
  currency_code: string;
  currency_name: string;
  currency_symbol: string;
  phone_code: string;
  position: Defaulted<number>;
}

export interface StatesTable {
  id: Generated<number>;
  country_code: string;
  code: string;
  name: string;
  delivery_base_fee: number;
  delivery_fee_per_item: Defaulted<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  uid: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  cover_path: string | null;
  is_new: Defaulted<boolean>;
  position: Defaulted<number>;
  created_at: CreatedAt;
}

export interface SubCategoriesTable {
  id: Generated<number>;
  uid: string;
  category_id: number;
  name: string;
  slug: string;
  is_new: Defaulted<boolean>;
  position: Defaulted<number>;
  created_at: CreatedAt;
}

export interface PayoutBanksTable {
  id: Generated<number>;
  code: string;
  name: string;
  country_code: string;
}

/** A country's price level: prices convert between countries by the ratio of their ebook bases. */
export interface PriceLevelsTable {
  country_code: string;
  ebook_base: number;
  price_step: number;
  charm_pricing: Defaulted<boolean>;
}

export interface BankAccountFormatsTable {
  country_code: string;
  account_number_length: number;
}

export type AccountHolderNamePart = 'given' | 'family';

/** Names a test-mode bank account lookup answers with, per country. */
export interface AccountHolderNamesTable {
  id: Generated<number>;
  country_code: string;
  part: AccountHolderNamePart;
  name: string;
  position: Defaulted<number>;
}

export interface VocalAgesTable {
  id: Generated<number>;
  name: string;
  min_age: number | null;
  max_age: number | null;
  position: Defaulted<number>;
}

export interface VocalAccentsTable {
  id: Generated<number>;
  name: string;
  position: Defaulted<number>;
}

export interface VocalLanguagesTable {
  id: Generated<number>;
  code: string;
  name: string;
  position: Defaulted<number>;
}

export interface UsersTable {
  id: Generated<number>;
  uid: string;
  username: string;
  email: string;
  first_name: Defaulted<string>;
  middle_name: string | null;
  last_name: Defaulted<string>;
  phone: string | null;
  bio: string | null;
  country_code: string | null;
  password_hash: string;
  email_verified_at: NullableTimestamp;
  avatar_path: string | null;
  banner_path: string | null;
  is_author: Defaulted<boolean>;
  is_voiceover_artist: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthorProfilesTable {
  user_id: number;
  pen_name: string | null;
  bio: string | null;
  website: string | null;
  twitter: string | null;
  facebook: string | null;
  instagram: string | null;
  country_code: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  user_agent: string | null;
  ip: string | null;
  seller_token_hash: string | null;
  seller_verified_until: NullableTimestamp;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  purpose: VerificationPurpose;
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  purpose: string | null;
  code: string | null;
  sent_at: NullableTimestamp;
  error: string | null;
  created_at: CreatedAt;
}

export interface BooksTable {
  id: Generated<number>;
  uid: string;
  slug: string;
  author_id: number;
  type: BookType;
  title: string;
  subtitle: string | null;
  description: string | null;
  language: Defaulted<string>;
  pages: number | null;
  duration_seconds: number | null;
  isbn: string | null;
  publisher: string | null;
  publication_date: DateOnly;
  edition: string | null;
  keywords: Defaulted<string[]>;
  category_id: number | null;
  sub_category_id: number | null;
  status: Defaulted<BookStatus>;
  rejection_reason: string | null;
  cover_path: string | null;
  file_path: string | null;
  file_format: FileFormat | null;
  file_size_bytes: number | null;
  /** The uploaded EPUB's own file name (migration 007); null for files the seed put there. */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the EPUB was uploaded (migration 007). */
  file_uploaded_at: NullableTimestamp;
  sample_path: string | null;
  print_binding: 'paperback' | 'hardcover' | null;
  print_paper: string | null;
  print_color: boolean | null;
  print_width_mm: number | null;
  print_height_mm: number | null;
  print_depth_mm: number | null;
  print_weight_grams: number | null;
  print_on_demand: Defaulted<boolean>;
  stock_quantity: number | null;
  rating_average: Numeric;
  rating_count: Defaulted<number>;
  sales_count: Defaulted<number>;
  trending_score: Defaulted<number>;
  published_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BookPricesTable {
  book_id: number;
  country_code: string;
  amount: number;
  /** The book's type, copied by triggers (migration 003) for the per-format price index. */
  book_type: Generated<BookType>;
}

/**
 * Published books with a price in a country, per type, category and sub-category (migration 003):
 * kept by triggers on books and book_prices, read by the listing's total. Never written by the app.
 */
export interface BookListingCountsTable {
  country_code: string;
  type: BookType;
  category_id: number | null;
  sub_category_id: number | null;
  book_count: number;
}

/** Published books per author, kept by triggers on books (the home page's authors). */
export interface AuthorBookCountsTable {
  author_id: number;
  book_count: number;
}

export interface BookAudioFilesTable {
  id: Generated<number>;
  book_id: number;
  title: string;
  file_path: string;
  duration_seconds: Defaulted<number>;
  size_bytes: Defaulted<number>;
  position: Defaulted<number>;
  /** The chapters inside the file (jsonb, written as a JSON string): [] when it is one chapter. */
  chapters: ColumnType<{ title: string; start_seconds: number }[], string | undefined, string>;
  created_at: CreatedAt;
}

export interface ContributorsTable {
  id: Generated<number>;
  uid: string;
  owner_id: number;
  name: string;
  email: string | null;
  bio: string | null;
  created_at: CreatedAt;
}

export interface BookContributorsTable {
  book_id: number;
  contributor_id: number;
  role: ContributorRole;
  position: Defaulted<number>;
}

export interface BookActivitiesTable {
  id: Generated<number>;
  book_id: number;
  user_id: number | null;
  action: string;
  description: string;
  created_at: CreatedAt;
}

export interface ListsTable {
  id: Generated<number>;
  uid: string;
  name: string;
  slug: string;
  description: string | null;
  cover_path: string | null;
  position: Defaulted<number>;
  created_at: CreatedAt;
}

export interface ListBooksTable {
  list_id: number;
  book_id: number;
  position: Defaulted<number>;
}

export interface RatingsTable {
  id: Generated<number>;
  book_id: number;
  user_id: number;
  rating: number;
  review: string | null;
  created_at: CreatedAt;
}

export interface CartsTable {
  id: Generated<number>;
  user_id: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  book_id: number;
  quantity: number;
  created_at: CreatedAt;
}

export interface DeliveryAddressesTable {
  id: Generated<number>;
  user_id: number;
  full_name: string;
  phone: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  postal_code: string | null;
  country_code: string;
  state_id: number;
  is_primary: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  uid: string;
  user_id: number;
  country_code: string;
  currency_code: string;
  currency_symbol: string;
  status: Defaulted<OrderStatus>;
  subtotal_amount: number;
  delivery_fee_amount: Defaulted<number>;
  total_amount: number;
  delivery_address_id: number | null;
  delivery_address: Json;
  paid_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  book_id: number | null;
  seller_id: number | null;
  title: string;
  type: BookType;
  cover_path: string | null;
  quantity: number;
  unit_amount: number;
  total_amount: number;
  created_at: CreatedAt;
}

export interface OrderActivitiesTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  description: string;
  created_at: CreatedAt;
}

export interface LibraryItemsTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  order_id: number | null;
  progress: Defaulted<number>;
  last_opened_at: NullableTimestamp;
  created_at: CreatedAt;
  /** 009: the saved place, an EPUB CFI (ebooks) or the track and second (audiobooks). */
  location: string | null;
  track_index: number | null;
  position_seconds: number | null;
  progress_updated_at: NullableTimestamp;
}

export interface LibraryAnnotationsTable {
  id: Generated<number>;
  library_item_id: number;
  kind: 'bookmark' | 'highlight';
  location: string;
  excerpt: Defaulted<string>;
  chapter: string | null;
  percent: Defaulted<number>;
  note: string | null;
  color: 'yellow' | 'green' | 'blue' | 'pink' | null;
  created_at: CreatedAt;
}

export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  payout_bank_id: number;
  account_number: string;
  account_name: string;
  is_default: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  uid: string;
  user_id: number;
  bank_account_id: number | null;
  amount: number;
  fee_amount: Defaulted<number>;
  currency_code: string;
  status: Defaulted<WithdrawalStatus>;
  reference: string;
  processed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RevenuesTable {
  id: Generated<number>;
  user_id: number;
  kind: RevenueKind;
  /** Net: what the balance moves by. */
  amount: number;
  gross_amount: Defaulted<number>;
  fee_amount: Defaulted<number>;
  currency_code: string;
  description: string;
  available_at: CreatedAt;
  order_item_id: number | null;
  withdrawal_id: number | null;
  vo_order_id: number | null;
  created_at: CreatedAt;
}

export interface VoiceoverArtistsTable {
  user_id: number;
  uid: string;
  status: Defaulted<VoiceoverArtistStatus>;
  display_name: string | null;
  headline: string | null;
  bio: string | null;
  gender: 'female' | 'male' | 'non_binary' | 'prefer_not_to_say' | null;
  date_of_birth: DateOnly;
  country_code: string | null;
  city: string | null;
  phone: string | null;
  microphone: string | null;
  audio_interface: string | null;
  software: string | null;
  has_treated_booth: Defaulted<boolean>;
  delivery_formats: Defaulted<string[]>;
  turnaround_days: number | null;
  studio_completed_at: NullableTimestamp;
  voice_gender: 'male' | 'female' | 'neutral' | null;
  rating_average: Numeric;
  rating_count: Defaulted<number>;
  jobs_completed: Defaulted<number>;
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  /** The operator's last review (migration 008). */
  reviewed_at: NullableTimestamp;
  rejection_reason: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface VoiceoverArtistAgesTable {
  voiceover_artist_id: number;
  vocal_age_id: number;
}

export interface VoiceoverArtistAccentsTable {
  voiceover_artist_id: number;
  vocal_accent_id: number;
}

export interface VoiceoverArtistLanguagesTable {
  voiceover_artist_id: number;
  vocal_language_id: number;
}

export interface VoiceoverDemosTable {
  id: Generated<number>;
  uid: string;
  voiceover_artist_id: number;
  title: string;
  file_path: string;
  duration_seconds: Defaulted<number>;
  vocal_language_id: number | null;
  vocal_accent_id: number | null;
  created_at: CreatedAt;
}

export interface VoiceoverOffersTable {
  id: Generated<number>;
  uid: string;
  voiceover_artist_id: number;
  title: string;
  description: string;
  amount: number;
  currency_code: string;
  currency_symbol: string;
  word_limit: number;
  delivery_days: number;
  revisions: Defaulted<number>;
  status: Defaulted<'active' | 'paused'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface VoOrdersTable {
  id: Generated<number>;
  uid: string;
  buyer_id: number;
  voiceover_artist_id: number;
  offer_id: number | null;
  book_id: number | null;
  title: string;
  script: string;
  word_count: Defaulted<number>;
  notes: string | null;
  amount: number;
  currency_code: string;
  currency_symbol: string;
  status: Defaulted<VoOrderStatus>;
  paid_at: NullableTimestamp;
  /** The offer's revision rounds when the order was placed (migration 008). */
  revisions_allowed: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface VoiceoverJobsTable {
  id: Generated<number>;
  uid: string;
  vo_order_id: number;
  voiceover_artist_id: number;
  status: Defaulted<VoiceoverJobStatus>;
  started_at: NullableTimestamp;
  due_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  delivery_file_path: string | null;
  notes: string | null;
  /** Revision rounds the buyer asked for (migration 008). */
  revisions_used: Defaulted<number>;
  completed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type VoiceoverActivityKind =
  'ordered' | 'paid' | 'started' | 'delivered' | 'revision_requested' | 'accepted' | 'cancelled';
export type VoiceoverActivityActor = 'buyer' | 'artist' | 'system';

/** What happened to a voiceover order (migration 008). */
export interface VoiceoverActivitiesTable {
  id: Generated<number>;
  vo_order_id: number;
  kind: VoiceoverActivityKind;
  actor: VoiceoverActivityActor;
  note: string | null;
  created_at: CreatedAt;
}

/** A recording delivered for a job (migration 008). */
export interface VoiceoverDeliveriesTable {
  id: Generated<number>;
  voiceover_job_id: number;
  file_path: string;
  file_name: string;
  size_bytes: Defaulted<number>;
  duration_seconds: Defaulted<number>;
  note: string | null;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Generated<number>;
  uid: string;
  user_id: number;
  order_id: number | null;
  vo_order_id: number | null;
  reference: string;
  provider: Defaulted<PaymentProvider>;
  /** The test page or the provider that takes this payment (migration 005). */
  gateway: Defaulted<PaymentGateway>;
  /** The provider's page where the buyer pays (null for the test page, which lives at /pay/{uid}). */
  checkout_url: string | null;
  amount: number;
  currency_code: string;
  currency_symbol: string;
  status: Defaulted<PaymentStatus>;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An Idempotency-Key a user sent with a checkout or a withdrawal, and what it made (011_idempotency.sql). */
export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  fingerprint: string;
  resource_id: number | null;
  created_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

/** Every table of the reference API, for `Kysely<Database>`. */
export interface Database {
  countries: CountriesTable;
  states: StatesTable;
  categories: CategoriesTable;
  sub_categories: SubCategoriesTable;
  payout_banks: PayoutBanksTable;
  price_levels: PriceLevelsTable;
  bank_account_formats: BankAccountFormatsTable;
  account_holder_names: AccountHolderNamesTable;
  vocal_ages: VocalAgesTable;
  vocal_accents: VocalAccentsTable;
  vocal_languages: VocalLanguagesTable;
  users: UsersTable;
  author_profiles: AuthorProfilesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  mail_outbox: MailOutboxTable;
  books: BooksTable;
  book_prices: BookPricesTable;
  book_listing_counts: BookListingCountsTable;
  author_book_counts: AuthorBookCountsTable;
  book_audio_files: BookAudioFilesTable;
  contributors: ContributorsTable;
  book_contributors: BookContributorsTable;
  book_activities: BookActivitiesTable;
  lists: ListsTable;
  list_books: ListBooksTable;
  ratings: RatingsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  delivery_addresses: DeliveryAddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_activities: OrderActivitiesTable;
  library_items: LibraryItemsTable;
  library_annotations: LibraryAnnotationsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  revenues: RevenuesTable;
  voiceover_artists: VoiceoverArtistsTable;
  voiceover_artist_ages: VoiceoverArtistAgesTable;
  voiceover_artist_accents: VoiceoverArtistAccentsTable;
  voiceover_artist_languages: VoiceoverArtistLanguagesTable;
  voiceover_demos: VoiceoverDemosTable;
  voiceover_offers: VoiceoverOffersTable;
  vo_orders: VoOrdersTable;
  voiceover_jobs: VoiceoverJobsTable;
  voiceover_activities: VoiceoverActivitiesTable;
  voiceover_deliveries: VoiceoverDeliveriesTable;
  payments: PaymentsTable;
  schema_migrations: SchemaMigrationsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Book = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type Order = Selectable<OrdersTable>;
export type Payment = Selectable<PaymentsTable>;
