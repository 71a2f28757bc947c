-- Saved gallery walls (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall", docs/rules/gallery-wall.md#sharing-and-saved-walls GET/POST /api/gallery-wall): the layout and room
-- of a shared wall and one row per poster, so a wall refers to products the database knows.
-- The table from 001 held an opaque JSON document that nothing wrote; it is replaced by columns.
-- A product or frame deleted later leaves its poster with NULL (loading skips the poster or
-- drops the frame, docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall loading"), never a broken link.
DELETE FROM gallery_wall;
ALTER TABLE gallery_wall DROP COLUMN data;
ALTER TABLE gallery_wall
  ADD COLUMN layout integer NOT NULL CHECK (layout BETWEEN 1 AND 9),
  ADD COLUMN environment_idx integer NOT NULL REFERENCES environment(idx),
  ADD COLUMN store text NOT NULL DEFAULT 'int';

CREATE TABLE gallery_wall_poster (
  wall_id    text NOT NULL REFERENCES gallery_wall(id) ON DELETE CASCADE,
  position   integer NOT NULL CHECK (position >= 0),
  product_id integer REFERENCES product(id) ON DELETE SET NULL,
  size       text NOT NULL,                 -- size label, e.g. '50x70'
  portrait   boolean NOT NULL,
  frame_id   integer REFERENCES product(id) ON DELETE SET NULL,
  top_pct    real NOT NULL CHECK (top_pct >= 0 AND top_pct <= 100),   -- percent of the wall
  left_pct   real NOT NULL CHECK (left_pct >= 0 AND left_pct <= 100),
  PRIMARY KEY (wall_id, position)
);
