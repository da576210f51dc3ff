-- Issue 43: the partner programme. A partner is a role of a user (users.is_partner, like is_author),
-- with a short public code; clicks on partner links and widgets are recorded first-party; an order
-- placed within the attribution window carries the partner and the click; the commission is a line of
-- the same revenue ledger as sellers' earnings (kind 'commission'), written by the settlement.

ALTER TABLE users ADD COLUMN is_partner boolean NOT NULL DEFAULT false;

CREATE TABLE partners (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z2-9]{8}$'),
  site_url text NOT NULL CHECK (length(site_url) <= 300),
  terms_version text NOT NULL CHECK (length(terms_version) <= 40),
  terms_accepted_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  suspended_at timestamptz,
  suspension_reason text CHECK (length(suspension_reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A visit to the store through a partner's link or widget. No address is kept: `visitor_hash` is a
-- hash of the address, the user agent and a salt that changes every day (APP_SECRET + the UTC day), so
-- the same visitor's repeat clicks in one day count once and nothing links days together;
-- `address_hash` (the address alone, salted the same way) caps the clicks one address makes for a
-- partner in a day (a bot changing its user agent).
CREATE TABLE partner_clicks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners (user_id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('widget', 'link')),
  widget text CHECK (widget IS NULL OR widget IN ('card', 'search', 'cart', 'player')),
  book_id integer REFERENCES books (id) ON DELETE SET NULL,
  visitor_hash text NOT NULL CHECK (length(visitor_hash) <= 64),
  address_hash text NOT NULL CHECK (length(address_hash) <= 64),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_clicks_partner ON partner_clicks (partner_id, created_at DESC);
CREATE INDEX partner_clicks_visitor ON partner_clicks (partner_id, visitor_hash, created_at DESC);
CREATE INDEX partner_clicks_address ON partner_clicks (partner_id, address_hash, created_at DESC);

-- The operators' rates per book type, a percentage of the store's share; a type without a row has the
-- default stated in the code (domains/partners/partner-rules.ts).
CREATE TABLE partner_rates (
  book_type text PRIMARY KEY CHECK (book_type IN ('ebook', 'audiobook', 'printbook')),
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The partner an order is attributed to (stamped at checkout) and the click that brought the buyer.
ALTER TABLE orders
  ADD COLUMN partner_id integer REFERENCES partners (user_id) ON DELETE SET NULL,
  ADD COLUMN partner_click_id integer REFERENCES partner_clicks (id) ON DELETE SET NULL;
CREATE INDEX orders_partner ON orders (partner_id, created_at DESC) WHERE partner_id IS NOT NULL;

-- Commissions live in the sellers' ledger: held for REVENUE_HOLD_DAYS, then withdrawable; a refund
-- reverses one with a negative 'commission_reversal' line. One commission per order item, ever.
ALTER TABLE revenues DROP CONSTRAINT revenues_kind_check;
ALTER TABLE revenues ADD CONSTRAINT revenues_kind_check CHECK (kind IN (
  'sale', 'voiceover_job', 'withdrawal', 'withdrawal_reversal', 'fee', 'refund', 'commission',
  'commission_reversal'));
CREATE UNIQUE INDEX revenues_commission_once ON revenues (order_item_id) WHERE kind = 'commission';
CREATE UNIQUE INDEX revenues_commission_reversal_once ON revenues (order_item_id)
  WHERE kind = 'commission_reversal';

-- The operators' partner decisions are audited like the others. This list restates every action (033's
-- book_version.* included): a later migration adding actions must restate them all likewise.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN (
  'operator.grant', 'operator.revoke', 'book.approve', 'book.reject', 'book.takedown', 'offer.hide',
  'user.suspend', 'user.restore', 'voiceover.approve', 'voiceover.reject', 'withdrawal.release',
  'withdrawal.reject', 'order.refund', 'review.hide', 'review.keep', 'book_version.approve',
  'book_version.reject', 'partner.suspend', 'partner.restore', 'partner.rates'));
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN (
  'user', 'book', 'offer', 'voiceover_profile', 'withdrawal', 'order', 'review', 'partner',
  'partner_rates'));
