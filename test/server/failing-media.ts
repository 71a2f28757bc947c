import type { MediaStore } from '../../server/platform/media-store.port';

/**
 * Plants a fault in `media`, as a full disk or a crashing renderer would: after `failNext(n)` the
 * next n writes throw `message`, and the writes after them are stored as before.
 */
export const failingPuts = (media: MediaStore, message: string): { failNext(n: number): void } => {
  let left = 0;
  const put = media.put.bind(media);
  media.put = async (key, bytes) => {
    if (left > 0) {
      left--;
      throw new Error(message);
    }
    return put(key, bytes);
  };
  return {
    failNext: (n) => {
      left = n;
    },
  };
};
