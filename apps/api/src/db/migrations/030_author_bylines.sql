-- Issue 39 item 4: the name readers see. An author may give a pen name when opening their author
-- account ("the name readers see on your books"); it is the byline on their books, cards, search
-- results, widgets, JSON-LD and their page, and searching it finds them and their books.
--
-- `person_byline` alone decides that name: the pen name when there is one, else first, middle and last
-- name. It is kept on the user's row (`users.byline`), so every query that names an author reads a
-- column of the row it already joins, as it read the first and last name; triggers keep it true when
-- the account's name or the pen name changes.
--
-- Search indexes the pen name beside the account's name (`users.search_name`, the books' heads): a
-- reader who knows either finds the author, who is shown by the byline. The query shapes are 016's to
-- 029's; only the text indexed changes.
ALTER TABLE users ADD COLUMN byline text NOT NULL DEFAULT '';

-- The name readers see: the pen name when set, else the account's name (blank parts skipped).
CREATE OR REPLACE FUNCTION person_byline(pen_name text, first_name text, middle_name text, last_name text)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(btrim(pen_name), ''), concat_ws(' ', nullif(btrim(first_name), ''),
    nullif(btrim(middle_name), ''), nullif(btrim(last_name), '')))
$$;

-- An author's names as searched: the pen name and the account's name, folded (search_fold).
CREATE OR REPLACE FUNCTION person_search_name(pen_name text, first_name text, middle_name text, last_name text)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT search_fold(concat_ws(' ', pen_name, first_name, middle_name, last_name))
$$;

-- The account's name changed (or a user is new): 016's trigger, now writing the byline too.
CREATE OR REPLACE FUNCTION users_search_name() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  pen text;
BEGIN
  -- A new user has no author profile yet (it references them).
  IF TG_OP = 'UPDATE' THEN
    pen := (SELECT pen_name FROM author_profiles WHERE user_id = NEW.id);
  END IF;
  NEW.byline := person_byline(pen, NEW.first_name, NEW.middle_name, NEW.last_name);
  NEW.search_name := person_search_name(pen, NEW.first_name, NEW.middle_name, NEW.last_name);
  RETURN NEW;
END $$;

-- The pen name was given, changed or taken away (the profile deleted): the user's byline and search
-- name follow, and through `users_search_books` their books' search documents.
CREATE OR REPLACE FUNCTION author_profiles_byline() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  pen text;
  author integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    author := OLD.user_id;
  ELSE
    pen := NEW.pen_name;
    author := NEW.user_id;
  END IF;
  UPDATE users AS u
  SET byline = person_byline(pen, u.first_name, u.middle_name, u.last_name),
    search_name = person_search_name(pen, u.first_name, u.middle_name, u.last_name)
  WHERE u.id = author;
  RETURN NULL;
END $$;

-- Only when the pen name is there or changes: most profiles have none, and the seed inserts hundreds.
CREATE TRIGGER author_profiles_byline_insert
  AFTER INSERT ON author_profiles
  FOR EACH ROW WHEN (NEW.pen_name IS NOT NULL)
  EXECUTE FUNCTION author_profiles_byline();
CREATE TRIGGER author_profiles_byline_update
  AFTER UPDATE OF pen_name ON author_profiles
  FOR EACH ROW WHEN (OLD.pen_name IS DISTINCT FROM NEW.pen_name)
  EXECUTE FUNCTION author_profiles_byline();
CREATE TRIGGER author_profiles_byline_delete
  AFTER DELETE ON author_profiles
  FOR EACH ROW WHEN (OLD.pen_name IS NOT NULL)
  EXECUTE FUNCTION author_profiles_byline();

-- 016's trigger, also when the search name is written directly (by the pen name's trigger above).
DROP TRIGGER users_search_books ON users;
CREATE TRIGGER users_search_books
  AFTER UPDATE OF first_name, middle_name, last_name, search_name ON users
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name)
  EXECUTE FUNCTION users_search_books();

-- 021's head, the author's pen name beside their name (weight B).
CREATE OR REPLACE FUNCTION book_search_head(b books, people text) RETURNS tsvector
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT
    setweight(to_tsvector('search_prose', coalesce(b.title, '')), 'A')
    || setweight(to_tsvector('search_names', coalesce(b.title, '')), 'A')
    || setweight(to_tsvector('search_prose', concat_ws(' ', b.subtitle, b.series)), 'B')
    || setweight(to_tsvector('search_names', concat_ws(' ', b.series,
         (SELECT concat_ws(' ', ap.pen_name, u.first_name, u.middle_name, u.last_name)
          FROM users u LEFT JOIN author_profiles ap ON ap.user_id = u.id WHERE u.id = b.author_id),
         people)), 'B')
    || setweight(to_tsvector('search_prose', concat_ws(' ', array_to_string(b.keywords, ' '), b.publisher,
         (SELECT name FROM categories WHERE id = b.category_id),
         (SELECT name FROM sub_categories WHERE id = b.sub_category_id))), 'C')
$$;

-- The authors index's keyword (queries/authors.ts) matches the byline too.
CREATE INDEX users_byline_trgm ON users USING gin (lower(byline) gin_trgm_ops);

-- What is there already: every user's byline, and the search name of those with a pen name (their
-- books' heads follow, by `users_search_books`).
UPDATE users AS u
SET byline = person_byline(ap.pen_name, u.first_name, u.middle_name, u.last_name),
  search_name = person_search_name(ap.pen_name, u.first_name, u.middle_name, u.last_name)
FROM users AS x LEFT JOIN author_profiles AS ap ON ap.user_id = x.id
WHERE x.id = u.id;

ANALYZE users;
