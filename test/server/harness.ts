import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { testConfig } from '../builders/config';
import type { Clock } from '../../server/platform/clock';
import type { ExchangeRates } from '../../server/platform/exchange-rates.port';
import type { Db } from '../../server/db/db.port';
import { createInMemoryMediaStore } from '../../server/uploads/in-memory-media-store';
import { openSeededPglite } from '../builders/seeded-pglite';
import { openSeededPostgres } from '../builders/seeded-postgres';

/**
 * The databases a server test runs on, for `describe.each`: embedded PGlite always, and the
 * PostgreSQL server named by TEST_DATABASE_URL when one is set.
 */
export const databaseTargets: Array<[name: string, postgresUrl: string | undefined]> = [
  ['PGlite', undefined],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]] : []),
];

/**
 * A seeded shop API on embedded PGlite in memory, or on the PostgreSQL server named by
 * TEST_DATABASE_URL. On PostgreSQL every call gets a database of its own, copied from the run's
 * seeded template and dropped on close (../builders/seeded-postgres.ts), so test files running in
 * parallel never see each other's tables.
 */
export const startApi = async (
  opts: { postgresUrl?: string; clock?: Clock; config?: Partial<Config>; exchangeRates?: ExchangeRates } = {},
): Promise<{
  app: FastifyInstance;
  db: Db;
  media: ReturnType<typeof createInMemoryMediaStore>;
  close(): Promise<void>;
}> => {
  let db: Db;
  let dropDatabase = async () => {};
  if (opts.postgresUrl) ({ db, drop: dropDatabase } = await openSeededPostgres(opts.postgresUrl));
  else db = await openSeededPglite();
  const config = testConfig({}, opts.config);
  const media = createInMemoryMediaStore();
  const app = await buildApp({
    config,
    db,
    withSsr: false,
    logger: false,
    media,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.exchangeRates ? { exchangeRates: opts.exchangeRates } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    media,
    close: async () => {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
};
