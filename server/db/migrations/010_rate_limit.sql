-- Rate-limit counters shared by every instance (architecture "Scaling out": counters go to a
-- shared store when more than one instance runs). One row per key and fixed window; times are
-- milliseconds of the database clock, so instances with drifting clocks still agree.
CREATE TABLE rate_limit (
  key         text PRIMARY KEY,
  hits        integer NOT NULL CHECK (hits > 0),
  window_ends bigint NOT NULL
);
CREATE INDEX rate_limit_window_ends ON rate_limit (window_ends);
