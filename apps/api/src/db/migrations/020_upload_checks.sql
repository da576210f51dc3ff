-- Issue 27: the file check after an upload in parts runs as a job. Completing joins the parts and moves
-- the session to `checking` (the job enqueued in the same transaction); the job moves it to `completed`
-- (the file attached) or `failed`, keeping what was wrong in `failure` ({ message, errors }, the 422 the
-- check would have answered) for the client that polls the session.
ALTER TABLE uploads DROP CONSTRAINT uploads_status_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_status_check
  CHECK (status IN ('open', 'completing', 'checking', 'completed', 'failed', 'aborted'));
ALTER TABLE uploads ADD COLUMN failure jsonb;
