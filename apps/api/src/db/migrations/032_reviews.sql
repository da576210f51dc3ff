-- Issue 42: verified reviews. The ratings table becomes the reviews table (one per book and reader, a
-- rating with an optional title and text), with helpful votes and readers' reports. books.rating_average
-- and rating_count stay where listings, facets, search and home read them; the reviews service rewrites
-- them in the transaction of every change, from the reviews that count: published ones whose writer's
-- purchase is not refunded (withdrawn_at null).

ALTER TABLE ratings RENAME TO reviews;
ALTER TABLE reviews RENAME CONSTRAINT ratings_pkey TO reviews_pkey;
ALTER TABLE reviews RENAME CONSTRAINT ratings_book_id_user_id_key TO reviews_book_id_user_id_key;
ALTER TABLE reviews RENAME CONSTRAINT ratings_rating_check TO reviews_rating_check;
ALTER TABLE reviews RENAME CONSTRAINT ratings_book_id_fkey TO reviews_book_id_fkey;
ALTER TABLE reviews RENAME CONSTRAINT ratings_user_id_fkey TO reviews_user_id_fkey;
ALTER TABLE reviews RENAME COLUMN review TO body;

ALTER TABLE reviews
  ADD COLUMN uid text,
  ADD COLUMN title text,
  -- held: it contains a link and waits for an operator; hidden: an operator took it down (with a reason)
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'held', 'hidden')),
  ADD COLUMN hidden_reason text,
  -- the last operator decision (hide, keep or publish): the queue shows reports made after it
  ADD COLUMN moderated_at timestamptz,
  -- the writer's purchase was refunded: out of the figures and the page
  ADD COLUMN withdrawn_at timestamptz,
  -- kept by the trigger on review_votes below
  ADD COLUMN helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  -- the author's digest of new reviews sent it (null: not yet)
  ADD COLUMN digested_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE reviews SET uid = 'rv' || lpad(id::text, 10, '0'), updated_at = created_at;
ALTER TABLE reviews ALTER COLUMN uid SET NOT NULL;
ALTER TABLE reviews ADD CONSTRAINT reviews_uid_key UNIQUE (uid);
-- Plain text within the limits; an empty title or text is stored as null.
ALTER TABLE reviews
  ADD CONSTRAINT reviews_title_length CHECK (title IS NULL OR char_length(title) BETWEEN 1 AND 120),
  ADD CONSTRAINT reviews_body_length CHECK (body IS NULL OR char_length(body) BETWEEN 1 AND 4000),
  ADD CONSTRAINT reviews_hidden_reason CHECK ((status = 'hidden') = (hidden_reason IS NOT NULL)),
  ADD CONSTRAINT reviews_hidden_reason_length CHECK (hidden_reason IS NULL OR char_length(hidden_reason) <= 500);

-- What a book's page and figures read: the counted reviews, by star (the distribution is an index-only
-- count) and newest first.
CREATE INDEX reviews_book_counted ON reviews (book_id, rating, created_at DESC)
  WHERE status = 'published' AND withdrawn_at IS NULL;
CREATE INDEX reviews_user ON reviews (user_id, created_at DESC);
CREATE INDEX reviews_held ON reviews (created_at) WHERE status = 'held';
CREATE INDEX reviews_undigested ON reviews (created_at)
  WHERE digested_at IS NULL AND status = 'published' AND withdrawn_at IS NULL;

-- The figures stay within what they can be.
ALTER TABLE books
  ADD CONSTRAINT books_rating_average_range CHECK (rating_average BETWEEN 0 AND 5),
  ADD CONSTRAINT books_rating_count_positive CHECK (rating_count >= 0),
  ADD CONSTRAINT books_rating_unrated CHECK (rating_count > 0 OR rating_average = 0);

-- "Helpful": one vote per reader and review, never on one's own.
CREATE TABLE review_votes (
  review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_votes_user ON review_votes (user_id);

-- Refuses a vote on one's own review and keeps reviews.helpful_count exact under concurrent votes (the
-- count's row lock orders them).
CREATE FUNCTION review_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET helpful_count = helpful_count + 1
      WHERE id = NEW.review_id AND user_id <> NEW.user_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'A reader cannot vote on their own review' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
  RETURN OLD;
END
$$;
CREATE TRIGGER review_votes_count AFTER INSERT OR DELETE ON review_votes
  FOR EACH ROW EXECUTE FUNCTION review_votes_count();

-- Readers' reports: a reason from the list, an optional note; one open report per reader and review.
-- An operator's decision closes the review's open reports (kept or hidden).
CREATE TABLE review_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL
    CHECK (reason IN ('spam', 'offensive', 'off_topic', 'spoiler', 'not_a_reader', 'other')),
  note text CHECK (note IS NULL OR char_length(note) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'kept', 'hidden')),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'open') = (resolved_at IS NULL))
);
CREATE UNIQUE INDEX review_reports_one_open ON review_reports (review_id, user_id) WHERE status = 'open';
CREATE INDEX review_reports_open ON review_reports (review_id, created_at) WHERE status = 'open';

-- The operators' decisions on reviews are audited like the others.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN (
  'operator.grant', 'operator.revoke', 'book.approve', 'book.reject', 'book.takedown', 'offer.hide',
  'user.suspend', 'user.restore', 'voiceover.approve', 'voiceover.reject', 'withdrawal.release',
  'withdrawal.reject', 'order.refund', 'review.hide', 'review.keep'));
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN (
  'user', 'book', 'offer', 'voiceover_profile', 'withdrawal', 'order', 'review'));
