-- Issue 41, item 5: storage is reserved before a byte is stored. An upload session (uploads in parts)
-- or a direct file upload holds a reservation of its declared size for the author; the quota check
-- counts stored files plus every live reservation, under a lock on the author's users row, so
-- simultaneous uploads cannot pass the quota together. A session's reservation goes when the session
-- finishes (completed: the file's own size counts instead; failed, aborted, or aborted as stale); a
-- direct upload's is dropped when its request ends, and `expires_at` bounds one a crashed process left.
CREATE TABLE storage_reservations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bytes bigint NOT NULL CHECK (bytes > 0),
  -- The upload session holding it (released with the session's end); null for a direct upload.
  upload_id integer UNIQUE REFERENCES uploads (id) ON DELETE CASCADE,
  -- A direct upload's reservation counts until then at most; a session's counts while the session lives.
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((upload_id IS NULL) = (expires_at IS NOT NULL))
);
CREATE INDEX storage_reservations_author ON storage_reservations (author_id);
CREATE INDEX storage_reservations_expiry ON storage_reservations (expires_at) WHERE expires_at IS NOT NULL;

-- Issue 41, item 6: a job's priority within its lane (sign-in and other code mails first). Lanes are
-- the workers' business (each lane's worker claims only its own job names); a higher priority is
-- claimed first, then the earliest due.
ALTER TABLE jobs ADD COLUMN priority smallint NOT NULL DEFAULT 0 CHECK (priority BETWEEN -100 AND 100);
DROP INDEX jobs_queued;
CREATE INDEX jobs_queued ON jobs (priority DESC, run_at, id) WHERE status = 'queued';
