-- Issue 26: the facets' filters (language, minimum rating, with or without the type) and their counts
-- read books by this index alone (an index-only scan: no heap), joined by hash to the prices in the
-- band (book_prices_country_type_amount). Its included columns are the listing's sort keys and the
-- facets' category, so a filtered page is picked by id and sort key without reading a book row, and
-- the few rows of the page are read whole afterwards (queries/books.ts, listingPage). Before, every
-- matching price probed its book's row: 5,600 heap reads for a page and as many for its total.
CREATE INDEX books_published_filters ON books (type, language, rating_average, id)
  INCLUDE (trending_score, publication_date, rating_count, title, category_id)
  WHERE status = 'published';

ANALYZE books;
