/**
 * A catalogue poster's images from the master staff upload (docs/rules/catalogue-management.md#images): the
 * master is kept private in the media store under catalogue-masters/ (never served) and is the
 * poster's print original; the storefront's image types are made from it in the background, one
 * job at a time, with progress, and appear together when all are made. Unfinished jobs resume after a restart.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.port.js';
import type { Clock } from '../../platform/clock.js';
import type { MediaStore } from '../../platform/media-store.port.js';
import type { ImageWork } from '../../platform/image-work.js';
import { makePosterVariants } from '../../platform/poster-variants.js';
import { createSerialJobs, type SerialJobs } from '../../platform/serial-jobs.js';
import { orientationOf } from '../../../src/domain/print/orientation.js';
import {
  findImageJob,
  markImagesReady,
  masterKeyOf,
  replaceImages,
  setImageProgress,
  unfinishedImageJobs,
} from './catalogue-images.repository.js';

export const CATALOGUE_MEDIA_PREFIX = 'catalogue-media';
export const masterKey = (productId: number): string =>
  `catalogue-masters/${productId}/master-${randomBytes(8).toString('hex')}.jpg`;

export const createCatalogueImages = (deps: {
  readonly db: Db;
  readonly media: MediaStore;
  readonly clock: Clock;
  readonly work: ImageWork;
  readonly log?: (msg: string, data?: object) => void;
}): SerialJobs => {
  const { db, media, clock } = deps;
  const at = () => new Date(clock.now());
  const run = async (id: number): Promise<void> => {
    const job = await findImageJob(db, id);
    if (!job) return;
    try {
      await setImageProgress(db, id, 0, 'processing');
      const master = await media.get(job.master);
      if (!master) throw new Error(`master of product ${id} is missing`);
      const images = await makePosterVariants({
        work: deps.work,
        original: master,
        portrait: orientationOf(job) === 'portrait',
        put: async (name, data) => {
          const key = `${CATALOGUE_MEDIA_PREFIX}/posters/${id}/${name}-${randomBytes(16).toString('hex')}.webp`;
          await media.put(key, data);
          return `/${key}`;
        },
        step: (done) => setImageProgress(db, id, done, 'processing'),
      });
      await db.transaction(async (tx) => {
        await replaceImages(tx, id, images);
        await markImagesReady(tx, id, at());
      });
    } catch (e) {
      deps.log?.('catalogue images failed', { productId: id, error: String(e) });
      await setImageProgress(db, id, 0, 'failed', at()).catch(() => {});
    }
  };
  return createSerialJobs(run, () => unfinishedImageJobs(db));
};

/** The print original of a catalogue poster: its master, when staff uploaded one (the print queue's PosterArtwork). */
export const catalogueMasterOf =
  (media: MediaStore) =>
  async (db: Queryable, productId: number): Promise<Buffer | null> => {
    const key = await masterKeyOf(db, productId);
    return key ? media.get(key) : null;
  };
