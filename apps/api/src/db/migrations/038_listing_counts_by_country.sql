-- Issue 44: the listing counters read by index alone. A counted search or see-all page checks that every
-- published book is priced in the country (the sum of the country's `book_listing_counts` against
-- `published_book_count`, listing.queries.ts `countMatchesUpTo`), and a plain listing sums a type's rows
-- for its total. With only the unique key, PostgreSQL read the whole counters table for the country's
-- sum (a sequential scan: 112 pages at 20,000 books, the triggers' updates leave its rows spread out);
-- with the counts in an index ordered by country and type, it reads 4 pages, and a type's sum 3.
CREATE INDEX book_listing_counts_country ON book_listing_counts (country_code, type) INCLUDE (book_count);
