-- The whole schema of the reference API. Money is always an integer amount in minor units
-- (kobo, cents, pence) next to the currency it is counted in.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Reference data -------------------------------------------------------------------------------

CREATE TABLE countries (
  code text PRIMARY KEY CHECK (code = lower(code)),
  name text NOT NULL,
  icon text NOT NULL,
  currency_code text NOT NULL,
  currency_name text NOT NULL,
  currency_symbol text NOT NULL,
  phone_code text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE states (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_code text NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  -- delivery fee = base + per_item * (print-book quantity - 1)
  delivery_base_fee integer NOT NULL CHECK (delivery_base_fee >= 0),
  delivery_fee_per_item integer NOT NULL DEFAULT 0 CHECK (delivery_fee_per_item >= 0),
  UNIQUE (country_code, code)
);

CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  icon text,
  cover_path text,
  is_new boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX categories_name_trgm ON categories USING gin (lower(name) gin_trgm_ops);

CREATE TABLE sub_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (category_id, slug)
);
CREATE INDEX sub_categories_category ON sub_categories (category_id, position);

CREATE TABLE payout_banks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  country_code text NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  UNIQUE (country_code, code)
);

CREATE TABLE vocal_ages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  min_age integer,
  max_age integer,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE vocal_accents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE vocal_languages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0
);

-- Users, sessions, codes, mail ----------------------------------------------------------------

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  username text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  middle_name text,
  last_name text NOT NULL DEFAULT '',
  phone text,
  bio text,
  country_code text REFERENCES countries (code) ON DELETE SET NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  avatar_path text,
  banner_path text,
  is_author boolean NOT NULL DEFAULT false,
  is_voiceover_artist boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE author_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pen_name text,
  bio text,
  website text,
  twitter text,
  facebook text,
  instagram text,
  country_code text REFERENCES countries (code) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- author search matches first, middle, last and pen names
CREATE INDEX users_name_trgm ON users USING gin (
  lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name) gin_trgm_ops
);
CREATE INDEX users_username_trgm ON users USING gin (lower(username) gin_trgm_ops);

CREATE TABLE sessions (
  id text PRIMARY KEY, -- sha256 of the cookie token, never the token itself
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent text,
  ip text,
  -- seller 2-factor: hash of the session_id cookie and its expiry
  seller_token_hash text,
  seller_verified_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset', 'seller_2fa')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup ON verification_codes (purpose, lower(email), created_at DESC);

CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  purpose text,
  code text, -- the code the message carries, so a developer can read it without parsing the body
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recent ON mail_outbox (created_at DESC, id DESC);

-- Catalogue -----------------------------------------------------------------------------------

CREATE TABLE books (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  slug text NOT NULL,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('ebook', 'audiobook', 'printbook')),
  title text NOT NULL,
  subtitle text,
  description text,
  language text NOT NULL DEFAULT 'English',
  pages integer CHECK (pages IS NULL OR pages > 0),
  duration_seconds integer CHECK (duration_seconds IS NULL OR duration_seconds >= 0),
  isbn text,
  publisher text,
  publication_date date,
  edition text,
  keywords text[] NOT NULL DEFAULT '{}',
  category_id integer REFERENCES categories (id) ON DELETE SET NULL,
  sub_category_id integer REFERENCES sub_categories (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'in_review', 'published', 'rejected', 'unpublished')),
  rejection_reason text,
  cover_path text,
  file_path text,
  file_format text CHECK (file_format IS NULL OR file_format IN ('epub', 'pdf', 'mp3', 'm4b')),
  file_size_bytes integer,
  sample_path text,
  -- print details (printbook only)
  print_binding text CHECK (print_binding IS NULL OR print_binding IN ('paperback', 'hardcover')),
  print_paper text,
  print_color boolean,
  print_width_mm integer,
  print_height_mm integer,
  print_depth_mm integer,
  print_weight_grams integer,
  print_on_demand boolean NOT NULL DEFAULT false,
  stock_quantity integer CHECK (stock_quantity IS NULL OR stock_quantity >= 0), -- NULL: not limited
  rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  sales_count integer NOT NULL DEFAULT 0,
  -- weighted recent sales, what the Trending sort orders by
  trending_score integer NOT NULL DEFAULT 0,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX books_author ON books (author_id, created_at DESC);
CREATE INDEX books_published_type ON books (type, publication_date DESC, id) WHERE status = 'published';
CREATE INDEX books_published_trending ON books (trending_score DESC, id) WHERE status = 'published';
CREATE INDEX books_published_title ON books (lower(title), id) WHERE status = 'published';
CREATE INDEX books_published_date ON books (publication_date DESC, id) WHERE status = 'published';
CREATE INDEX books_category ON books (category_id, sub_category_id) WHERE status = 'published';
CREATE INDEX books_sub_category ON books (sub_category_id) WHERE status = 'published';
CREATE INDEX books_slug ON books (slug);
CREATE INDEX books_title_trgm ON books USING gin (lower(title) gin_trgm_ops);

CREATE TABLE book_prices (
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  country_code text NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (book_id, country_code)
);
CREATE INDEX book_prices_country_amount ON book_prices (country_code, amount, book_id);

-- An audiobook's chapters, played in position order.
CREATE TABLE book_audio_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  title text NOT NULL,
  file_path text NOT NULL,
  duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  size_bytes integer NOT NULL DEFAULT 0 CHECK (size_bytes >= 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX book_audio_files_book ON book_audio_files (book_id, position);

CREATE TABLE contributors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE, -- the author who manages it
  name text NOT NULL,
  email text,
  bio text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contributors_owner ON contributors (owner_id);

CREATE TABLE book_contributors (
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  contributor_id integer NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('author', 'co_author', 'editor', 'illustrator', 'narrator', 'translator', 'foreword')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (book_id, contributor_id, role)
);
CREATE INDEX book_contributors_contributor ON book_contributors (contributor_id);

CREATE TABLE book_activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX book_activities_book ON book_activities (book_id, created_at DESC);

CREATE TABLE lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  cover_path text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE list_books (
  list_id integer NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list_id, book_id)
);
CREATE INDEX list_books_order ON list_books (list_id, position);

CREATE TABLE ratings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (book_id, user_id)
);

-- Shopping ------------------------------------------------------------------------------------

CREATE TABLE carts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, book_id)
);

CREATE TABLE delivery_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  phone text NOT NULL,
  address_line_1 text NOT NULL,
  address_line_2 text,
  city text NOT NULL,
  postal_code text,
  country_code text NOT NULL REFERENCES countries (code),
  state_id integer NOT NULL REFERENCES states (id),
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_addresses_user ON delivery_addresses (user_id);
CREATE UNIQUE INDEX delivery_addresses_one_primary ON delivery_addresses (user_id) WHERE is_primary;

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  country_code text NOT NULL REFERENCES countries (code),
  currency_code text NOT NULL,
  currency_symbol text NOT NULL,
  status text NOT NULL DEFAULT 'pending_payment' CHECK (
    status IN ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'completed', 'cancelled', 'failed')
  ),
  subtotal_amount integer NOT NULL CHECK (subtotal_amount >= 0),
  delivery_fee_amount integer NOT NULL DEFAULT 0 CHECK (delivery_fee_amount >= 0),
  total_amount integer NOT NULL CHECK (total_amount >= 0),
  delivery_address_id integer REFERENCES delivery_addresses (id) ON DELETE SET NULL,
  -- the address as it was when ordered, so later edits do not rewrite history
  delivery_address jsonb,
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  book_id integer REFERENCES books (id) ON DELETE SET NULL,
  seller_id integer REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('ebook', 'audiobook', 'printbook')),
  cover_path text,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_amount integer NOT NULL CHECK (unit_amount >= 0),
  total_amount integer NOT NULL CHECK (total_amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_seller ON order_items (seller_id, created_at DESC);
CREATE INDEX order_items_book ON order_items (book_id);

CREATE TABLE order_activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_activities_order ON order_activities (order_id, created_at, id);

CREATE TABLE library_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  progress real NOT NULL DEFAULT 0,
  last_opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, book_id)
);

-- Sellers: banks, revenue, withdrawals ------------------------------------------------------------

CREATE TABLE bank_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payout_bank_id integer NOT NULL REFERENCES payout_banks (id),
  account_number text NOT NULL,
  account_name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, payout_bank_id, account_number)
);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bank_account_id integer REFERENCES bank_accounts (id) ON DELETE SET NULL,
  amount integer NOT NULL CHECK (amount > 0),
  fee_amount integer NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  currency_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'paid', 'failed')),
  reference text NOT NULL UNIQUE,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at DESC);

-- The revenue ledger: a seller's balance in a currency is the sum of its amounts (sales positive,
-- withdrawals negative).
CREATE TABLE revenues (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sale', 'voiceover_job', 'withdrawal', 'withdrawal_reversal', 'fee')),
  amount integer NOT NULL, -- net, what the balance moves by
  gross_amount integer NOT NULL DEFAULT 0,
  fee_amount integer NOT NULL DEFAULT 0,
  currency_code text NOT NULL,
  description text NOT NULL,
  -- sales are held for a while (refunds) before they can be withdrawn
  available_at timestamptz NOT NULL DEFAULT now(),
  order_item_id integer REFERENCES order_items (id) ON DELETE SET NULL,
  withdrawal_id integer REFERENCES withdrawals (id) ON DELETE SET NULL,
  vo_order_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revenues_user ON revenues (user_id, currency_code, created_at DESC);

-- Voiceover ------------------------------------------------------------------------------------

CREATE TABLE voiceover_artists (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  uid text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'incomplete' CHECK (status IN ('incomplete', 'in_review', 'approved', 'rejected')),
  -- personal
  display_name text,
  headline text,
  bio text,
  gender text CHECK (gender IS NULL OR gender IN ('female', 'male', 'non_binary', 'prefer_not_to_say')),
  date_of_birth date,
  country_code text REFERENCES countries (code) ON DELETE SET NULL,
  city text,
  phone text,
  -- studio
  microphone text,
  audio_interface text,
  software text,
  has_treated_booth boolean NOT NULL DEFAULT false,
  delivery_formats text[] NOT NULL DEFAULT '{}',
  turnaround_days integer CHECK (turnaround_days IS NULL OR turnaround_days > 0),
  studio_completed_at timestamptz,
  -- vocal characteristics: ages, accents and languages in their own tables
  voice_gender text CHECK (voice_gender IS NULL OR voice_gender IN ('male', 'female', 'neutral')),
  rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  jobs_completed integer NOT NULL DEFAULT 0,
  submitted_at timestamptz,
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voiceover_artists_status ON voiceover_artists (status, rating_average DESC);

CREATE TABLE voiceover_artist_ages (
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  vocal_age_id integer NOT NULL REFERENCES vocal_ages (id) ON DELETE CASCADE,
  PRIMARY KEY (voiceover_artist_id, vocal_age_id)
);

CREATE TABLE voiceover_artist_accents (
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  vocal_accent_id integer NOT NULL REFERENCES vocal_accents (id) ON DELETE CASCADE,
  PRIMARY KEY (voiceover_artist_id, vocal_accent_id)
);

CREATE TABLE voiceover_artist_languages (
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  vocal_language_id integer NOT NULL REFERENCES vocal_languages (id) ON DELETE CASCADE,
  PRIMARY KEY (voiceover_artist_id, vocal_language_id)
);

CREATE TABLE voiceover_demos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  title text NOT NULL,
  file_path text NOT NULL,
  duration_seconds integer NOT NULL DEFAULT 0,
  vocal_language_id integer REFERENCES vocal_languages (id) ON DELETE SET NULL,
  vocal_accent_id integer REFERENCES vocal_accents (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voiceover_demos_artist ON voiceover_demos (voiceover_artist_id);

CREATE TABLE voiceover_offers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  currency_code text NOT NULL,
  currency_symbol text NOT NULL,
  -- what the price covers, e.g. per finished hour or up to a number of words
  word_limit integer NOT NULL CHECK (word_limit > 0), -- words recorded for the price
  delivery_days integer NOT NULL CHECK (delivery_days > 0),
  revisions integer NOT NULL DEFAULT 1 CHECK (revisions >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX voiceover_offers_artist ON voiceover_offers (voiceover_artist_id) WHERE deleted_at IS NULL;

CREATE TABLE vo_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  buyer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  offer_id integer REFERENCES voiceover_offers (id) ON DELETE SET NULL,
  book_id integer REFERENCES books (id) ON DELETE SET NULL,
  title text NOT NULL,
  script text NOT NULL,
  word_count integer NOT NULL DEFAULT 0,
  notes text,
  amount integer NOT NULL CHECK (amount >= 0),
  currency_code text NOT NULL,
  currency_symbol text NOT NULL,
  status text NOT NULL DEFAULT 'pending_payment'
    CHECK (status IN ('pending_payment', 'paid', 'in_progress', 'delivered', 'completed', 'cancelled')),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vo_orders_buyer ON vo_orders (buyer_id, created_at DESC);
CREATE INDEX vo_orders_artist ON vo_orders (voiceover_artist_id, created_at DESC);
ALTER TABLE revenues ADD CONSTRAINT revenues_vo_order FOREIGN KEY (vo_order_id) REFERENCES vo_orders (id) ON DELETE SET NULL;

CREATE TABLE voiceover_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  vo_order_id integer NOT NULL UNIQUE REFERENCES vo_orders (id) ON DELETE CASCADE,
  voiceover_artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'delivered', 'completed', 'cancelled')),
  started_at timestamptz,
  due_at timestamptz,
  delivered_at timestamptz,
  delivery_file_path text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voiceover_jobs_artist ON voiceover_jobs (voiceover_artist_id, created_at DESC);

-- Payments (book orders and voiceover orders) -----------------------------------------------------

CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  vo_order_id integer REFERENCES vo_orders (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  provider text NOT NULL DEFAULT 'test' CHECK (provider IN ('test', 'card', 'bank_transfer')),
  amount integer NOT NULL CHECK (amount >= 0),
  currency_code text NOT NULL,
  currency_symbol text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'successful', 'failed', 'refunded')),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) <> (vo_order_id IS NULL))
);
CREATE INDEX payments_user ON payments (user_id, created_at DESC);
CREATE INDEX payments_order ON payments (order_id);
CREATE INDEX payments_vo_order ON payments (vo_order_id);
