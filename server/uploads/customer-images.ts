/**
 * Customers' own photos for upload-your-own posters (spec §2, §7 POST /api/upload-image): a
 * checked image is stored under a random id, never under the client's file name.
 */
import { randomBytes } from 'node:crypto';
import type { MediaStore } from './media-store.port.js';
import type { CheckedImage } from './image-checks.js';

/** 128 random bits, URL-safe: `[A-Za-z0-9_-]{22}` lower-cased keys would lose bits, so hex. */
export const UPLOADED_IMAGE_ID = /^[0-9a-f]{32}$/;

export const newUploadedImageId = (): string => randomBytes(16).toString('hex');

export const customerImageKey = (id: string): string => {
  if (!UPLOADED_IMAGE_ID.test(id)) throw new Error(`Not an uploaded image id: ${id}`);
  return `uploads/${id}.jpg`;
};

export const storeCustomerImage = async (store: MediaStore, image: CheckedImage): Promise<string> => {
  const id = newUploadedImageId();
  await store.put(customerImageKey(id), image.jpeg);
  return id;
};

export const isStoredCustomerImage = async (store: MediaStore, id: string): Promise<boolean> =>
  UPLOADED_IMAGE_ID.test(id) && store.has(customerImageKey(id));
