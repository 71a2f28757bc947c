/**
 * Every day or date the shop accepts is range-checked: one outside what the database can hold
 * (year 0, year 9999's last day whose next midnight is year 10000) is a 400 naming the parameter,
 * never the database's 500. An error never carries a download's headers (an attachment name, a
 * compression the JSON body does not have).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForSuite } from './harness';
import { staffSession } from './staff-session';

const OUT_OF_RANGE = ['0000-01-01', '9999-12-31', '0001-01-01', '+10000-01-01'];

describe('date parameters', () => {
  const api = apiForSuite();
  let admin: { cookie: string; csrf: string };
  beforeAll(async () => {
    admin = await staffSession(api.app, 'sandbox-admin');
  }, 120_000);

  const get = (url: string) =>
    api.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' } });

  const expect400Naming = (res: Awaited<ReturnType<typeof get>>, name: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toContain(`"${name}"`);
  };

  it.each(OUT_OF_RANGE.flatMap((day) => ['from', 'to'].map((name) => [name, day])))(
    'refuses %s=%s on the order list and its CSV with a 400 naming it',
    async (name, day) => {
      expect400Naming(await get(`/api/admin/orders?${name}=${encodeURIComponent(day)}`), name);
      expect400Naming(await get(`/api/admin/orders.csv?${name}=${encodeURIComponent(day)}`), name);
    },
  );

  it.each(['0000-01-01', '9999-12-31', '0001-01-01'])('refuses the print batch of %s with a 400 naming the day', async (day) => {
    expect400Naming(await get(`/api/admin/print-batches/${day}.zip`), 'day');
  });

  it('still accepts the days a shop has', async () => {
    expect((await get('/api/admin/orders?from=2020-01-01&to=2099-12-31')).statusCode).toBe(200);
    expect((await get('/api/admin/orders.csv?from=1970-01-01&to=2999-12-31')).statusCode).toBe(200);
    expect((await get('/api/admin/print-batches/2026-11-25.zip')).statusCode).not.toBe(400);
  });

  it.each(['9999-12-31T23:59:59Z', '+275760-09-13T00:00:00Z', '0000-01-01T00:00:00Z'])(
    'refuses a coupon ending %s with a 400 naming valid_until',
    async (until) => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
        payload: { code: `RANGE${until.length}${until.charCodeAt(0)}`, kind: 'percentage', percent: 10, valid_until: until },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('valid_until');
    },
  );

  it('a CSV whose database fails answers without the download headers', async () => {
    const query = api.db.query.bind(api.db);
    api.db.query = (async (sql: string, params?: unknown[]) => {
      if (/FROM shop_order/.test(sql) && /completed_at/.test(sql)) throw new Error('disk on fire');
      return query(sql, params);
    }) as typeof api.db.query;
    try {
      const res = await get('/api/admin/orders.csv');
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json().statusCode).toBe(500);
    } finally {
      api.db.query = query;
    }
  });
});
