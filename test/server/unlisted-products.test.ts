/**
 * A poster the public may not see (in review, denied, or an artist's whose selling is paused) is
 * not found by id either: GET /api/products/{id} and its /bundled answer 404, as the slug lookup
 * does, and a listed wall's bundle leaves such a poster out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status';
import { apiForSuite } from './harness';

describe('unlisted products by id', () => {
  const api = apiForSuite();
  beforeAll(async () => {
    // Three artists' posters: one sent back to review, one denied, and one artist paused.
    const posters = (
      await api.db.query<{ id: number; artist_id: number }>(
        `SELECT DISTINCT ON (artist_id) id, artist_id FROM product
         WHERE artist_id IS NOT NULL AND status = ANY($1::int[]) ORDER BY artist_id, id LIMIT 3`,
        [PUBLIC_STATUSES],
      )
    ).rows;
    expect(posters).toHaveLength(3);
    await api.db.query('UPDATE product SET status = 2 WHERE id = $1', [posters[0]!.id]);
    await api.db.query('UPDATE product SET status = 3 WHERE id = $1', [posters[1]!.id]);
    await api.db.query('UPDATE artist SET selling_enabled = false WHERE id = $1', [posters[2]!.artist_id]);
    await api.db.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
  });

  const unlisted = async () =>
    (
      await api.db.query<{ id: number; why: string }>(
        `SELECT p.id, CASE WHEN p.status = ANY($1::int[]) THEN 'paused' ELSE 'status ' || p.status END AS why
         FROM product p LEFT JOIN artist a ON a.id = p.artist_id
         WHERE NOT (p.status = ANY($1::int[])) OR a.selling_enabled = false ORDER BY p.id`,
        [PUBLIC_STATUSES],
      )
    ).rows;

  it('answers 404 for every unlisted product, by id and for its bundle, as by slug', async () => {
    const rows = await unlisted();
    expect(new Set(rows.map((r) => r.why)).size).toBeGreaterThanOrEqual(3); // in review, denied, paused
    for (const { id, why } of rows) {
      const byId = await api.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(byId.statusCode, `${id} (${why})`).toBe(404);
      expect(byId.body).not.toMatch(/image|description/);
      expect((await api.app.inject({ method: 'GET', url: `/api/products/${id}/bundled` })).statusCode, `${id}`).toBe(404);
    }
  });

  it('still answers for a listed product, and leaves an unlisted poster out of a listed wall', async () => {
    const wall = (
      await api.db.query<{ bundle_id: number; product_id: number }>(
        'SELECT bundle_id, product_id FROM bundle_item ORDER BY bundle_id, position LIMIT 1',
      )
    ).rows[0]!;
    const before = await api.app.inject({ method: 'GET', url: `/api/products/${wall.bundle_id}/bundled` });
    expect(before.statusCode).toBe(200);
    expect((before.json() as { id: number }[]).map((p) => p.id)).toContain(wall.product_id);
    expect((await api.app.inject({ method: 'GET', url: `/api/products/${wall.product_id}` })).statusCode).toBe(200);
    await api.db.query('UPDATE product SET status = 3 WHERE id = $1', [wall.product_id]);
    await api.db.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
    const after = await api.app.inject({ method: 'GET', url: `/api/products/${wall.bundle_id}/bundled` });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { id: number }[]).map((p) => p.id)).not.toContain(wall.product_id);
    expect((await api.app.inject({ method: 'GET', url: `/api/products/${wall.product_id}` })).statusCode).toBe(404);
  });
});
