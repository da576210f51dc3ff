-- Issue 25 item 6: the overlay matches the keyword against every category's name (14 of them), and
-- folded each name (`search_fold`: unaccent and a regular expression) three times and parsed it into a
-- tsvector twice per search: about 90 µs of the categories query's 160-190 µs of database CPU (one
-- connection, the bench's 20 words). The folded name and its tsvector are kept on the row instead, by a
-- trigger when the name is written (queries/search.ts, `categoriesMatching`).
ALTER TABLE categories ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;

CREATE OR REPLACE FUNCTION categories_search_fields() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search_name := search_fold(NEW.name);
  NEW.search_vector := to_tsvector('search_prose', NEW.name);
  RETURN NEW;
END $$;

CREATE TRIGGER categories_search_fields
  BEFORE INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_fields();

-- What is there already.
UPDATE categories SET search_name = search_fold(name), search_vector = to_tsvector('search_prose', name);
