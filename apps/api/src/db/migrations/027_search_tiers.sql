-- Issue 25 item 6: a search whose work is bounded by what it shows, not by how many books match.
--
-- Before, the first tier of a search ranked every book whose head matched by `ts_rank` (about 90,000
-- for "love" at 1,000,000 books: 43 ms of database time per overlay search). A book's relevance is now
-- a few discrete tiers (queries/search.ts, `relevance`): ISBN typed; exact title; every word in the
-- title; the words anywhere in the head; the description only. Popularity orders each tier, so each
-- tier's best k are its first k in popularity order, and PostgreSQL can take them in one of two ways,
-- chosen per search from the words' frequencies: walk the books by popularity and keep the first k that
-- match (a common word: a few hundred rows), or collect the matches from a GIN index and sort them (a
-- rare one). Choosing needs the frequencies of what was typed: the search statements carry the tsquery
-- as a value planned with the statement (db/plans.ts, `plannedPerCall`), and the statistics keep
-- 10,000 lexemes (a rare word is then known to be rare).

-- The title's words alone: the A-weighted lexemes of the head (the head writes the title at weight A and
-- nothing else there). A column of its own, so the planner has the title's own frequencies: a surname
-- common among authors but in no title must not look common here.
ALTER TABLE book_search_heads
  ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (ts_filter(search_head, '{a}')) STORED;
CREATE INDEX book_search_heads_title ON book_search_heads USING gin (title_vector) WITH (fastupdate = off);

-- The popularity walk: the tie-breaks' order (trending score, rating, id), holding what the title tiers
-- test, so that walking them reads this index alone (a title is at most 200 characters: its vector and
-- folded text fit an index entry). A word whose title matches sit among the less popular books walks
-- further than the planner expects ("dream" at 1,000,000 books: 43,508 rows for 8): 11 ms here against
-- 113 ms through the table.
CREATE INDEX book_search_heads_popular ON book_search_heads (trending_score DESC, rating_average DESC, book_id)
  INCLUDE (title_vector, search_title);

-- The exact-title tier: a title equal to the folded keyword.
CREATE INDEX book_search_heads_exact ON book_search_heads (search_title);

-- The description-only tier reads `books` (its whole document): its frequencies too. Without them, a word
-- in no book was estimated at 2,371 matches at 1,000,000 books, and walked all of them (1.7 s).
ALTER TABLE book_search_heads ALTER COLUMN search_head SET STATISTICS 1000,
  ALTER COLUMN title_vector SET STATISTICS 1000;
ALTER TABLE books ALTER COLUMN search_document SET STATISTICS 1000,
  ALTER COLUMN search_head SET STATISTICS 1000;
ANALYZE book_search_heads;
ANALYZE books;
