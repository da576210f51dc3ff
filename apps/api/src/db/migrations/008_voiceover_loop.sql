-- The voiceover marketplace both ways (issue 14): the operator's review of artist profiles, the
-- artist's deliveries, the buyer's revision requests, and a shared activity log per order.

-- Review: when the operator approved or rejected a profile last, and why it was rejected.
ALTER TABLE voiceover_artists ADD COLUMN reviewed_at timestamptz;
ALTER TABLE voiceover_artists ADD COLUMN rejection_reason text;
UPDATE voiceover_artists SET reviewed_at = approved_at WHERE status = 'approved' AND approved_at IS NOT NULL;

-- Revision rounds: the offer's count is kept on the order when it is placed (an offer edited later
-- does not change what was bought); the job counts the rounds asked for.
ALTER TABLE vo_orders ADD COLUMN revisions_allowed integer NOT NULL DEFAULT 0 CHECK (revisions_allowed >= 0);
UPDATE vo_orders o SET revisions_allowed = f.revisions FROM voiceover_offers f WHERE f.id = o.offer_id;
ALTER TABLE voiceover_jobs ADD COLUMN revisions_used integer NOT NULL DEFAULT 0 CHECK (revisions_used >= 0);
ALTER TABLE voiceover_jobs ADD COLUMN completed_at timestamptz;

-- Each recording the artist delivers (a job is delivered again after a revision request).
CREATE TABLE voiceover_deliveries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  voiceover_job_id integer NOT NULL REFERENCES voiceover_jobs (id) ON DELETE CASCADE,
  file_path text NOT NULL,
  file_name text NOT NULL,
  size_bytes integer NOT NULL DEFAULT 0 CHECK (size_bytes >= 0),
  duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voiceover_deliveries_job ON voiceover_deliveries (voiceover_job_id, created_at DESC, id DESC);

-- Jobs delivered before this migration keep their file as their first delivery.
INSERT INTO voiceover_deliveries (voiceover_job_id, file_path, file_name, created_at)
SELECT id, delivery_file_path, regexp_replace(delivery_file_path, '^.*/', ''), coalesce(delivered_at, updated_at)
FROM voiceover_jobs WHERE delivery_file_path IS NOT NULL;

-- What happened to an order, oldest first; the buyer and the artist see the same list.
CREATE TABLE voiceover_activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vo_order_id integer NOT NULL REFERENCES vo_orders (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('ordered', 'paid', 'started', 'delivered', 'revision_requested', 'accepted', 'cancelled')),
  actor text NOT NULL CHECK (actor IN ('buyer', 'artist', 'system')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voiceover_activities_order ON voiceover_activities (vo_order_id, created_at, id);

-- The history of orders placed before this migration, from their timestamps.
INSERT INTO voiceover_activities (vo_order_id, kind, actor, created_at)
SELECT id, 'ordered', 'buyer', created_at FROM vo_orders;
INSERT INTO voiceover_activities (vo_order_id, kind, actor, created_at)
SELECT id, 'paid', 'system', paid_at FROM vo_orders WHERE paid_at IS NOT NULL;
INSERT INTO voiceover_activities (vo_order_id, kind, actor, created_at)
SELECT vo_order_id, 'started', 'buyer', started_at FROM voiceover_jobs WHERE started_at IS NOT NULL;
INSERT INTO voiceover_activities (vo_order_id, kind, actor, created_at)
SELECT vo_order_id, 'delivered', 'artist', delivered_at FROM voiceover_jobs WHERE delivered_at IS NOT NULL;
INSERT INTO voiceover_activities (vo_order_id, kind, actor, created_at)
SELECT o.id, 'accepted', 'buyer', o.updated_at FROM vo_orders o WHERE o.status = 'completed';
INSERT INTO voiceover_activities (vo_order_id, kind, actor, created_at)
SELECT o.id, 'cancelled', 'system', o.updated_at FROM vo_orders o WHERE o.status = 'cancelled';

-- A job's revenue is credited once, however many accepts race.
CREATE UNIQUE INDEX revenues_voiceover_job_once ON revenues (vo_order_id) WHERE kind = 'voiceover_job';
