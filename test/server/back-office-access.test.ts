/**
 * Staff sign-in and roles: staff sign in through OpenID Connect (the demo's sandbox
 * wallet, one identity per role), sessions rotate at sign-in, and /api/admin/* answers 401
 * without a staff session, 403 to an artist, a subject STAFF does not list, a role without the
 * ability, or a write without the CSRF token.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, StaffSession } from '../../src/adapters/http/contract/index';
import { testConfig } from '../builders/config';
import { apiForSuite } from './harness';
import { logIn } from './artist-session';
import { staffSession, staffSignIn } from './staff-session';

const apiError = (body: string) => {
  const r = ApiError.decode(JSON.parse(body));
  if (r._tag === 'Left') throw new Error(`not an ApiError: ${body}`);
  return r.right;
};

describe('back-office access', () => {
  // The running shop's STAFF list, held here so a test can take a subject off it.
  const members = new Map(testConfig().staff.members);
  const api = apiForSuite({ config: { staff: { ...testConfig().staff, members } } });

  it('signs each demo role in and tells the page its role, abilities and CSRF token', async () => {
    for (const [subject, role] of [
      ['sandbox-admin', 'admin'],
      ['sandbox-fulfilment', 'fulfilment'],
      ['sandbox-reviewer', 'reviewer'],
    ] as const) {
      const { location, cookie } = await staffSignIn(api.app, subject);
      expect(location).toBe('/admin/orders');
      const me = await api.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: cookie! } });
      const session = StaffSession.decode(me.json());
      expect(session._tag === 'Right' && session.right.role).toBe(role);
      expect(me.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 401 with a message without a staff session, and for a forged cookie', async () => {
    for (const headers of [{}, { cookie: 'shop_staff=forged.value' }]) {
      const res = await api.app.inject({ method: 'GET', url: '/api/admin/orders', headers });
      expect(res.statusCode).toBe(401);
      expect(apiError(res.body).message).toMatch(/sign in/);
    }
  });

  it('keeps the back office out of search engines', async () => {
    const robots = await api.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toMatch(/^Disallow: \/auth\/$/m);
    const answer = await api.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it("answers 403 to an artist's session", async () => {
    const artist = await logIn(api.app, 'sandbox-artist-1');
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: artist.cookie } });
    expect(res.statusCode).toBe(403);
    expect(apiError(res.body).message).toMatch(/staff/);
  });

  it('gives no session to a subject STAFF does not list', async () => {
    const { location, cookie } = await staffSignIn(api.app, 'sandbox-artist-2');
    expect(location).toBe('/admin?login=refused');
    expect(cookie).toBeUndefined();
  });

  it('answers 403 to a role without the ability: a reviewer reading orders', async () => {
    const reviewer = await staffSession(api.app, 'sandbox-reviewer');
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: reviewer.cookie } });
    expect(res.statusCode).toBe(403);
    expect(apiError(res.body).message).toContain('reviewer');
  });

  it('refuses a write without the CSRF token, and with another session’s', async () => {
    const a = await staffSession(api.app, 'sandbox-fulfilment');
    const b = await staffSession(api.app, 'sandbox-admin');
    for (const headers of [{ cookie: a.cookie }, { cookie: a.cookie, 'x-csrf-token': b.csrf }]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/admin/orders/unknown-order/fulfilment',
        headers,
        payload: { action: 'startProduction' },
      });
      expect(res.statusCode).toBe(403);
      expect(apiError(res.body).message).toMatch(/security token/);
    }
  });

  it('rotates the session at sign-in: the cookie the browser had stops working', async () => {
    const first = await staffSession(api.app, 'sandbox-fulfilment');
    const second = await staffSignIn(api.app, 'sandbox-fulfilment', first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    const old = await api.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: first.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('signs out: only with the CSRF token; the session row is deleted, the cookie cleared, and the cookie stops working', async () => {
    const s = await staffSession(api.app, 'sandbox-reviewer');
    const rows = async () =>
      Number(
        (await api.db.query<{ n: string }>(`SELECT count(*) AS n FROM staff_session WHERE subject = 'sandbox-reviewer'`)).rows[0]!
          .n,
      );
    const before = await rows();
    const forged = await api.app.inject({ method: 'POST', url: '/api/admin/session/logout', headers: { cookie: s.cookie } });
    expect(forged.statusCode).toBe(403);
    expect(await rows()).toBe(before);

    const out = await api.app.inject({
      method: 'POST',
      url: '/api/admin/session/logout',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(await rows()).toBe(before - 1);
    const cleared = [out.headers['set-cookie']].flat().find((c) => c?.startsWith('shop_staff='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await api.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ends the session of a subject taken off STAFF at its next request', async () => {
    const s = await staffSession(api.app, 'sandbox-fulfilment');
    members.delete('sandbox-fulfilment');
    try {
      const res = await api.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: s.cookie } });
      expect(res.statusCode).toBe(403);
    } finally {
      members.set('sandbox-fulfilment', 'fulfilment');
    }
    const after = await api.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
  });
});
