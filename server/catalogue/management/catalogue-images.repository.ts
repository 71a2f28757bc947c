/** A catalogue poster's image job (migration 120 catalogue_image_job) and the images it makes. */
import type { Queryable } from '../../db/db.port.js';
import type { VariantImage } from '../../platform/poster-variants.js';

export interface CatalogueImageJob {
  readonly master: string;
  readonly width: number;
  readonly height: number;
}

/** Queues (or queues again, after a new master) the job of product `id`. */
export const queueImageJob = async (tx: Queryable, id: number, job: CatalogueImageJob & { total: number; at: Date }) => {
  await tx.query(
    `INSERT INTO catalogue_image_job (product_id, master, width, height, total, started_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (product_id) DO UPDATE SET master = EXCLUDED.master, width = EXCLUDED.width, height = EXCLUDED.height,
       total = EXCLUDED.total, done = 0, state = 'queued', started_at = EXCLUDED.started_at, finished_at = NULL`,
    [id, job.master, job.width, job.height, job.total, job.at],
  );
};

export const findImageJob = async (db: Queryable, id: number): Promise<CatalogueImageJob | undefined> =>
  (await db.query<CatalogueImageJob>('SELECT master, width, height FROM catalogue_image_job WHERE product_id = $1', [id]))
    .rows[0];

export const setImageProgress = async (db: Queryable, id: number, done: number, state: string, at?: Date): Promise<void> => {
  await db.query(
    'UPDATE catalogue_image_job SET done = $2, state = $3, finished_at = COALESCE($4, finished_at) WHERE product_id = $1',
    [id, done, state, at ?? null],
  );
};

/** Replaces the product's images in one statement set; run in the transaction that marks the job ready. */
export const replaceImages = async (tx: Queryable, id: number, images: readonly VariantImage[]): Promise<void> => {
  await tx.query('DELETE FROM product_image WHERE product_id = $1', [id]);
  for (const img of images)
    await tx.query('INSERT INTO product_image (product_id, type, url, width, height, position) VALUES ($1, $2, $3, $4, $5, 0)', [
      id,
      img.type,
      img.url,
      img.width,
      img.height,
    ]);
};

export const markImagesReady = async (tx: Queryable, id: number, at: Date): Promise<void> => {
  await tx.query(`UPDATE catalogue_image_job SET done = total, state = 'ready', finished_at = $2 WHERE product_id = $1`, [
    id,
    at,
  ]);
};

export const unfinishedImageJobs = async (db: Queryable): Promise<number[]> =>
  (
    await db.query<{ product_id: number }>(
      `SELECT product_id FROM catalogue_image_job WHERE state IN ('queued', 'processing') ORDER BY started_at, product_id`,
    )
  ).rows.map((r) => r.product_id);

/** The master of a catalogue poster (the print original), when staff uploaded one. */
export const masterKeyOf = async (db: Queryable, id: number): Promise<string | undefined> =>
  (await db.query<{ master: string }>('SELECT master FROM catalogue_image_job WHERE product_id = $1', [id])).rows[0]?.master;
