-- Issue 26: a book page's related strip (queries/books.ts `relatedBooks`) picks, among the published
-- books of the book's category, those of its sub-category first, then of its type, then by trending
-- score. This index holds exactly those columns: the pick reads the index alone instead of every book
-- row of the category (2,860 at 20,000 books), and only the ten picked are joined with their price,
-- author and category.
CREATE INDEX books_published_category_related
  ON books (category_id, sub_category_id, type, trending_score DESC, id)
  WHERE status = 'published';
