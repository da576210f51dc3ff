-- Issue 25 item 6: the first tier of a search ranks every published book whose head matches (1,724 for
-- "love" at 20,000 books), and read from `books` each of those is a row of about 1.7 KB (the blurb and
-- the whole document sit beside the head), one heap page per match: 1,500 pages to rank 1,724 heads.
-- `book_search_heads` is a narrow copy of what that ranking reads and orders by, for published books
-- only: the head, the folded title (the exact-title bonus) and the two tie-breaks. About 20 rows share a
-- page, so the same ranking reads a tenth of the pages (queries/search.ts, `bestMatches`). Measured on
-- the bench's heaviest words: 3.1 ms of database CPU per ranking from `books`, 0.75 ms from here.
--
-- Kept true by triggers on `books`: a book is copied when it is inserted published, and its copy follows
-- every change of status, head, folded title, trending score or rating (the BEFORE trigger of 016/021
-- recomputes the head and title first, so an AFTER trigger sees the final values); a deleted book's copy
-- goes with it (the foreign key).
CREATE TABLE book_search_heads (
  book_id integer PRIMARY KEY REFERENCES books (id) ON DELETE CASCADE,
  search_head tsvector NOT NULL,
  search_title text NOT NULL,
  trending_score integer NOT NULL,
  rating_average numeric(3, 2) NOT NULL
);

-- Inserted books, per statement: the bulk seed copies 100,000 books in one INSERT … SELECT.
CREATE OR REPLACE FUNCTION books_search_heads_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO book_search_heads (book_id, search_head, search_title, trending_score, rating_average)
  SELECT id, coalesce(search_head, ''), coalesce(search_title, ''), trending_score, rating_average
  FROM new_books WHERE status = 'published';
  RETURN NULL;
END $$;

CREATE TRIGGER books_search_heads_insert
  AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION books_search_heads_insert();

-- An updated book whose copy changes: published, it is written (or rewritten); unpublished, removed.
CREATE OR REPLACE FUNCTION books_search_heads_update() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW.status = 'published' THEN
    INSERT INTO book_search_heads AS h (book_id, search_head, search_title, trending_score, rating_average)
    VALUES (NEW.id, coalesce(NEW.search_head, ''), coalesce(NEW.search_title, ''), NEW.trending_score,
      NEW.rating_average)
    ON CONFLICT (book_id) DO UPDATE SET search_head = EXCLUDED.search_head,
      search_title = EXCLUDED.search_title, trending_score = EXCLUDED.trending_score,
      rating_average = EXCLUDED.rating_average;
  ELSIF OLD.status = 'published' THEN
    -- Unpublished. (A draft's edits change its head too, and it has no copy to remove.)
    DELETE FROM book_search_heads WHERE book_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

-- Per row, and only when something the copy holds changed (a sale's trending score, a review's rating,
-- a new title or name, publishing and unpublishing): most updates of a book touch none of these.
CREATE TRIGGER books_search_heads_update
  AFTER UPDATE ON books
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.search_head IS DISTINCT FROM NEW.search_head
    OR OLD.search_title IS DISTINCT FROM NEW.search_title
    OR OLD.trending_score IS DISTINCT FROM NEW.trending_score
    OR OLD.rating_average IS DISTINCT FROM NEW.rating_average)
  EXECUTE FUNCTION books_search_heads_update();

-- How many books are published (the copy's rows), one row kept per statement of the copy. A keyword
-- listing counts its matches priced in the country; when every published book is priced there (the
-- country's listing counts add up to this), the count needs no price and skips a probe of book_prices
-- per match (queries/books.ts, `listingPage`).
CREATE TABLE published_book_count (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  book_count integer NOT NULL
);
INSERT INTO published_book_count (book_count) VALUES (0);

CREATE OR REPLACE FUNCTION published_book_count_add() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  n integer := (SELECT count(*) FROM added);
BEGIN
  -- An upsert that only rewrote a row (a sale's trending score) fires this too, with nothing added:
  -- the counter's one row is then left alone, not locked by every sale until its commit.
  IF n > 0 THEN
    UPDATE published_book_count SET book_count = book_count + n;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION published_book_count_remove() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  n integer := (SELECT count(*) FROM removed);
BEGIN
  IF n > 0 THEN
    UPDATE published_book_count SET book_count = book_count - n;
  END IF;
  RETURN NULL;
END $$;

-- An upsert's rewritten rows are not in an INSERT's transition table: only rows really added are.
CREATE TRIGGER published_book_count_add
  AFTER INSERT ON book_search_heads REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION published_book_count_add();
CREATE TRIGGER published_book_count_remove
  AFTER DELETE ON book_search_heads REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION published_book_count_remove();

-- What is there already (the count follows, by its trigger).
INSERT INTO book_search_heads (book_id, search_head, search_title, trending_score, rating_average)
SELECT id, coalesce(search_head, ''), coalesce(search_title, ''), trending_score, rating_average
FROM books WHERE status = 'published';

-- GIN without a pending list (see 003). The bulk seed drops and builds it with the others
-- (src/seed/bulk.ts).
CREATE INDEX book_search_heads_head ON book_search_heads USING gin (search_head) WITH (fastupdate = off);

ANALYZE book_search_heads;
