import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/db.port';
import { createCatalogueVersion } from '../../server/platform/catalogue-version';

/**
 * The caches' catalogue version (server/platform/catalogue-version.ts): on embedded PGlite it is
 * counted from the database's notifications, so asking costs no query and a write the caller
 * awaited is always seen; on PostgreSQL (other instances write too) every ask reads the row.
 */
describe('catalogue version', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  });
  afterAll(async () => db?.close());

  /** The same database, counting the queries made through it. */
  const counting = (kind: Db['kind']) => {
    const counted = { queries: 0 };
    const handle = {
      ...db,
      kind,
      query: ((sql: string, params?: readonly unknown[]) => {
        counted.queries += 1;
        return db.query(sql, params);
      }) as Db['query'],
    };
    return { handle: kind === 'postgres' ? { ...handle, listen: undefined } : handle, counted };
  };
  const rename = (name: string) => db.query(`UPDATE artist SET name = $1 WHERE slug = 'version-test'`, [name]);

  it('on PGlite: sees every catalogue write it awaited, plain or in a transaction, without reading the version row', async () => {
    await db.query(`INSERT INTO artist (name, slug) VALUES ('Version Test', 'version-test') ON CONFLICT DO NOTHING`);
    const { handle, counted } = counting('pglite');
    const version = createCatalogueVersion(handle);
    expect(await version.changed()).toBe(false);
    expect(await version.changed()).toBe(false);
    await rename('Renamed once');
    expect(await version.changed()).toBe(true);
    expect(await version.changed()).toBe(false);
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE artist SET name = 'Renamed twice' WHERE slug = 'version-test'`);
    });
    expect(await version.changed()).toBe(true);
    // A write outside the catalogue (the rate-limit table) does not move it.
    await db.query(`INSERT INTO rate_limit (key, hits, window_ends) VALUES ('version-test', 1, 0)`);
    expect(await version.changed()).toBe(false);
    expect(counted.queries).toBe(0);
  });

  it("on PostgreSQL: reads the version row on every ask, so another instance's write shows at once", async () => {
    const { handle, counted } = counting('postgres');
    const version = createCatalogueVersion(handle);
    expect(await version.changed()).toBe(false);
    await rename('Renamed by another instance');
    expect(await version.changed()).toBe(true);
    expect(await version.changed()).toBe(false);
    expect(counted.queries).toBe(3);
  });
});
