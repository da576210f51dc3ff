-- What the public listings need to stay fast at any catalogue size: a price that knows its book's
-- format, and counters kept up to date by triggers, so that a listing's total and the home page's most
-- published authors are read from a few rows instead of counting thousands of books each time.

-- A copy of the book's type on each of its prices (filled on insert, followed on a type change), so
-- that one format sorted by price walks an index of that format's prices: in price order the cheap
-- ebooks otherwise stand in front of every audiobook and print book.
ALTER TABLE book_prices ADD COLUMN book_type text;
UPDATE book_prices AS p SET book_type = b.type FROM books AS b WHERE b.id = p.book_id;
ALTER TABLE book_prices ALTER COLUMN book_type SET NOT NULL;
CREATE INDEX book_prices_country_type_amount ON book_prices (country_code, book_type, amount, book_id);

CREATE OR REPLACE FUNCTION book_prices_book_type() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.book_type := (SELECT type FROM books WHERE id = NEW.book_id);
  RETURN NEW;
END $$;

CREATE TRIGGER book_prices_book_type
  BEFORE INSERT OR UPDATE OF book_id, book_type ON book_prices
  FOR EACH ROW EXECUTE FUNCTION book_prices_book_type();

CREATE OR REPLACE FUNCTION books_price_types() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE book_prices SET book_type = NEW.type WHERE book_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER books_price_types
  AFTER UPDATE OF type ON books
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION books_price_types();

-- Published books with a price in a country, per type, category and sub-category. A listing filtered
-- by country (always) and any of type, category and sub-category adds up the matching rows.
CREATE TABLE book_listing_counts (
  country_code text NOT NULL,
  type text NOT NULL,
  category_id integer,
  sub_category_id integer,
  book_count integer NOT NULL,
  CONSTRAINT book_listing_counts_key UNIQUE NULLS NOT DISTINCT (country_code, type, category_id, sub_category_id)
);

-- Published books per author (the home page's authors strip).
CREATE TABLE author_book_counts (
  author_id integer PRIMARY KEY,
  book_count integer NOT NULL
);
CREATE INDEX author_book_counts_top ON author_book_counts (book_count DESC, author_id) WHERE book_count > 0;

-- Adds (delta 1) or removes (delta -1) one published book: once per country it is priced in, and once
-- for its author. Rows are locked in key order, so concurrent writers cannot deadlock on them.
CREATE OR REPLACE FUNCTION catalogue_count_book(b books, delta integer) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  INSERT INTO book_listing_counts AS c (country_code, type, category_id, sub_category_id, book_count)
  SELECT p.country_code, b.type, b.category_id, b.sub_category_id, delta * count(*)
  FROM book_prices p
  WHERE p.book_id = b.id
  GROUP BY p.country_code
  ORDER BY p.country_code
  ON CONFLICT ON CONSTRAINT book_listing_counts_key DO UPDATE SET book_count = c.book_count + excluded.book_count;
  INSERT INTO author_book_counts AS c (author_id, book_count) VALUES (b.author_id, delta)
  ON CONFLICT (author_id) DO UPDATE SET book_count = c.book_count + excluded.book_count;
$$;

-- A book leaving the published state, changing type, category, sub-category or author, or being
-- deleted (BEFORE, while its prices still exist; the prices' own cascade then finds no book).
CREATE OR REPLACE FUNCTION books_catalogue_counts() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM catalogue_count_book(OLD, -1);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'published' THEN
    PERFORM catalogue_count_book(NEW, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER books_catalogue_counts_update
  AFTER UPDATE OF status, type, category_id, sub_category_id, author_id ON books
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION books_catalogue_counts();

CREATE TRIGGER books_catalogue_counts_delete
  BEFORE DELETE ON books
  FOR EACH ROW WHEN (OLD.status = 'published')
  EXECUTE FUNCTION books_catalogue_counts();

-- New books, a statement at a time (the seed inserts thousands at once). A new book has no price yet
-- (prices reference it), so only its author's count moves.
CREATE OR REPLACE FUNCTION books_catalogue_counts_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO author_book_counts AS c (author_id, book_count)
  SELECT author_id, count(*) FROM new_books WHERE status = 'published' GROUP BY author_id ORDER BY author_id
  ON CONFLICT (author_id) DO UPDATE SET book_count = c.book_count + excluded.book_count;
  RETURN NULL;
END $$;

CREATE TRIGGER books_catalogue_counts_insert
  AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION books_catalogue_counts_insert();

-- Prices added, removed or changed, a statement at a time (the seed inserts thousands at once): only
-- published books count. A price removed because its book is being deleted finds no book here (the
-- book's own trigger counted it out). Like the manual's audit example, each event reads only the
-- transition tables its trigger declares.
CREATE OR REPLACE FUNCTION book_prices_catalogue_counts() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO book_listing_counts AS c (country_code, type, category_id, sub_category_id, book_count)
    SELECT p.country_code, b.type, b.category_id, b.sub_category_id, count(*)
    FROM new_prices p
    JOIN books b ON b.id = p.book_id AND b.status = 'published'
    GROUP BY p.country_code, b.type, b.category_id, b.sub_category_id
    ORDER BY p.country_code, b.type, b.category_id, b.sub_category_id
    ON CONFLICT ON CONSTRAINT book_listing_counts_key DO UPDATE SET book_count = c.book_count + excluded.book_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO book_listing_counts AS c (country_code, type, category_id, sub_category_id, book_count)
    SELECT p.country_code, b.type, b.category_id, b.sub_category_id, -count(*)
    FROM old_prices p
    JOIN books b ON b.id = p.book_id AND b.status = 'published'
    GROUP BY p.country_code, b.type, b.category_id, b.sub_category_id
    ORDER BY p.country_code, b.type, b.category_id, b.sub_category_id
    ON CONFLICT ON CONSTRAINT book_listing_counts_key DO UPDATE SET book_count = c.book_count + excluded.book_count;
  ELSE
    INSERT INTO book_listing_counts AS c (country_code, type, category_id, sub_category_id, book_count)
    SELECT changed.country_code, b.type, b.category_id, b.sub_category_id, sum(changed.delta)
    FROM (
      SELECT book_id, country_code, 1 AS delta FROM new_prices
      UNION ALL
      SELECT book_id, country_code, -1 AS delta FROM old_prices
    ) AS changed
    JOIN books b ON b.id = changed.book_id AND b.status = 'published'
    GROUP BY changed.country_code, b.type, b.category_id, b.sub_category_id
    HAVING sum(changed.delta) <> 0
    ORDER BY changed.country_code, b.type, b.category_id, b.sub_category_id
    ON CONFLICT ON CONSTRAINT book_listing_counts_key DO UPDATE SET book_count = c.book_count + excluded.book_count;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER book_prices_catalogue_counts_insert
  AFTER INSERT ON book_prices REFERENCING NEW TABLE AS new_prices
  FOR EACH STATEMENT EXECUTE FUNCTION book_prices_catalogue_counts();
CREATE TRIGGER book_prices_catalogue_counts_delete
  AFTER DELETE ON book_prices REFERENCING OLD TABLE AS old_prices
  FOR EACH STATEMENT EXECUTE FUNCTION book_prices_catalogue_counts();
CREATE TRIGGER book_prices_catalogue_counts_update
  AFTER UPDATE ON book_prices REFERENCING OLD TABLE AS old_prices NEW TABLE AS new_prices
  FOR EACH STATEMENT EXECUTE FUNCTION book_prices_catalogue_counts();

-- TRUNCATE fires no DELETE trigger: whatever it empties, the counters follow.
CREATE OR REPLACE FUNCTION catalogue_counts_truncated() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM book_listing_counts;
  IF TG_TABLE_NAME = 'books' THEN
    DELETE FROM author_book_counts;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER books_catalogue_counts_truncate
  AFTER TRUNCATE ON books FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_truncated();
CREATE TRIGGER book_prices_catalogue_counts_truncate
  AFTER TRUNCATE ON book_prices FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_truncated();

-- The counts of the catalogue already there.
INSERT INTO book_listing_counts (country_code, type, category_id, sub_category_id, book_count)
SELECT p.country_code, b.type, b.category_id, b.sub_category_id, count(*)
FROM books b
JOIN book_prices p ON p.book_id = b.id
WHERE b.status = 'published'
GROUP BY p.country_code, b.type, b.category_id, b.sub_category_id;
INSERT INTO author_book_counts (author_id, book_count)
SELECT author_id, count(*) FROM books WHERE status = 'published' GROUP BY author_id;

-- GIN indexes buffer new entries in a "pending list" that every search reads through linearly until a
-- VACUUM merges it, and PGlite never vacuums: with the whole catalogue inserted at once, the users'
-- name indexes were nothing but a pending list. Write entries straight into the index instead (the
-- catalogue is read far more than written) and merge what is pending now.
ALTER INDEX books_title_trgm SET (fastupdate = off);
ALTER INDEX users_name_trgm SET (fastupdate = off);
ALTER INDEX users_username_trgm SET (fastupdate = off);
ALTER INDEX categories_name_trgm SET (fastupdate = off);
SELECT gin_clean_pending_list(index_name::regclass)
FROM (VALUES ('books_title_trgm'), ('users_name_trgm'), ('users_username_trgm'), ('categories_name_trgm')) AS gin (index_name);

ANALYZE books;
ANALYZE book_prices;
ANALYZE book_listing_counts;
ANALYZE author_book_counts;
