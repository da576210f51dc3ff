-- Issue 28: the back office. Operators (users.is_operator, granted on the server's command line),
-- suspensions, the append-only audit log, the book review queue, takedowns of books and offers, the
-- payout queue and refunds.

ALTER TABLE users
  ADD COLUMN is_operator boolean NOT NULL DEFAULT false,
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text;

-- Every operator action, from the web or the command line, written in the action's own transaction.
-- Append-only: the trigger below refuses UPDATE and DELETE, so no code path can edit history.
CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id integer REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('web', 'cli')),
  action text NOT NULL CHECK (action IN (
    'operator.grant', 'operator.revoke', 'book.approve', 'book.reject', 'book.takedown', 'offer.hide',
    'user.suspend', 'user.restore', 'voiceover.approve', 'voiceover.reject', 'withdrawal.release',
    'withdrawal.reject', 'order.refund')),
  target_type text NOT NULL CHECK (target_type IN (
    'user', 'book', 'offer', 'voiceover_profile', 'withdrawal', 'order')),
  target_id text NOT NULL,
  target_label text NOT NULL,
  reason text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_recent ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);
CREATE INDEX audit_log_operator ON audit_log (operator_id, created_at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is not allowed', TG_OP;
END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- The review queue: Publish sets submitted_at; review_kind says which list the book is in
-- (pre_publication: in_review until approved; post_publication: a trusted author's book that went on
-- sale at once and waits for a look). reviewed_at is the last decision.
ALTER TABLE books
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN review_kind text CHECK (review_kind IN ('pre_publication', 'post_publication')),
  ADD COLUMN reviewed_at timestamptz,
  -- Taken off sale by its author's suspension (restored with the account), not by a decision on the book.
  ADD COLUMN hidden_by_suspension boolean NOT NULL DEFAULT false;
CREATE INDEX books_review_queue ON books (review_kind, submitted_at) WHERE review_kind IS NOT NULL;

-- An offer an operator took down: out of every public read.
ALTER TABLE voiceover_offers
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_reason text;

-- The payout queue.
ALTER TABLE withdrawals
  ADD COLUMN review_status text NOT NULL DEFAULT 'none'
    CHECK (review_status IN ('none', 'held', 'released', 'rejected')),
  ADD COLUMN hold_reasons text[] NOT NULL DEFAULT '{}',
  ADD COLUMN rejection_reason text,
  ADD COLUMN reviewed_at timestamptz;
CREATE INDEX withdrawals_review ON withdrawals (review_status, created_at) WHERE review_status <> 'none';

-- Refunds of book orders, whole or per item, through the payment provider.
CREATE TABLE refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_id integer REFERENCES payments (id) ON DELETE SET NULL,
  reference text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL,
  reason text NOT NULL,
  operator_id integer REFERENCES users (id) ON DELETE SET NULL,
  provider_reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order ON refunds (order_id);
ALTER TABLE order_items
  ADD COLUMN refund_id integer REFERENCES refunds (id) ON DELETE SET NULL,
  ADD COLUMN refunded_at timestamptz;

-- A refund reverses the seller's earning: a negative ledger entry (a debt once the sale was available).
ALTER TABLE revenues DROP CONSTRAINT revenues_kind_check;
ALTER TABLE revenues ADD CONSTRAINT revenues_kind_check
  CHECK (kind IN ('sale', 'voiceover_job', 'withdrawal', 'withdrawal_reversal', 'fee', 'refund'));
