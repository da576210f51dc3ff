-- Issue 27: a durable job queue in the store's own database (PostgreSQL or PGlite alike; see
-- docs/decisions-issue-27.md). A job is inserted in the transaction of the change that causes it (a
-- mail with the order it confirms), so it exists exactly when that change commits. Workers claim due
-- jobs with FOR UPDATE SKIP LOCKED (one worker per job), hold them for a lease (`locked_until`: a
-- worker killed mid-job leaves it to be claimed again once the lease ends), retry failures with
-- exponential backoff (`run_at`), and keep a job that used up `max_attempts` as `failed` with its last
-- error, for the operator (`admin jobs:failed`, `admin jobs:retry <id>`). Done jobs are purged after a day.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts BETWEEN 1 AND 100),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

-- What a worker looks for: queued jobs by run_at, and running ones whose lease ended.
CREATE INDEX jobs_queued ON jobs (run_at, id) WHERE status = 'queued';
CREATE INDEX jobs_running ON jobs (locked_until) WHERE status = 'running';
CREATE INDEX jobs_finished ON jobs (status, finished_at) WHERE status IN ('done', 'failed');

-- Periodic work (purges, unpaid-order expiry): each row is claimed by one process per due time (a
-- conditional UPDATE of next_run_at), which enqueues the schedule's job in the same transaction, so a
-- schedule runs once per period however many processes run.
CREATE TABLE job_schedules (
  name text PRIMARY KEY,
  every_seconds integer NOT NULL CHECK (every_seconds > 0),
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz
);

-- The demo's outbox row of a mail job: written once however often the job is retried.
ALTER TABLE mail_outbox ADD COLUMN job_id bigint UNIQUE;
