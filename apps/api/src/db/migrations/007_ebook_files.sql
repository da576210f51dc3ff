-- An ebook's EPUB as its author uploaded it (upload_ebook_file): the file's own name and when it came.
-- The path, format and size already live in books.file_path, file_format and file_size_bytes. Books
-- whose file was put there another way (the demo seed) keep NULLs here; the API then names the stored
-- file and dates it by the book's publication.
ALTER TABLE books ADD COLUMN IF NOT EXISTS file_name text;
ALTER TABLE books ADD COLUMN IF NOT EXISTS file_uploaded_at timestamptz;
