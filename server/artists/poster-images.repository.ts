/** The image work of uploaded posters (poster_processing) and the images it makes (product_image). */
import type { Queryable } from '../db/db.port.js';

export interface PosterImageJob {
  readonly original: string;
  readonly width: number;
  readonly height: number;
}

export const findPosterImageJob = async (db: Queryable, productId: number): Promise<PosterImageJob | undefined> =>
  (await db.query<PosterImageJob>('SELECT original, width, height FROM poster_processing WHERE product_id = $1', [productId]))
    .rows[0];

export const setPosterImageProgress = async (db: Queryable, productId: number, done: number, state: string): Promise<void> => {
  await db.query('UPDATE poster_processing SET done = $2, state = $3 WHERE product_id = $1', [productId, done, state]);
};

export interface MadeImage {
  readonly type: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** Replaces the poster's images with `images`; run it in the transaction that marks the job ready. */
export const replacePosterImages = async (tx: Queryable, productId: number, images: readonly MadeImage[]): Promise<void> => {
  await tx.query('DELETE FROM product_image WHERE product_id = $1', [productId]);
  for (const img of images) {
    await tx.query('INSERT INTO product_image (product_id, type, url, width, height, position) VALUES ($1, $2, $3, $4, $5, 0)', [
      productId,
      img.type,
      img.url,
      img.width,
      img.height,
    ]);
  }
};

export const markPosterImagesReady = async (tx: Queryable, productId: number, at: Date): Promise<void> => {
  await tx.query(`UPDATE poster_processing SET done = total, state = 'ready', finished_at = $2 WHERE product_id = $1`, [
    productId,
    at,
  ]);
};

export const markPosterImagesFailed = async (db: Queryable, productId: number, at: Date): Promise<void> => {
  await db.query(`UPDATE poster_processing SET state = 'failed', finished_at = $2 WHERE product_id = $1`, [productId, at]);
};

/** Jobs a previous run left queued or half done, oldest first. */
export const unfinishedPosterImageJobs = async (db: Queryable): Promise<number[]> =>
  (
    await db.query<{ product_id: number }>(
      `SELECT product_id FROM poster_processing WHERE state IN ('queued', 'processing') ORDER BY started_at, product_id`,
    )
  ).rows.map((r) => r.product_id);
