-- Issue 26: covers have responsive sources. A raster cover gets WebP copies at fixed widths (160, 320,
-- 480, 640 and 960 px, those narrower than the original), written beside it by the `covers.variants`
-- job (`<cover without extension>-<width>w.webp`); the widths written are kept here, read with the book
-- row (no extra query). Empty until the job has run, for SVG covers, and for no cover.
ALTER TABLE books ADD COLUMN cover_widths integer[] NOT NULL DEFAULT '{}';
