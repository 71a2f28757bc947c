-- The staff's names as their sign-in provider last gave them, by subject, so the order history and the
-- audit record (which keep the subject) can show who acted after the session that knew the name has ended.
CREATE TABLE staff_member (
  subject  text PRIMARY KEY,
  name     text NOT NULL,
  seen_at  timestamptz NOT NULL
);
INSERT INTO staff_member (subject, name, seen_at)
  SELECT DISTINCT ON (subject) subject, name, created_at FROM staff_session ORDER BY subject, created_at DESC;
