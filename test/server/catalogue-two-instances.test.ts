/**
 * A catalogue change made through one instance is live on another at once
 * (docs/rules/catalogue-management.md#live-everywhere): two apps, each with its own connection pool and
 * its own answer cache and catalogue reads, on one PostgreSQL database. The second instance has
 * its answers cached before the first one publishes, re-prices and hides a poster; it then answers
 * the change on its next request, in its product answers, its search and its sitemap. PostgreSQL
 * only (TEST_DATABASE_URL): on the embedded database one process is the only writer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/db.port';
import { testConfig } from '../builders/config';
import { newPoster } from '../builders/catalogue-poster';
import { startApi, type Api } from './harness';
import { staffSession } from './staff-session';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('catalogue changes across two instances on one PostgreSQL', () => {
  let first: Api;
  let secondDb: Db;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await startApi({ postgresUrl: postgresUrl! });
    // The second instance opens its own pool on the first one's database (and schema, when it has one).
    const { rows } = await first.db.query<{ db: string; schema: string }>(
      'SELECT current_database() AS db, current_schema() AS schema',
    );
    const url = new URL(postgresUrl!);
    url.pathname = `/${rows[0]!.db}`;
    if (rows[0]!.schema !== 'public') url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    secondDb = await openPostgres(url.toString(), 4);
    second = await buildApp({ config: testConfig(), db: secondDb, withSsr: false, logger: false, media: first.media });
    await second.ready();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('shows a publish, a price and a hide made on the first instance on the second at once', async () => {
    const staff = await staffSession(first.app, 'sandbox-catalogue');
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      first.app.inject({ method, url, payload, headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf } });
    const created = await write('POST', '/api/admin/catalogue/products', newPoster('TWO-1', 'two-instances'));
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;

    const slug = '/api/product-by-slug/two-instances-sv?store=se';
    const listing = '/api/products?limit=24&store=se&newest=true';
    expect((await second.inject(slug)).statusCode).toBe(404);
    expect((await second.inject(listing)).headers['x-answer-cache']).toBe('miss');
    expect((await second.inject(listing)).headers['x-answer-cache']).toBe('hit');

    expect((await write('POST', `/api/admin/catalogue/products/${id}/status`, { move: 'publish' })).statusCode).toBe(200);
    const shown = await second.inject(slug);
    expect(shown.statusCode).toBe(200);
    expect((await second.inject(listing)).headers['x-answer-cache']).toBe('miss');
    expect(((await second.inject(listing)).json() as { id: number }[]).map((p) => p.id)).toContain(id);
    const found = (await second.inject('/api/search?query=Hamnen&store=se')).json() as { items: { id: number }[] };
    expect(found.items.map((p) => p.id)).toContain(id);
    expect((await second.inject('/sitemaps/se.xml')).body).toContain('two-instances-sv');

    const priced = await write('PUT', `/api/admin/catalogue/products/${id}/prices`, {
      sizes: [{ size: '50x70', eur: 3490, currencies: { SEK: 29900 } }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const sek = (await second.inject(slug)).json() as { variations: { option_name: string; price: number }[] };
    expect(sek.variations.find((v) => v.option_name === '50x70')?.price).toBe(29900);

    expect((await write('POST', `/api/admin/catalogue/products/${id}/status`, { move: 'hide' })).statusCode).toBe(200);
    expect((await second.inject(slug)).statusCode).toBe(404);
    expect(((await second.inject(listing)).json() as { id: number }[]).map((p) => p.id)).not.toContain(id);
    expect((await second.inject('/sitemaps/se.xml')).body).not.toContain('two-instances-sv');
  }, 60_000);
});
