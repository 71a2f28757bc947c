import type { FastifyInstance } from 'fastify';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { migrate } from '../../server/db/migrate';
import { seedCatalogue } from '../../server/seed/index';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db.port';

/**
 * A seeded shop API on embedded PGlite in memory, or on the PostgreSQL server named by
 * TEST_DATABASE_URL (a throw-away database: its schema is dropped first).
 */
export const startApi = async (opts: { postgresUrl?: string } = {}): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> => {
  let db: Db;
  if (opts.postgresUrl) {
    db = await openPostgres(opts.postgresUrl, 4);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } else {
    db = await openPglite();
  }
  await migrate(db);
  await seedCatalogue(db, { seed: 7 });
  const config = { ...loadConfig({}), publicUrl: 'http://shop.test' };
  const app = await buildApp({ config, db, withSsr: false, logger: false });
  await app.ready();
  return { app, db, close: async () => { await app.close(); await db.close(); } };
};
