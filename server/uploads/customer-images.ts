/**
 * Customers' own photos for upload-your-own posters (docs/rules/uploads.md#customer-photos, docs/rules/shop-wide.md#wire-conventions POST /api/upload-image): a
 * checked image is stored under a random id, never under the client's file name.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db, Queryable } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import type { CheckedImage } from '../platform/image-checks.js';
import { claimUpload, forgetUpload, reserveUpload } from './uploaded-image.repository.js';

/** 128 random bits, URL-safe: `[A-Za-z0-9_-]{22}` lower-cased keys would lose bits, so hex. */
export const UPLOADED_IMAGE_ID = /^[0-9a-f]{32}$/;

export const newUploadedImageId = (): string => randomBytes(16).toString('hex');

export const customerImageKey = (id: string): string => {
  if (!UPLOADED_IMAGE_ID.test(id)) throw new Error(`Not an uploaded image id: ${id}`);
  return `uploads/${id}.jpg`;
};

export interface CustomerImageDeps {
  readonly db: Db;
  readonly media: MediaStore;
  readonly clock: Clock;
  /** Bytes that uploads no order holds may take together (UPLOAD_BUDGET_MB). */
  readonly budgetBytes: number;
}

/**
 * Stores a checked photo; null when the budget of unordered uploads has no room for it. The row
 * is counted before the file is written (and forgotten if the write fails), so no stored file is
 * ever outside the budget or the sweep.
 */
export const storeCustomerImage = async (deps: CustomerImageDeps, image: CheckedImage): Promise<string | null> => {
  const id = newUploadedImageId();
  if (!(await reserveUpload(deps.db, { id, bytes: image.jpeg.length, at: new Date(deps.clock.now()) }, deps.budgetBytes)))
    return null;
  try {
    await deps.media.put(customerImageKey(id), image.jpeg);
  } catch (e) {
    await forgetUpload(deps.db, id);
    throw e;
  }
  return id;
};

/**
 * For an order line naming an uploaded photo, inside the order's transaction: marks the photo as
 * held by an order (so the sweep keeps it) and says whether it is there to print.
 */
export const holdCustomerImage = async (tx: Queryable, store: MediaStore, id: string): Promise<boolean> => {
  if (!UPLOADED_IMAGE_ID.test(id)) return false;
  await claimUpload(tx, id);
  return store.has(customerImageKey(id));
};

/**
 * The shoppers' photos kept in `media` as personalisation holds them for order lines and reads
 * them for print files (its CustomerPhotos port, server/personalisation/customer-photos.port.ts).
 */
export const customerPhotosIn = (media: MediaStore) => ({
  hold: (tx: Queryable, id: string): Promise<boolean> => holdCustomerImage(tx, media, id),
  // A kept photo went through a full decode and re-encode (or lossless copy) at upload, so its
  // header's size is the size of its decoded pixels.
  pixels: async (id: string) => {
    const bytes = UPLOADED_IMAGE_ID.test(id) ? await media.get(customerImageKey(id)) : null;
    if (!bytes) return null;
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width, height };
  },
  read: (id: string): Promise<Buffer | null> =>
    UPLOADED_IMAGE_ID.test(id) ? media.get(customerImageKey(id)) : Promise.resolve(null),
});
