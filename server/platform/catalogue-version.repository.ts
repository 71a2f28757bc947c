import type { Queryable } from '../db/db.port.js';

/** The single row of catalogue_version (migration 014), undefined before it exists. */
export const readCatalogueVersion = async (db: Queryable): Promise<number | undefined> =>
  (await db.query<{ version: number }>('SELECT version FROM catalogue_version WHERE id = 1')).rows[0]?.version;
