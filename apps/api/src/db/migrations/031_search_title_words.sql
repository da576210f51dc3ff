-- Issue 39: two typos in a short title leave too few trigrams in common with it for the typo fallback
-- (queries/search.ts, `matchesTitleTypo`: pg_trgm word similarity 0.6 or more against the folded title).
-- "orsha crwn" against "the orisha crown" is 0.43, so nothing was found. Word by word, each typo is
-- small: "orsha" is closest to "orisha" (trigram similarity 0.44), "crwn" to "crown" (0.38). So the
-- fallback also tries the keyword with each word it does not know replaced by the closest word of a
-- published title (`search_title_correct`), looked up in this vocabulary by its trigram index: a few
-- thousand words, where comparing the keyword with every title would read the whole catalogue.
--
-- Only the fallback asks for the correction (when the full text finds too few books), once per
-- statement (an InitPlan): the search's normal path does not change.
CREATE TABLE search_title_words (word text PRIMARY KEY);
CREATE INDEX search_title_words_trgm ON search_title_words USING gin (word gin_trgm_ops);

-- Kept by triggers on `books`, as `book_search_heads` is (023): the words of a title published, or
-- renamed while published. A word whose last book goes is left behind: correcting towards it finds
-- nothing, and the keyword as typed is tried too.
CREATE OR REPLACE FUNCTION books_title_words_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_title_words (word)
  SELECT DISTINCT word FROM new_books, regexp_split_to_table(new_books.search_title, ' ') AS word
  WHERE new_books.status = 'published' AND length(word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

-- Per statement: the bulk seed inserts 100,000 books in one INSERT … SELECT.
CREATE TRIGGER books_title_words_insert
  AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION books_title_words_insert();

CREATE OR REPLACE FUNCTION books_title_words_update() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_title_words (word)
  SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_title, ' ') AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

-- Per row, only when a title is published or renamed: a sale's or a review's update touches neither.
CREATE TRIGGER books_title_words_update
  AFTER UPDATE ON books
  FOR EACH ROW WHEN (
    NEW.status = 'published'
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.search_title IS DISTINCT FROM NEW.search_title)
  )
  EXECUTE FUNCTION books_title_words_update();

/* The folded keyword with each word of four letters or more that no published title holds replaced
   by the title word closest to it (trigram similarity, at least pg_trgm's 0.3), the closest first and
   then alphabetically; a word with none close is kept. NULL when nothing is typed. */
CREATE OR REPLACE FUNCTION search_title_correct(folded text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg(
    coalesce(
      CASE WHEN length(typed.word) < 4 THEN typed.word END,
      (SELECT known.word FROM search_title_words AS known WHERE known.word = typed.word),
      (SELECT known.word FROM search_title_words AS known
        WHERE known.word % typed.word
        ORDER BY similarity(known.word, typed.word) DESC, known.word
        LIMIT 1),
      typed.word),
    ' ' ORDER BY typed.n)
  FROM regexp_split_to_table(folded, ' ') WITH ORDINALITY AS typed (word, n)
  WHERE typed.word <> ''
$$;

-- What is there already.
INSERT INTO search_title_words (word)
SELECT DISTINCT word FROM books, regexp_split_to_table(books.search_title, ' ') AS word
WHERE books.status = 'published' AND length(word) >= 3
ON CONFLICT DO NOTHING;
