/**
 * An artist's poster prints from the original the artist uploaded, kept at full resolution and
 * private in the media store (poster-images.ts `originalKey`). Handed to the print queue where the
 * shop is composed (its PosterArtwork port).
 */
import type { Queryable } from '../db/db.port.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { originalKey } from './poster-images.js';

/** The original of an artist's poster, or null for a product that is not one (or has none kept). */
export const artistOriginalOf =
  (media: MediaStore) =>
  async (db: Queryable, productId: number): Promise<Buffer | null> => {
    const { rows } = await db.query<{ artist_id: number | null }>('SELECT artist_id FROM product WHERE id = $1', [productId]);
    return rows[0]?.artist_id ? media.get(originalKey(productId)) : null;
  };
