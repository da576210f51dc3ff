-- Where each reader or listener stopped (saved from any device by PUT .../progress), and their
-- bookmarks and highlights. `progress` (0-100) already lives on library_items.
ALTER TABLE library_items ADD COLUMN IF NOT EXISTS location text;
ALTER TABLE library_items ADD COLUMN IF NOT EXISTS track_index integer;
ALTER TABLE library_items ADD COLUMN IF NOT EXISTS position_seconds double precision;
ALTER TABLE library_items ADD COLUMN IF NOT EXISTS progress_updated_at timestamptz;

CREATE TABLE IF NOT EXISTS library_annotations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  library_item_id integer NOT NULL REFERENCES library_items (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bookmark', 'highlight')),
  location text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  chapter text,
  percent real NOT NULL DEFAULT 0,
  note text,
  color text CHECK (color IN ('yellow', 'green', 'blue', 'pink')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS library_annotations_item ON library_annotations (library_item_id, percent);
