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
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { UPLOAD_MAX_PIXELS } from '../platform/image-checks.js';
import type { ImageWork } from '../platform/image-work.js';
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

interface Variant {
  readonly name: string;
  /** product_image types this file serves. */
  readonly types: readonly string[];
  readonly make: (base: Sharp, portrait: boolean) => Sharp;
}

const FEATURED_LONG_SIDE = 1400;
const box = (portrait: boolean, longSide: number) => (portrait ? { height: longSide } : { width: longSide });
const withMargin = (img: Sharp, portrait: boolean) => {
  // A white passe-partout of about 5 % of the long side, as printed with margin.
  const pad = Math.round(FEATURED_LONG_SIDE * 0.05);
  return img
    .resize(box(portrait, FEATURED_LONG_SIDE - 2 * pad))
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' });
};

const VARIANTS: readonly Variant[] = [
  { name: 'featured', types: ['featured', 'gallery', 'no_margin'], make: (b, p) => b.resize(box(p, FEATURED_LONG_SIDE)) },
  { name: 'thumb', types: ['thumb'], make: (b, p) => b.resize(box(p, 480)) },
  { name: 'gallery-thumb', types: ['gallery_thumb'], make: (b, p) => b.resize(box(p, 160)) },
  { name: 'margin', types: ['margin'], make: (b, p) => withMargin(b, p) },
  { name: 'bw-no-margin', types: ['bw_no_margin'], make: (b, p) => b.resize(box(p, FEATURED_LONG_SIDE)).grayscale() },
  { name: 'bw-margin', types: ['bw_margin'], make: (b, p) => withMargin(b.grayscale(), p) },
];
export const POSTER_IMAGE_STEPS = VARIANTS.length;

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
  const waiting: number[] = [];
  let running: Promise<void> | null = null;
  const listeners = new Set<(productId: number) => void>();

  const progress = (productId: number, done: number, state: string) => setPosterImageProgress(db, productId, done, state);

  const process = async (productId: number): Promise<void> => {
    const job = await findPosterImageJob(db, productId);
    if (!job) return;
    try {
      await progress(productId, 0, 'processing');
      const original = await media.get(job.original);
      if (!original) throw new Error(`original of poster ${productId} is missing`);
      const portrait = orientationOf(job) === 'portrait';
      // The variants start from one decoded, downscaled copy instead of the full original each time;
      // only that decode is large, so only it takes a turn in the image-work limit.
      const base = await deps.work.background(() =>
        sharp(original, { limitInputPixels: UPLOAD_MAX_PIXELS }).resize(box(portrait, FEATURED_LONG_SIDE)).toBuffer(),
      );
      const images: MadeImage[] = [];
      for (const [i, v] of VARIANTS.entries()) {
        const { data, info } = await v.make(sharp(base), portrait).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
        // Random, not the time: the images of a poster in review must not be found by guessing.
        const key = `${ARTIST_MEDIA_PREFIX}/posters/${productId}/${v.name}-${randomBytes(16).toString('hex')}.webp`;
        await media.put(key, data);
        for (const type of v.types) images.push({ type, url: artistMediaUrl(key), width: info.width, height: info.height });
        await progress(productId, i + 1, 'processing');
      }
      await db.transaction(async (tx) => {
        await replacePosterImages(tx, productId, images);
        await markPosterImagesReady(tx, productId, new Date(clock.now()));
      });
      deps.log?.('poster images ready', { productId });
    } catch (e) {
      deps.log?.('poster images failed', { productId, error: String(e) });
      await markPosterImagesFailed(db, productId, new Date(clock.now())).catch(() => {});
    }
    for (const l of listeners) l(productId);
  };

  const drain = async () => {
    for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) await process(id);
    running = null;
  };

  return {
    enqueue: (productId: number) => {
      if (!waiting.includes(productId)) waiting.push(productId);
      running ??= drain();
    },
    /** Picks up jobs a previous run left unfinished. */
    resume: async () => {
      const unfinished = await unfinishedPosterImageJobs(db);
      for (const id of unfinished) if (!waiting.includes(id)) waiting.push(id);
      if (unfinished.length > 0) running ??= drain();
    },
    /** Resolves once nothing is queued or running (tests, shutdown). */
    idle: async () => {
      while (running) await running;
    },
    onFinished: (f: (productId: number) => void) => {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
};
export type PosterImageQueue = ReturnType<typeof createPosterImageQueue>;
