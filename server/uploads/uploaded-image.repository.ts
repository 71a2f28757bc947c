/** SQL of the uploaded_image table (migration 060): the storage budget, the order's claim, the sweep. */
import type { Db, Queryable } from '../db/db.port.js';

/** One lock for every budget check, so two uploads at once cannot both take the last room. */
const BUDGET_LOCK = 604_060;

/** Counts an upload against the budget of unordered uploads; false when it does not fit. */
export const reserveUpload = (db: Db, upload: { id: string; bytes: number; at: Date }, budgetBytes: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BUDGET_LOCK]);
    const { rows } = await tx.query<{ used: number }>(
      'SELECT coalesce(sum(bytes), 0)::float8 AS used FROM uploaded_image WHERE ordered_at IS NULL',
    );
    if (rows[0]!.used + upload.bytes > budgetBytes) return false;
    await tx.query('INSERT INTO uploaded_image (id, bytes, created_at) VALUES ($1, $2, $3)', [
      upload.id,
      upload.bytes,
      upload.at,
    ]);
    return true;
  });

export const forgetUpload = async (db: Queryable, id: string): Promise<void> => {
  await db.query('DELETE FROM uploaded_image WHERE id = $1', [id]);
};

/**
 * Marks an upload as held by an order, in the order's transaction; the row stays locked until
 * that transaction ends, so a sweep running at the same moment skips it. 'untracked' for a photo
 * stored before uploads were counted (or one the sweep has just removed).
 */
export const claimUpload = async (tx: Queryable, id: string): Promise<'claimed' | 'untracked'> => {
  const { rows } = await tx.query(
    'UPDATE uploaded_image SET ordered_at = coalesce(ordered_at, now()) WHERE id = $1 RETURNING id',
    [id],
  );
  return rows.length > 0 ? 'claimed' : 'untracked';
};

/**
 * Deletes up to `batch` unordered uploads created before `before`; `removeFiles` runs inside the
 * same transaction, so an order that waits for one of these rows finds neither row nor file.
 */
export const sweepUnordered = (
  db: Db,
  before: Date,
  batch: number,
  removeFiles: (ids: string[]) => Promise<void>,
): Promise<number> =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `DELETE FROM uploaded_image WHERE id IN (
         SELECT id FROM uploaded_image WHERE ordered_at IS NULL AND created_at < $1
         ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [before, batch],
    );
    await removeFiles(rows.map((r) => r.id));
    return rows.length;
  });
