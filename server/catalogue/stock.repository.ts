/**
 * The catalogue's stock, as other capabilities change it through a port of their own: a refund or
 * a cancellation puts the units of its lines back (server/backoffice's ReturnStock).
 */
import type { Queryable } from '../db/db.port.js';

/** Puts units back in stock, variation by variation in id order (the order every stock write locks in). */
export const returnStock = async (tx: Queryable, units: ReadonlyMap<number, number>): Promise<void> => {
  for (const [variationId, quantity] of [...units].sort(([a], [b]) => a - b))
    await tx.query('UPDATE variation SET stock = stock + $1 WHERE id = $2', [quantity, variationId]);
};
