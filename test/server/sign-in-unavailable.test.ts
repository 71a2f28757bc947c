import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import type { Db } from '../../server/db/db.port';
import { openSeededPglite } from '../builders/seeded-pglite';

/**
 * A sign-in provider that cannot be reached (docs/configuration.md, WALLET_ISSUER_URL): starting
 * a wallet or back-office sign-in answers 503 with Retry-After and the styled error page saying
 * that signing in is what is away, never a bare 500.
 */
describe('a sign-in whose provider cannot be reached', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    db = await openSeededPglite();
    // Nothing listens on port 9 here: the provider's discovery document cannot be fetched.
    app = await buildApp({ config: testConfig({ WALLET_ISSUER_URL: 'http://127.0.0.1:9/' }), db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it.each(['/auth/login', '/auth/staff/login'])('%s answers 503 and a page saying signing in is unavailable', async (url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('data-status="503"');
    expect(res.body).toContain('Signing in is not possible just now');
  });
});
