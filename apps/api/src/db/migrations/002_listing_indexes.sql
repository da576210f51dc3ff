-- Listing sorts read the first page straight from an index: publication dates sort NULLS LAST (a
-- plain DESC index puts NULLs first and cannot serve that order), and each sort has a per-type twin.
DROP INDEX IF EXISTS books_published_type;
DROP INDEX IF EXISTS books_published_date;
CREATE INDEX books_published_date ON books (publication_date DESC NULLS LAST, id) WHERE status = 'published';
CREATE INDEX books_published_date_asc ON books (publication_date ASC NULLS LAST, id) WHERE status = 'published';
CREATE INDEX books_published_type_date_asc ON books (type, publication_date ASC NULLS LAST, id) WHERE status = 'published';
CREATE INDEX books_published_type_date ON books (type, publication_date DESC NULLS LAST, id) WHERE status = 'published';
CREATE INDEX books_published_type_trending ON books (type, trending_score DESC, id) WHERE status = 'published';
CREATE INDEX books_published_type_title ON books (type, lower(title), id) WHERE status = 'published';
CREATE INDEX books_published_rating ON books (rating_average DESC, rating_count DESC, id) WHERE status = 'published';

-- The embedded database has no autovacuum: fresh statistics keep the planner on these indexes.
ANALYZE;
