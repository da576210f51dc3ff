-- Issue 25 item 6: what a search costs before it reads a book. Every search statement computes the
-- keyword's tsquery (`search_query`) and its folded text (`search_fold`) in InitPlans, three to six of
-- them in a statement, and the overlay's categories fold each category's name. 016 wrote both functions
-- with `SET search_path FROM CURRENT`, which makes every call set and restore the search path (and look
-- names up again after it), and keeps PostgreSQL from inlining `search_fold`: a SQL function it does not
-- inline has its body parsed and planned again in every statement that calls it. Measured on one
-- connection, per statement: `search_query` 43–70 µs of database CPU, `search_fold` 27 µs; as
-- written here, 7 µs and nothing measurable (it becomes its expression in the caller's plan).
--
-- The bodies are 016's. Without the SET clause they resolve `unaccent`, the text search configurations
-- and `search_fold` through the caller's search path: the API's connections put the schema first, and
-- the trigger functions that call them keep their own `SET search_path FROM CURRENT`.

-- Lower case, accents folded, punctuation to single spaces.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(lower(unaccent(coalesce(value, ''))), '[^[:alnum:]]+', ' ', 'g'))
$$;
ALTER FUNCTION search_fold(text) RESET ALL;

/* What a shopper typed as a tsquery (see 016): every word must match, as an English stem or as written,
   the last one as a prefix when `prefix`; English stop words are left out unless the query is nothing
   else. NULL when nothing searchable is left. */
CREATE OR REPLACE FUNCTION search_query(keyword text, prefix boolean) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
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
ALTER FUNCTION search_query(text, boolean) RESET ALL;
