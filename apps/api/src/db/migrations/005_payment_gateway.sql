-- Who takes a payment: the built-in test page ('test', the demo) or Paystack. A Paystack payment keeps
-- the authorization URL Paystack answered when it was initialised (where the buyer pays).
ALTER TABLE payments
  ADD COLUMN gateway text NOT NULL DEFAULT 'test' CHECK (gateway IN ('test', 'paystack')),
  ADD COLUMN checkout_url text;
