-- Issue 27: uploads in parts, straight to storage. One row per upload session: what it is for (and on
-- what: the book's or the job's uid), the file as the client declared it, how it is cut into parts, and
-- where it goes (`object_key`, chosen at creation; `store_upload_id`, the bucket's multipart upload id,
-- or the local driver's own). The parts themselves live in the store (S3 keeps them until the upload is
-- completed or aborted; the local driver keeps them under DATA_DIR/media/.uploads). Open sessions
-- untouched for a day are aborted by the `uploads.abort-stale` schedule; finished rows go after a week.
CREATE TABLE uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('audiobook_track', 'ebook_file', 'voiceover_demo', 'voiceover_delivery')),
  -- The book's uid (track, EPUB) or the job's uid (delivery); null for a demo (the artist's own profile).
  target_uid text CHECK (length(target_uid) <= 64),
  -- What the attach step needs besides the file: a track's or demo's title, a track's position, a note.
  title text CHECK (length(title) <= 200),
  position integer CHECK (position BETWEEN 0 AND 10000),
  note text CHECK (length(note) <= 2000),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (length(content_type) <= 100),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  part_size integer NOT NULL CHECK (part_size > 0),
  part_count integer NOT NULL CHECK (part_count BETWEEN 1 AND 10000),
  object_key text NOT NULL UNIQUE,
  store_upload_id text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completing', 'completed', 'failed', 'aborted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX uploads_user ON uploads (user_id, created_at);
-- What the stale-upload schedule looks for.
CREATE INDEX uploads_open ON uploads (updated_at) WHERE status IN ('open', 'completing');
CREATE INDEX uploads_finished ON uploads (finished_at) WHERE status IN ('completed', 'failed', 'aborted');
