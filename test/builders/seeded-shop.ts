import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openSeededPglite } from './seeded-pglite';
import type { Db } from '../../server/db/db.port';
import { testConfig } from './config';

/**
 * The whole shop on a fresh embedded database with the seed-7 demo catalogue, rendering pages
 * from the built bundles (`npm run build` runs before the tests).
 */
export const startSeededShop = async (): Promise<{ app: FastifyInstance; db: Db }> => {
  if (!existsSync(path.resolve('dist/ssr/entry-server.js'))) throw new Error('run `npm run build` before the SSR tests');
  const db = await openSeededPglite();
  const app = await buildApp({ config: testConfig(), db, logger: false });
  await app.ready();
  return { app, db };
};
