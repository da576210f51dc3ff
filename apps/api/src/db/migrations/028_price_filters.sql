-- Issue 25 item 6: a filtered listing (type, language, price band, minimum rating; no keyword) that
-- costs what it shows at a million books. Its filters sat on two tables: the band on the price, the
-- language and rating on the book. Counting or paging the matches joined the two sides whole
-- (PostgreSQL hashed 161,837 print prices of the high band to meet 1,834 books of the other filters),
-- and the exact total read every match (104,456 for "ebook, English, low band, 1 star and up"). Each
-- price now carries its book's language, rating and whether it is published too (as it carries its type
-- since 003), so one range of one index holds a listing's published matches in price order: counted up
-- to a cap without reading a book (queries/books.ts, `pricesInBand`).
ALTER TABLE book_prices ADD COLUMN book_language text, ADD COLUMN book_rating numeric(3, 2),
  ADD COLUMN book_published boolean;
UPDATE book_prices AS p SET book_language = b.language, book_rating = b.rating_average,
  book_published = b.status = 'published'
FROM books AS b WHERE b.id = p.book_id;
ALTER TABLE book_prices ALTER COLUMN book_rating SET NOT NULL, ALTER COLUMN book_published SET NOT NULL;

CREATE INDEX book_prices_listing_filters
  ON book_prices (country_code, book_type, book_language, amount, book_id) INCLUDE (book_rating)
  WHERE book_published;

-- 003's copy of the type, with the language, rating and status beside it.
CREATE OR REPLACE FUNCTION book_prices_book_type() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  SELECT type, language, rating_average, status = 'published'
  INTO NEW.book_type, NEW.book_language, NEW.book_rating, NEW.book_published
  FROM books WHERE id = NEW.book_id;
  RETURN NEW;
END $$;

DROP TRIGGER book_prices_book_type ON book_prices;
CREATE TRIGGER book_prices_book_type
  BEFORE INSERT OR UPDATE OF book_id, book_type, book_language, book_rating, book_published ON book_prices
  FOR EACH ROW EXECUTE FUNCTION book_prices_book_type();

CREATE OR REPLACE FUNCTION books_price_types() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE book_prices SET book_type = NEW.type, book_language = NEW.language,
    book_rating = NEW.rating_average, book_published = NEW.status = 'published'
  WHERE book_id = NEW.id;
  RETURN NULL;
END $$;

-- A review changes the rating, publishing the status (a book's six prices at most are rewritten); a sale
-- does not fire it.
DROP TRIGGER books_price_types ON books;
CREATE TRIGGER books_price_types
  AFTER UPDATE OF type, language, rating_average, status ON books
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.language IS DISTINCT FROM NEW.language
    OR OLD.rating_average IS DISTINCT FROM NEW.rating_average OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION books_price_types();

ANALYZE book_prices;
