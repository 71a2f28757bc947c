import type { Queryable } from '../db/db.port.js';

/** Every image URL the catalogue stores: product images, rooms, artist avatars and category headers. */
export const storedMediaUrls = async (db: Queryable): Promise<string[]> =>
  (
    await db.query<{ url: string }>(`
      SELECT url FROM product_image
      UNION SELECT url FROM environment
      UNION SELECT avatar FROM artist WHERE avatar IS NOT NULL
      UNION SELECT header_image FROM category WHERE header_image IS NOT NULL`)
  ).rows.map((r) => r.url);
