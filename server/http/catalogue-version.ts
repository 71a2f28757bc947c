import type { Queryable } from '../db/db.port.js';

/**
 * The catalogue's version (bumped by database triggers on every catalogue write, by any
 * instance). Caches ask `changed()` before answering from memory: when the version moved
 * since they last asked, they start afresh. One indexed single-row read per request.
 */
export const createCatalogueVersion = (db: Queryable) => {
  let seen: number | undefined;
  return {
    /** True when the catalogue changed since the last call (false on the first call). */
    changed: async (): Promise<boolean> => {
      const version = (await db.query<{ version: number }>('SELECT version FROM catalogue_version WHERE id = 1')).rows[0]?.version;
      const moved = seen !== undefined && version !== seen;
      seen = version;
      return moved;
    },
  };
};
