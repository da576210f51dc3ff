-- Issue 15, player: the chapters inside an audiobook track (ID3v2 CHAP frames of an MP3, the Nero
-- `chpl` atom of an M4A/M4B), read when the track is uploaded: `[{ "title", "start_seconds" }]` in
-- playing order, starts within the track. '[]' is a track that is one chapter (older uploads too).
ALTER TABLE book_audio_files
  ADD COLUMN chapters jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(chapters) = 'array');
