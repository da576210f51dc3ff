-- Issue 25 item 6: search in tiers. A common word ("love") matches a quarter of the catalogue, mostly in
-- blurbs, and ranking every match read each one's whole weighted document. `search_head` is the
-- document's weights A to C only (title; subtitle, series, people; tags, category, publisher), small
-- and with its own GIN index: the first tier of a search is the books whose head matches, ranked by
-- `ts_rank` of the head alone; the books that match in their description only come after, read only
-- when the first tier does not fill the page (queries/search.ts, docs/decisions-issue-25.md).
--
-- The same triggers keep both columns true: the head is computed once, and the document is the head
-- followed by the description (weight D), the same vector as before.
ALTER TABLE books ADD COLUMN search_head tsvector;

-- A book's head (weights A to C), from its row, the names it points to and its contributors' names.
CREATE OR REPLACE FUNCTION book_search_head(b books, people text) RETURNS tsvector
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
$$;

-- The description's part of the document (weight D).
CREATE OR REPLACE FUNCTION book_search_body(description text) RETURNS tsvector
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT setweight(to_tsvector('search_prose', coalesce(description, '')), 'D')
$$;

-- The whole document, as 016 wrote it: the head, then the description.
CREATE OR REPLACE FUNCTION book_search_document(b books, people text) RETURNS tsvector
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT book_search_head(b, people) || book_search_body(b.description)
$$;

CREATE OR REPLACE FUNCTION books_search_fields() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search_title := search_fold(NEW.title);
  -- A new book has no contributors yet (they reference it): none to read.
  NEW.search_head := book_search_head(
    NEW, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE book_contributor_names(NEW.id) END);
  NEW.search_document := NEW.search_head || book_search_body(NEW.description);
  RETURN NEW;
END $$;

-- Rebuilds both columns of these books (a name they show changed), their contributors' names read for
-- all of them at once (the seed adds thousands in one statement), each head computed once.
CREATE OR REPLACE FUNCTION books_search_refresh(ids integer[]) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  UPDATE books AS b SET search_head = n.head, search_document = n.head || book_search_body(b.description)
  FROM (
    SELECT x.id, book_search_head(x, p.people) AS head
    FROM books x
    JOIN (
      SELECT i.id, string_agg(c.name, ' ' ORDER BY bc.position, c.id) AS people
      FROM unnest(ids) AS i (id)
      LEFT JOIN book_contributors bc ON bc.book_id = i.id
      LEFT JOIN contributors c ON c.id = bc.contributor_id
      GROUP BY i.id
    ) AS p ON p.id = x.id
  ) AS n
  WHERE b.id = n.id
$$;

-- What is there already, in one statement.
UPDATE books AS b SET search_head = book_search_head(b, book_contributor_names(b.id));

-- Published books only, as `books_search`; GIN without a pending list (see 003). The bulk seed drops
-- and builds it with the others (src/seed/bulk.ts).
CREATE INDEX books_search_head ON books USING gin (search_head)
  WITH (fastupdate = off) WHERE status = 'published';

ANALYZE books;
