-- Issue 41, item 1: versions, not live edits. A change an author makes to a public part of a published
-- book (title, subtitle, blurb, language, category, cover, contributors, the EPUB or the tracks) is a
-- version waiting for review while the approved one stays on sale; approval swaps it in, in one
-- transaction. `proposed` holds every public part as the author wants it (the live ones plus the
-- change), `previous` the live ones when the version was opened: the operator's diff. A trusted author's
-- change goes live at once and waits in the post-publication list, as a trusted author's new book does.
CREATE TABLE book_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'in_review'
    CHECK (status IN ('in_review', 'approved', 'rejected', 'withdrawn')),
  review_kind text NOT NULL CHECK (review_kind IN ('pre_publication', 'post_publication')),
  previous jsonb NOT NULL,
  proposed jsonb NOT NULL,
  -- Every media file the proposal names (cover, EPUB, tracks): kept while it is open (mediaInUse).
  media_paths text[] NOT NULL DEFAULT '{}',
  -- Counts the author's edits: a decision names the revision the operator saw (else a 409).
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  rejection_reason text CHECK (rejection_reason IS NULL OR char_length(rejection_reason) <= 1000),
  submitted_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  CHECK ((status = 'in_review') = (decided_at IS NULL))
);
-- One open version per book: every edit of it goes there.
CREATE UNIQUE INDEX book_versions_one_open ON book_versions (book_id) WHERE status = 'in_review';
CREATE INDEX book_versions_queue ON book_versions (review_kind, submitted_at, id) WHERE status = 'in_review';
CREATE INDEX book_versions_book ON book_versions (book_id, id DESC);
CREATE INDEX book_versions_media ON book_versions USING gin (media_paths) WHERE status = 'in_review';

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN (
  'operator.grant', 'operator.revoke', 'book.approve', 'book.reject', 'book.takedown', 'offer.hide',
  'user.suspend', 'user.restore', 'voiceover.approve', 'voiceover.reject', 'withdrawal.release',
  'withdrawal.reject', 'order.refund', 'review.hide', 'review.keep', 'book_version.approve',
  'book_version.reject'));

-- The same model for voiceover profiles (replacing issue 23's "hidden during re-review"): an approved
-- artist's change to a public column of the profile waits here while the approved profile stays listed.
-- `proposed` holds the changed columns with their new values, `previous` their approved values.
CREATE TABLE voiceover_profile_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  artist_id integer NOT NULL REFERENCES voiceover_artists (user_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'in_review'
    CHECK (status IN ('in_review', 'approved', 'rejected', 'withdrawn')),
  previous jsonb NOT NULL DEFAULT '{}',
  proposed jsonb NOT NULL DEFAULT '{}',
  rejection_reason text CHECK (rejection_reason IS NULL OR char_length(rejection_reason) <= 1000),
  submitted_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  CHECK ((status = 'in_review') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX voiceover_profile_versions_one_open ON voiceover_profile_versions (artist_id)
  WHERE status = 'in_review';
CREATE INDEX voiceover_profile_versions_artist ON voiceover_profile_versions (artist_id, id DESC);
