-- Customers' uploaded photos (POST /api/upload-image; the files live in the media store under
-- uploads/<id>.jpg). A row is written before its file, so every stored photo is counted: the
-- storage budget adds up the bytes of photos no order holds yet, and the sweep deletes those
-- older than a day (docs/rules/uploads.md#rate-and-storage). ordered_at is set, inside the order's transaction, when an
-- order line names the photo; from then on it is kept with the order.
CREATE TABLE uploaded_image (
  id         text PRIMARY KEY,
  bytes      bigint NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL,
  ordered_at timestamptz
);
CREATE INDEX uploaded_image_unordered ON uploaded_image (created_at) WHERE ordered_at IS NULL;
