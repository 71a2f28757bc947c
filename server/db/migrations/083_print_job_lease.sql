-- Print jobs as a durable queue shared by every process on one database (docs/operations.md#print-jobs):
-- a process claims a due job with FOR UPDATE SKIP LOCKED and holds it until `locked_until`
-- (its lease). A process killed mid-job leaves the lease to run out, and another process takes
-- the job again; the print files it finished are kept (one per order line).
ALTER TABLE print_job ADD COLUMN locked_until timestamptz;
ALTER TABLE print_job ADD COLUMN locked_by text;
CREATE INDEX print_job_due ON print_job (updated_at, order_id) WHERE status IN ('pending', 'retrying');
