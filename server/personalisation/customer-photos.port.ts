import type { Queryable } from '../db/db.port.js';

/**
 * The shoppers' uploaded photos as personalisation needs them. Owned here, implemented by
 * server/uploads (customerPhotosIn), wired where the shop and the print worker are composed.
 */
export interface CustomerPhotos {
  /** Inside the order's transaction: marks photo `id` as held by an order line; false when no such photo is kept. */
  hold(tx: Queryable, id: string): Promise<boolean>;
  /** The photo's pixels (its decoded size, checked at upload), or null when it is not kept. */
  pixels(id: string): Promise<{ readonly width: number; readonly height: number } | null>;
  /** The photo's bytes for its print file, or null when it is not kept. */
  read(id: string): Promise<Buffer | null>;
}
