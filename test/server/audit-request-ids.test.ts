/**
 * The audit record's request ids name one request across restarts and instances: random UUIDs,
 * never a per-process counter that starts again at "req-1" (two shops here, as after a restart).
 */
import { describe, expect, it } from 'vitest';
import { startApi } from './harness';
import { staffSession } from './staff-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('audit request ids', () => {
  it('are unique UUIDs across two starts of the shop', async () => {
    const ids: string[] = [];
    for (const run of [1, 2]) {
      const api = await startApi();
      try {
        const admin = await staffSession(api.app, 'sandbox-admin');
        for (const n of [1, 2]) {
          const res = await api.app.inject({
            method: 'POST',
            url: '/api/admin/coupons',
            headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
            payload: { code: `AUDIT${run}X${n}`, kind: 'percentage', percent: 5 },
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        const rows = await api.db.query<{ request_id: string }>(
          "SELECT request_id FROM staff_audit WHERE action = 'coupon.create' ORDER BY id",
        );
        ids.push(...rows.rows.map((r) => r.request_id));
      } finally {
        await api.close();
      }
    }
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
  }, 240_000);
});
