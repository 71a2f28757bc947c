import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.port.js';
import type { MediaStore } from './platform/media-store.port.js';
import type { Clock } from './platform/clock.js';
import { createPrintQueue, type PrintQueue } from './personalisation/print-queue.js';
import { printJobDepth } from './personalisation/print-job.repository.js';
import type { ImageWork } from './platform/image-work.js';
import type { PrintFileDeps } from './personalisation/print-file.js';
import { createUploadSweep } from './uploads/upload-sweep.js';
import { customerPhotosIn } from './uploads/customer-images.js';
import { orderedLinesOf } from './orders/ordered-lines.js';
import { printQueueDepthGauge } from './http/metrics.js';
import type { PosterArtwork } from './personalisation/poster-artwork.port.js';
import { artistOriginalOf } from './artists/poster-originals.repository.js';
import { catalogueMasterOf, createCatalogueImages } from './catalogue/management/catalogue-images.js';
import type { SerialJobs } from './platform/serial-jobs.js';

interface BackgroundDeps {
  readonly config: Config;
  readonly db: Db;
  readonly media: MediaStore;
  readonly clock: Clock;
}

/**
 * What a print queue renders from, in the web instance and in `npm run worker` alike: the paid
 * order's lines (server/orders) and the shoppers' photos (server/uploads) kept in `media`.
 */
export const printSources = (db: Db, media: MediaStore, work: ImageWork, catalogueArtwork?: PosterArtwork): PrintFileDeps => {
  const artistOriginal = artistOriginalOf(media);
  const catalogueMaster = catalogueMasterOf(media);
  return {
    db,
    media,
    work,
    photos: customerPhotosIn(media),
    orders: orderedLinesOf,
    // An artist's poster prints from its original; a catalogue poster from the master staff uploaded
    // (docs/rules/catalogue-management.md#images), else from the catalogue's artwork (the demo's generated art).
    artwork: async (tx, productId) => {
      const original = (await artistOriginal(tx, productId)) ?? (await catalogueMaster(tx, productId));
      if (original) return { kind: 'raster', bytes: original };
      return catalogueArtwork ? catalogueArtwork(tx, productId) : null;
    },
  };
};

/** Print files of paid personalised orders, rendered in the background from ready until close. */
export const startPrintQueue = (
  app: FastifyInstance,
  {
    config,
    db,
    media,
    clock,
    imageWork,
    catalogueArtwork,
  }: BackgroundDeps & {
    imageWork: ImageWork;
    /** The catalogue posters' artwork (the demo's generated art in demo mode). */
    catalogueArtwork?: PosterArtwork;
  },
): PrintQueue => {
  const prints = createPrintQueue({
    ...printSources(db, media, imageWork, catalogueArtwork),
    clock,
    log: app.log,
    onAttempt: (seconds, outcome) => app.metrics.printJobDuration.observe({ outcome }, seconds),
    runsJobs: config.printJobs.run,
    concurrency: config.printJobs.concurrency,
    pollMs: config.printJobs.pollMs,
  });
  app.decorate('printQueue', prints);
  printQueueDepthGauge(app.metrics, () => printJobDepth(db));
  app.addHook('onClose', async () => {
    prints.stop();
    await prints.idle();
  });
  // Print files of orders paid before a restart that were not rendered yet.
  app.addHook('onReady', async () => {
    prints.resume();
  });
  return prints;
};

/** Deletes uploaded photos no order took, on a timer from ready until close. */
export const startUploadSweep = (app: FastifyInstance, { config, db, media, clock }: BackgroundDeps): void => {
  const sweep = createUploadSweep({
    db,
    media,
    clock,
    maxAgeMs: config.uploads.maxAgeMs,
    intervalMs: config.uploads.sweepIntervalMs,
    onError: (err) => app.log.error({ err }, 'upload sweep failed'),
  });
  app.decorate('uploadSweep', sweep);
  app.addHook('onReady', async () => {
    sweep.start();
  });
  app.addHook('onClose', async () => {
    await sweep.stop();
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue posters' image jobs (tests wait for them to be idle). */
    catalogueImages: SerialJobs;
  }
}

/** The images of catalogue posters made from their masters, in the background from ready until close. */
export const startCatalogueImages = (
  app: FastifyInstance,
  deps: BackgroundDeps & { readonly imageWork: ImageWork },
): SerialJobs => {
  const jobs = createCatalogueImages({
    db: deps.db,
    media: deps.media,
    clock: deps.clock,
    work: deps.imageWork,
    log: (msg, data) => app.log.warn(data ?? {}, msg),
  });
  app.decorate('catalogueImages', jobs);
  app.addHook('onReady', async () => {
    await jobs.resume();
  });
  app.addHook('onClose', async () => {
    await jobs.idle();
  });
  return jobs;
};
