/**
 * A demo poster's artwork for its print file: the drawing behind its image without a margin (the
 * print adds the shopper's margin and colour choice itself), as the vector document it is.
 */
import type { PosterArtwork } from '../../personalisation/poster-artwork.port.js';
import { mediaSvg } from './index.js';

export const demoPosterArtwork: PosterArtwork = async (db, productId) => {
  const { rows } = await db.query<{ url: string }>(
    "SELECT url FROM product_image WHERE product_id = $1 AND type = 'no_margin' ORDER BY position, id LIMIT 1",
    [productId],
  );
  const drawn = rows[0] ? mediaSvg(new URL(rows[0].url, 'http://x').pathname) : undefined;
  return drawn ? { kind: 'vector', svg: drawn.svg, ...drawn.size } : null;
};
