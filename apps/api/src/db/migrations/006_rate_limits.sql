-- Throttling counters (rate-limiter-flexible's RateLimiterPostgres layout) when the API runs on a
-- PostgreSQL server: every API process counts sign-in failures, codes and uploads in one place.
-- `key` is '<limit name>:<ip, account or user>', `expire` milliseconds since the epoch. Unused on
-- the embedded PGlite, whose one process counts in memory.
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
