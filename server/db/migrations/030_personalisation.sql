-- Personalised and uploaded posters (docs/rules/personalisation.md#print-files render page, docs/rules/personalisation.md#field-limits "Template values", docs/rules/personalisation.md#print-files
-- GET /api/template-values/{id}). Template values are written with the order's lines; a print
-- file is listed per paid personalised or uploaded line once it is rendered.

-- template_values (001) had no writer until now, so it is empty and the new columns can be NOT NULL.
ALTER TABLE template_values
  ADD COLUMN order_id   text NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  ADD COLUMN line_uuid  text NOT NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX template_values_order ON template_values (order_id);

CREATE TABLE print_file (
  order_id    text NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  position    integer NOT NULL,                   -- the order line's position
  media_key   text NOT NULL,                      -- MediaStore key of the JPEG
  width       integer NOT NULL CHECK (width > 0),
  height      integer NOT NULL CHECK (height > 0),
  dpi         integer NOT NULL CHECK (dpi > 0),
  render_ms   integer NOT NULL CHECK (render_ms >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, position)
);
