-- Issue 25: full-text search over the catalogue. Every book carries a weighted search document, kept
-- true by triggers as books, authors' names, contributors, tags and categories change:
--   A  the title
--   B  subtitle, series, the author's and the contributors' names
--   C  tags (keywords), category, sub-category, publisher
--   D  the description
-- Accents are folded (unaccent) in two text search configurations: `search_names` (simple: people's
-- names and titles are not stemmed, so "Okafor" never becomes "okafor" ≠ "okafors") and `search_prose`
-- (english: "dragons" finds "dragon"). Titles go in with both. A query word matches either form
-- (search_query below); its last word is a prefix while the shopper types.
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION search_names (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION search_names
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;
CREATE TEXT SEARCH CONFIGURATION search_prose (COPY = english);
ALTER TEXT SEARCH CONFIGURATION search_prose
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, english_stem;

-- A series a book belongs to ("The Ọkafọ Chronicles"), searched with the B weight.
ALTER TABLE books ADD COLUMN series text;
ALTER TABLE books ADD CONSTRAINT books_series_length CHECK (series IS NULL OR length(series) <= 120);
ALTER TABLE books ADD COLUMN search_document tsvector;
-- The title lower-cased without accents: the exact-title test and the trigram fallback for typos.
ALTER TABLE books ADD COLUMN search_title text;
-- An author's full name lower-cased without accents: the overlay's author matches and "Did you mean".
ALTER TABLE users ADD COLUMN search_name text;

-- Lower case, accents folded, punctuation to single spaces.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT trim(regexp_replace(lower(unaccent(coalesce(value, ''))), '[^[:alnum:]]+', ' ', 'g'))
$$;

-- The names of a book's contributors, in their order.
CREATE OR REPLACE FUNCTION book_contributor_names(book integer) RETURNS text
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT string_agg(c.name, ' ' ORDER BY bc.position, c.id)
  FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
  WHERE bc.book_id = book
$$;

-- A book's weighted document, from its row, the names it points to and its contributors' names
-- (`people`: given by the caller, who reads them for one book or for many at once).
CREATE OR REPLACE FUNCTION book_search_document(b books, people text) RETURNS tsvector
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT
    setweight(to_tsvector('search_prose', coalesce(b.title, '')), 'A')
    || setweight(to_tsvector('search_names', coalesce(b.title, '')), 'A')
    || setweight(to_tsvector('search_prose', concat_ws(' ', b.subtitle, b.series)), 'B')
    || setweight(to_tsvector('search_names', concat_ws(' ', b.series,
         (SELECT concat_ws(' ', u.first_name, u.middle_name, u.last_name) FROM users u WHERE u.id = b.author_id),
         people)), 'B')
    || setweight(to_tsvector('search_prose', concat_ws(' ', array_to_string(b.keywords, ' '), b.publisher,
         (SELECT name FROM categories WHERE id = b.category_id),
         (SELECT name FROM sub_categories WHERE id = b.sub_category_id))), 'C')
    || setweight(to_tsvector('search_prose', coalesce(b.description, '')), 'D')
$$;

/* What a shopper typed as a tsquery: every word must match (as an English stem or as written, accents
   folded), the last one as a prefix when `prefix`. English stop words are left out ("the", "of": every
   blurb has them), unless the query is nothing else. NULL when nothing searchable is left. */
CREATE OR REPLACE FUNCTION search_query(keyword text, prefix boolean) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  words text[] := string_to_array(search_fold(keyword), ' ');
  n integer := coalesce(array_length(words, 1), 0);
  result tsquery;
  names_only tsquery;
  term tsquery;
  word text;
  suffix text;
BEGIN
  FOR i IN 1 .. n LOOP
    word := words[i];
    CONTINUE WHEN word = '';
    suffix := CASE WHEN prefix AND i = n THEN ':*' ELSE '' END;
    term := to_tsquery('search_names', word || suffix);
    names_only := CASE WHEN names_only IS NULL THEN term ELSE names_only && term END;
    term := to_tsquery('search_prose', word || suffix);
    CONTINUE WHEN numnode(term) = 0; -- a stop word
    term := term || to_tsquery('search_names', word || suffix);
    result := CASE WHEN result IS NULL THEN term ELSE result && term END;
  END LOOP;
  RETURN coalesce(result, names_only);
END $$;

-- An ISBN as searched: digits (and a final X) only.
CREATE OR REPLACE FUNCTION isbn_key(isbn text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT upper(regexp_replace(isbn, '[^0-9Xx]', '', 'g'))
$$;

CREATE OR REPLACE FUNCTION books_search_fields() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search_title := search_fold(NEW.title);
  -- A new book has no contributors yet (they reference it): none to read.
  NEW.search_document := book_search_document(
    NEW, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE book_contributor_names(NEW.id) END);
  RETURN NEW;
END $$;

CREATE TRIGGER books_search_fields
  BEFORE INSERT OR UPDATE OF title, subtitle, series, description, keywords, publisher, author_id,
    category_id, sub_category_id ON books
  FOR EACH ROW EXECUTE FUNCTION books_search_fields();

-- Rebuilds the documents of these books (a name they show changed), their contributors' names read
-- for all of them at once (the seed adds thousands in one statement).
CREATE OR REPLACE FUNCTION books_search_refresh(ids integer[]) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  UPDATE books AS b SET search_document = book_search_document(b, n.people)
  FROM (
    SELECT i.id, string_agg(c.name, ' ' ORDER BY bc.position, c.id) AS people
    FROM unnest(ids) AS i (id)
    LEFT JOIN book_contributors bc ON bc.book_id = i.id
    LEFT JOIN contributors c ON c.id = bc.contributor_id
    GROUP BY i.id
  ) AS n
  WHERE b.id = n.id
$$;

CREATE OR REPLACE FUNCTION users_search_name() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search_name := search_fold(concat_ws(' ', NEW.first_name, NEW.middle_name, NEW.last_name));
  RETURN NEW;
END $$;

CREATE TRIGGER users_search_name
  BEFORE INSERT OR UPDATE OF first_name, middle_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_name();

CREATE OR REPLACE FUNCTION users_search_books() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM books_search_refresh(ARRAY(SELECT id FROM books WHERE author_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER users_search_books
  AFTER UPDATE OF first_name, middle_name, last_name ON users
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name)
  EXECUTE FUNCTION users_search_books();

CREATE OR REPLACE FUNCTION contributors_search_books() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM books_search_refresh(
    ARRAY(SELECT book_id FROM book_contributors WHERE contributor_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER contributors_search_books
  AFTER UPDATE OF name ON contributors
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION contributors_search_books();

-- Contributors added to or taken off books: one refresh per statement, whatever its size.
CREATE OR REPLACE FUNCTION book_contributors_search_added() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM books_search_refresh(ARRAY(SELECT DISTINCT book_id FROM added));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION book_contributors_search_gone() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM books_search_refresh(ARRAY(SELECT DISTINCT book_id FROM gone));
  RETURN NULL;
END $$;

CREATE TRIGGER book_contributors_search_insert
  AFTER INSERT ON book_contributors REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION book_contributors_search_added();
CREATE TRIGGER book_contributors_search_update_new
  AFTER UPDATE ON book_contributors REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION book_contributors_search_added();
CREATE TRIGGER book_contributors_search_update_old
  AFTER UPDATE ON book_contributors REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION book_contributors_search_gone();
CREATE TRIGGER book_contributors_search_delete
  AFTER DELETE ON book_contributors REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION book_contributors_search_gone();

CREATE OR REPLACE FUNCTION categories_search_books() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM books_search_refresh(ARRAY(SELECT id FROM books WHERE category_id = NEW.id));
  ELSE
    PERFORM books_search_refresh(ARRAY(SELECT id FROM books WHERE sub_category_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER categories_search_books
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_search_books();
CREATE TRIGGER sub_categories_search_books
  AFTER UPDATE OF name ON sub_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_search_books();

-- What is there already.
UPDATE users SET search_name = search_fold(concat_ws(' ', first_name, middle_name, last_name));
UPDATE books AS b
SET search_title = search_fold(b.title), search_document = book_search_document(b, book_contributor_names(b.id));

-- Published books only, as the catalogue's other indexes; GIN without a pending list (see 003).
CREATE INDEX books_search ON books USING gin (search_document)
  WITH (fastupdate = off) WHERE status = 'published';
CREATE INDEX books_search_title_trgm ON books USING gin (search_title gin_trgm_ops)
  WITH (fastupdate = off) WHERE status = 'published';
CREATE INDEX books_isbn_key ON books (isbn_key(isbn)) WHERE status = 'published' AND isbn IS NOT NULL;
CREATE INDEX users_search_name_trgm ON users USING gin (search_name gin_trgm_ops)
  WITH (fastupdate = off) WHERE is_author;
CREATE INDEX users_search_name ON users USING gin (to_tsvector('search_names'::regconfig, search_name))
  WITH (fastupdate = off) WHERE is_author;
-- The facets' language filter and counts.
CREATE INDEX books_published_language ON books (language) WHERE status = 'published';

ANALYZE books;
ANALYZE users;
