-- Print jobs (nothing paid can become unprintable): one row per paid order
-- with personalised or uploaded lines. A failed attempt is recorded with its reason and retried
-- with backoff; after the last attempt the job stays 'failed' for the shop's staff to see
-- (GET /health counts them; print-job.repository.ts lists them for the back office).
-- Orders printed before this table have no row; the queue treats a missing row as pending.
CREATE TABLE print_job (
  order_id        text PRIMARY KEY REFERENCES shop_order(id) ON DELETE CASCADE,
  status          text NOT NULL CHECK (status IN ('pending', 'retrying', 'failed', 'done')),
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error      text,
  next_attempt_at timestamptz,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX print_job_failed ON print_job (updated_at) WHERE status = 'failed';
