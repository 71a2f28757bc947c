import { afterAll, beforeAll, it } from 'vitest';
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
 * A test of two or more writers at once (docs/data-ownership.md "Races"). It runs on PostgreSQL
 * only: PGlite runs one transaction after the other, so there the race never happens and the test
 * would pass with its guard removed. On PGlite it is skipped, and says why.
 */
export const raceTest =
  (postgresUrl: string | undefined) =>
  (name: string, fn: () => Promise<void>, timeoutMs?: number): void => {
    it(
      name,
      async (ctx) => {
        if (postgresUrl === undefined)
          ctx.skip('a race needs PostgreSQL (TEST_DATABASE_URL): PGlite runs one transaction at a time');
        await fn();
      },
      timeoutMs,
    );
  };

export interface ApiOptions {
  readonly postgresUrl?: string;
  readonly clock?: Clock;
  readonly config?: Partial<Config>;
  readonly exchangeRates?: ExchangeRates;
}

export interface Api {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly media: ReturnType<typeof createInMemoryMediaStore>;
  close(): Promise<void>;
}

/**
 * A seeded shop API on embedded PGlite in memory, or on the PostgreSQL server named by
 * TEST_DATABASE_URL. On PostgreSQL every call gets a database of its own, copied from the run's
 * seeded template and dropped on close (../builders/seeded-postgres.ts), so test files running in
 * parallel never see each other's tables.
 */
export const startApi = async (opts: ApiOptions = {}): Promise<Api> => {
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

/**
 * The seeded shop API of one `describe`: started in the suite's first `beforeAll`, closed in its
 * `afterAll`. The fields are there from then on, so the suite's own `beforeAll` (seeding, sign-ins)
 * and every test read them as `api.app`, `api.db`.
 */
export const apiForSuite = (opts: ApiOptions = {}, timeoutMs?: number): Api => {
  const api: { -readonly [K in keyof Api]?: Api[K] } = {};
  beforeAll(async () => {
    Object.assign(api, await startApi(opts));
  }, timeoutMs);
  afterAll(async () => api.close?.());
  return api as Api;
};
