import type { Db, Queryable } from '../db/db.port.js';
import { readCatalogueVersion } from './catalogue-version.repository.js';

/** The channel every bump of catalogue_version notifies (migration 014). */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

export interface CatalogueVersion {
  /** True when the catalogue changed since the last call (false on the first call). */
  changed(): Promise<boolean>;
}

/**
 * The catalogue's version (bumped by database triggers on every catalogue write, by any
 * instance). Caches ask `changed()` before answering from memory: when the version moved
 * since they last asked, they start afresh.
 *
 * On PostgreSQL other instances write too, so every call reads the single version row: a change
 * made through one instance shows at once on the next request to any other (docs/architecture.md#scaling-out). On embedded PGlite this process is the only writer and the database notifies each bump
 * before the write resolves, so the version is counted from notifications and a cache hit costs
 * no query: a read on the single-threaded embedded database took about 1 ms, a third of a cached
 * page's whole cost.
 */
export const createCatalogueVersion = (db: Queryable & Partial<Pick<Db, 'kind' | 'listen'>>): CatalogueVersion => {
  let seen: number | undefined;
  const movedTo = (version: number | undefined) => {
    const moved = seen !== undefined && version !== seen;
    seen = version;
    return moved;
  };
  if (db.kind === 'pglite' && db.listen) {
    let bumps = 0;
    const listening = db.listen(CATALOGUE_VERSION_CHANNEL, () => {
      bumps += 1;
    });
    return {
      changed: async () => {
        await listening;
        return movedTo(bumps);
      },
    };
  }
  return {
    changed: async () => movedTo(await readCatalogueVersion(db)),
  };
};
