-- Throttling of guessable secrets and anonymous writes (server/services/throttle.ts): one row per
-- key, changed by a single INSERT ... ON CONFLICT DO UPDATE per attempt, so the check and the
-- count cannot be split by parallel requests on any number of server processes.
CREATE TABLE throttle_counters (
  key           text PRIMARY KEY,
  -- Attempts since the counter was last reset.
  attempts      integer NOT NULL,
  -- Backoff counters: time of the last attempt let through; fixed windows: start of the window.
  window_start  timestamptz NOT NULL,
  -- No attempt is let through before this time (fixed windows: the end of the window).
  blocked_until timestamptz NOT NULL
);
CREATE INDEX throttle_counters_blocked_until_idx ON throttle_counters (blocked_until);

-- Its rows counted failures per key in separate statements from the check; replaced by the above.
DROP TABLE login_failures;
