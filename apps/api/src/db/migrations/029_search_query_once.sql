-- Issue 25 item 6: a word is looked up in the indexes once when its two spellings are one. Each word
-- typed matches as its English stem (`search_prose`) or as written (`search_names`), so 024's
-- `search_query` wrote `term_prose | term_names` for every word, and for most words the two are the
-- same lexeme: "love" became 'love':* | 'love':*, and a GIN index scan walked the same posting lists
-- twice (a prefix's lexemes twice over). With one of the two the tsquery matches the same documents;
-- so does a prefix's stem alone when the word begins with it ("stories" typed: 'stori':*).
-- Measured at 20,000 books on the PostgreSQL server: the API README, "Sixth round of 2026-12-02", and
-- docs/decisions-issue-25.md.
--
-- The body is 024's but for how a word's two forms are joined (`as_written`, the IF); the names-only
-- fallback (a query of stop words only) is unchanged.
CREATE OR REPLACE FUNCTION search_query(keyword text, prefix boolean) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := string_to_array(search_fold(keyword), ' ');
  n integer := coalesce(array_length(words, 1), 0);
  result tsquery;
  names_only tsquery;
  as_written tsquery;
  term tsquery;
  word text;
  suffix text;
BEGIN
  FOR i IN 1 .. n LOOP
    word := words[i];
    CONTINUE WHEN word = '';
    suffix := CASE WHEN prefix AND i = n THEN ':*' ELSE '' END;
    as_written := to_tsquery('search_names', word || suffix);
    names_only := CASE WHEN names_only IS NULL THEN as_written ELSE names_only && as_written END;
    term := to_tsquery('search_prose', word || suffix);
    CONTINUE WHEN numnode(term) = 0; -- a stop word
    -- The stem or the word as written: once when they are the same lexeme, and as a prefix the stem
    -- alone when the word begins with it ('stori':* finds every lexeme 'stories':* finds). The words
    -- are folded letters and digits (`search_fold`), so a one-lexeme term's text is 'lexeme' or 'lexeme':*.
    IF term::text = as_written::text THEN
      NULL;
    ELSIF suffix <> '' AND numnode(term) = 1 AND numnode(as_written) = 1
      AND starts_with(split_part(as_written::text, ':', 1), rtrim(split_part(term::text, ':', 1), '''')) THEN
      NULL;
    ELSE
      term := term || as_written;
    END IF;
    result := CASE WHEN result IS NULL THEN term ELSE result && term END;
  END LOOP;
  RETURN coalesce(result, names_only);
END $$;
ALTER FUNCTION search_query(text, boolean) RESET ALL;
