/**
 * Saved gallery walls in the database (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall"): one wall row and one row per
 * poster, written in one transaction so a wall is never half-saved.
 */
import type { Db } from '../db/db.port.js';
import type { SharedWall } from '../../src/application/ports/gallery-wall.port.js';

/** The wall as the designer shares it, under its id and the store it was shared from. */
export interface StoredWall extends SharedWall {
  readonly id: string;
  readonly store: string;
}

export const createWallRepository = (db: Db) => ({
  environmentExists: async (idx: number): Promise<boolean> =>
    (await db.query('SELECT 1 FROM environment WHERE idx = $1', [idx])).rows.length > 0,

  insert: (wall: Omit<StoredWall, 'environment'> & { readonly environmentIdx: number }) =>
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO gallery_wall (id, layout, environment_idx, store) VALUES ($1, $2, $3, $4)', [
        wall.id,
        wall.layout,
        wall.environmentIdx,
        wall.store,
      ]);
      for (const [i, p] of wall.posters.entries()) {
        await tx.query(
          `INSERT INTO gallery_wall_poster (wall_id, position, product_id, size, portrait, frame_id, top_pct, left_pct)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [wall.id, i, p.productId, p.size, p.portrait, p.frameId, p.top, p.left],
        );
      }
    }),

  byId: async (id: string): Promise<StoredWall | undefined> => {
    const wall = (
      await db.query<{ id: string; layout: number; environment_idx: number; url: string; store: string }>(
        `SELECT w.id, w.layout, w.environment_idx, e.url, w.store
       FROM gallery_wall w JOIN environment e ON e.idx = w.environment_idx WHERE w.id = $1`,
        [id],
      )
    ).rows[0];
    if (!wall) return undefined;
    const posters = (
      await db.query<{
        product_id: number | null;
        size: string;
        portrait: boolean;
        frame_id: number | null;
        top_pct: number;
        left_pct: number;
      }>(
        `SELECT product_id, size, portrait, frame_id, top_pct, left_pct FROM gallery_wall_poster
       WHERE wall_id = $1 ORDER BY position`,
        [id],
      )
    ).rows;
    return {
      id: wall.id,
      layout: wall.layout,
      store: wall.store,
      environment: { idx: wall.environment_idx, url: wall.url },
      posters: posters.map((p) => ({
        productId: p.product_id,
        size: p.size,
        portrait: p.portrait,
        frameId: p.frame_id,
        top: Number(p.top_pct),
        left: Number(p.left_pct),
      })),
    };
  },
});

export type WallRepository = ReturnType<typeof createWallRepository>;
