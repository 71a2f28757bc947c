/** SQL behind who may see an uploaded poster's images (server/artists/artist-media.routes.ts). */
import type { Queryable } from '../db/db.port.js';

export interface PosterOwnership {
  readonly status: number;
  readonly artist_id: number | null;
}

export const posterOwnership = async (db: Queryable, productId: number): Promise<PosterOwnership | undefined> =>
  (await db.query<PosterOwnership>('SELECT status, artist_id FROM product WHERE id = $1', [productId])).rows[0];
