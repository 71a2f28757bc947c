/**
 * Every image type of an uploaded poster (docs/rules/product-pages.md#size-frame-and-options "Image types": thumb, gallery thumb,
 * featured, gallery, margin, no margin, bw margin, bw no margin), made with sharp in the
 * background after the upload answered, from the original the upload checks already re-encoded
 * without its metadata (server/platform/image-checks.ts). Progress (done/total) is written after each step so the
 * posters page can show it; the product_image rows appear together once all are made, so a
 * poster shows the waiting placeholder until then (docs/rules/catalogue.md#product-status). Jobs run one at a time per server
 * and unfinished ones are picked up again after a restart.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { makePosterVariants, POSTER_VARIANT_STEPS } from '../platform/poster-variants.js';
import type { ImageWork } from '../platform/image-work.js';
import { createSerialJobs } from '../platform/serial-jobs.js';
import { orientationOf } from '../../src/domain/print/orientation.js';
import {
  findPosterImageJob,
  markPosterImagesFailed,
  markPosterImagesReady,
  replacePosterImages,
  setPosterImageProgress,
  unfinishedPosterImageJobs,
  type MadeImage,
} from './poster-images.repository.js';

export const POSTER_IMAGE_STEPS = POSTER_VARIANT_STEPS;

/** Media-store keys: the original is never served; generated images are, under /artist-media/. */
export const ARTIST_MEDIA_PREFIX = 'artist-media';
export const originalKey = (productId: number): string => `artist-originals/${productId}/original.jpg`;
export const artistMediaUrl = (key: string): string => `/${key}`;

export const createPosterImageQueue = (deps: {
  db: Db;
  media: MediaStore;
  clock: Clock;
  work: ImageWork;
  log?: (msg: string, data?: object) => void;
}) => {
  const { db, media, clock } = deps;

  const progress = (productId: number, done: number, state: string) => setPosterImageProgress(db, productId, done, state);

  const process = async (productId: number): Promise<void> => {
    const job = await findPosterImageJob(db, productId);
    if (!job) return;
    try {
      await progress(productId, 0, 'processing');
      const original = await media.get(job.original);
      if (!original) throw new Error(`original of poster ${productId} is missing`);
      const images: MadeImage[] = await makePosterVariants({
        work: deps.work,
        original,
        portrait: orientationOf(job) === 'portrait',
        // Random, not the time: the images of a poster in review must not be found by guessing.
        put: async (name, data) => {
          const key = `${ARTIST_MEDIA_PREFIX}/posters/${productId}/${name}-${randomBytes(16).toString('hex')}.webp`;
          await media.put(key, data);
          return artistMediaUrl(key);
        },
        step: (done) => progress(productId, done, 'processing'),
      });
      await db.transaction(async (tx) => {
        await replacePosterImages(tx, productId, images);
        await markPosterImagesReady(tx, productId, new Date(clock.now()));
      });
      deps.log?.('poster images ready', { productId });
    } catch (e) {
      deps.log?.('poster images failed', { productId, error: String(e) });
      await markPosterImagesFailed(db, productId, new Date(clock.now())).catch(() => {});
    }
  };

  return createSerialJobs(process, () => unfinishedPosterImageJobs(db));
};
export type PosterImageQueue = ReturnType<typeof createPosterImageQueue>;
