import type { Queryable } from './db.port.js';

/** The smallest round trip: resolves when the database answers, rejects when it cannot. */
export const pingDatabase = async (db: Queryable): Promise<void> => {
  await db.query('SELECT 1');
};
