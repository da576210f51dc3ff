-- Issue 41 items 2 and 3: suspension as a state, trust that returns only after fresh approvals, and an
-- audit log that names the person behind every decision, the demo tools' included.

-- A book hidden by its seller's suspension keeps its own state: it is approved and would be on sale
-- (status 'unpublished' only because of the suspension). Any decision on it while hidden (a rejection,
-- a takedown) clears the flag, so a restore puts back exactly the books that are still approved.
UPDATE books SET hidden_by_suspension = false WHERE hidden_by_suspension AND status <> 'unpublished';
ALTER TABLE books ADD CONSTRAINT books_hidden_by_suspension_unpublished
  CHECK (NOT hidden_by_suspension OR status = 'unpublished');

-- Trust after a strike (a book rejected or taken down): the author's books are reviewed before sale
-- again until operators have approved TRUST_RESTORE_APPROVALS books since the strike
-- (selling/book-review.ts). trust_strike_at is the last strike; approvals_since_strike counts the
-- approvals after it.
ALTER TABLE users
  ADD COLUMN trust_strike_at timestamptz,
  ADD COLUMN approvals_since_strike integer NOT NULL DEFAULT 0 CHECK (approvals_since_strike >= 0);

-- Authors with a book rejected or taken down today start with a strike (the rule before counted those
-- books; resubmitting one gave trust back, which is what this closes).
UPDATE users u SET trust_strike_at = s.at
FROM (
  SELECT author_id, max(coalesce(reviewed_at, updated_at)) AS at
  FROM books
  WHERE status = 'rejected' OR (status = 'unpublished' AND rejection_reason IS NOT NULL)
  GROUP BY author_id
) s
WHERE s.author_id = u.id;

-- Who decided: `web` (an operator in the back office), `cli` (the server's command line: the operator
-- named with --operator, else the OS account in actor_name), `dev` (the demo's /dev tools: the signed-in
-- user, or the demo's automatic approval named in actor_name).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_source_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_source_check CHECK (source IN ('web', 'cli', 'dev'));
ALTER TABLE audit_log ADD COLUMN actor_name text CHECK (length(actor_name) <= 200);
