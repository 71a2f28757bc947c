-- The catalogue role (docs/rules/catalogue-management.md#roles) signs in like every other: its sessions carry it.
ALTER TABLE staff_session DROP CONSTRAINT IF EXISTS staff_session_role_check;
ALTER TABLE staff_session ADD CONSTRAINT staff_session_role_check CHECK (role IN ('reviewer', 'fulfilment', 'catalogue', 'admin'));
