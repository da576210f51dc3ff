-- Issue 28: when an operator approved a book (its first approval stays). An author's approved books
-- decide whether their next book is reviewed before or after it goes on sale (docs/decisions-issue-28.md).
ALTER TABLE books ADD COLUMN approved_at timestamptz;
CREATE INDEX books_author_approved ON books (author_id) WHERE approved_at IS NOT NULL;
