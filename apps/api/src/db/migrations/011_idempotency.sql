-- Issue 16, faults: checkout (book and voiceover orders) and withdrawals accept an Idempotency-Key
-- header. A key names, per user and call, the one order or withdrawal it made: the row is written in
-- the same transaction as that order, so a request retried after a timeout, a crash or a killed
-- process (on this or another API process) finds it and answers the same order, never a second one.
-- `fingerprint` (sha256 of the request's inputs) tells a retry from another request reusing the key.
-- Keys older than a day are purged by the maintenance job.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  resource_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
