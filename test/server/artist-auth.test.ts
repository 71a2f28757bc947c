import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../../server/auth/session-cookie';
import { ApiError, AuthSession } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { manualClock } from '../../server/platform/clock';
import { startApi } from './harness';
import { as, consentAs, cookieFrom, logIn, startLogin } from './artist-session';

/**
 * Artist login through the embedded wallet provider and the session rules (docs/rules/artists.md#sign-in-and-sessions wallet
 * login, docs/rules/artists.md#sign-in-and-sessions token refresh on entry; issue: PKCE, refresh, expiry, rotation, CSRF, forged cookie).
 */
const MINUTE = 60_000;

describe('artist login and sessions', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const clock = manualClock(Date.UTC(2026, 10, 23, 9));

  beforeAll(async () => {
    ({ app, db, close } = await startApi({ clock }));
  });
  afterAll(async () => close?.());

  const apiError = (body: string) => {
    const r = ApiError.decode(JSON.parse(body));
    if (r._tag === 'Left') throw new Error(`not an ApiError: ${body}`);
    return r.right;
  };

  it('logs an artist in with the authorization code and PKCE, and the session cookie is signed, HttpOnly and SameSite=Lax', async () => {
    const s = await logIn(app, 'sandbox-artist-1');
    const header = ([] as string[]).concat(s.setCookie ?? []).find((c) => c.startsWith('shop_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/); // the test origin is http
    const res = await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: s.cookie } });
    expect(AuthSession.decode(JSON.parse(res.body))).toMatchObject({
      _tag: 'Right',
      right: { account: { alias: '', name: 'Maja Lind' }, role: 'artist' },
    });
  });

  it('marks the cookie Secure when the shop is served over HTTPS', () => {
    const over = (protocol: string, publicUrl: string) =>
      sessionCookieOptions({ protocol } as FastifyRequest, publicUrl, 60).secure;
    expect(over('https', 'http://shop.test')).toBe(true);
    expect(over('http', 'https://shop.test')).toBe(true);
    expect(over('http', 'http://shop.test')).toBe(false);
  });

  it('refuses a code redeemed with the wrong PKCE verifier, and a code used twice', async () => {
    const { consent } = await startLogin(app);
    const callback = new URL(await consentAs(app, consent, 'sandbox-artist-1'), 'http://shop.test');
    const code = callback.searchParams.get('code')!;
    const token = (verifier: string) =>
      app.inject({
        method: 'POST',
        url: '/sandbox/wallet/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          redirect_uri: 'http://shop.test/auth/callback',
          client_id: 'poster-shop',
          client_secret: 'sandbox-secret',
        }).toString(),
      });
    const wrong = await token(randomBytes(32).toString('base64url'));
    expect(wrong.statusCode).toBe(400);
    expect(JSON.parse(wrong.body).error).toBe('invalid_grant');
    // the code was claimed by that attempt: single use, even for the right verifier
    const again = await token('anything-else');
    expect(JSON.parse(again.body).error).toBe('invalid_grant');
  });

  it.each([
    ['a lone percent sign', 'poster-shop:%'],
    ['a broken escape in the client id', '%E0%A4%A:sandbox-secret'],
    ['no colon', 'poster-shop'],
  ])('answers Basic client credentials with %s 401 invalid_client with a readable reason', async (_label, credentials) => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/wallet/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      },
      payload: 'grant_type=refresh_token&refresh_token=x',
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_client', error_description: expect.stringMatching(/Basic credentials/) });
  });

  it('accepts form-encoded Basic client credentials', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/wallet/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('poster%2Dshop:sandbox-secret').toString('base64')}`,
      },
      payload: 'grant_type=refresh_token&refresh_token=unknown',
    });
    // authenticated: the refusal is about the token, not the client
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const { authorize } = await startLogin(app);
    authorize.searchParams.delete('code_challenge');
    const res = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('PKCE');
  });

  it('refuses a callback whose state is not bound to this browser (login CSRF)', async () => {
    const { consent } = await startLogin(app);
    const callback = await consentAs(app, consent, 'sandbox-artist-1');
    const res = await app.inject({ method: 'GET', url: callback });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('login=failed');
    expect(cookieFrom(res, 'shop_session')).toBeUndefined();
  });

  it('answers 401 JSON on every /api/auth/* call without a session, before any CSRF check', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/auth/account'],
      ['PUT', '/api/auth/alias'],
      ['POST', '/api/auth/artist-alias-lookup'],
      ['GET', '/api/auth/products'],
      ['POST', '/api/auth/products'],
      ['POST', '/api/auth/product-name-lookup'],
      ['PUT', '/api/auth/profile'],
      ['GET', '/api/auth/account-transactions'],
      ['GET', '/api/auth/sales-chart'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/auth/review/queue'],
      ['POST', '/api/auth/review/products/1/approve'],
    ];
    for (const [method, url] of calls) {
      const res = await app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(apiError(res.body).message).toMatch(/log in/i);
    }
  });

  it('answers 401 to a forged, tampered or unsigned cookie', async () => {
    const s = await logIn(app, 'sandbox-artist-1');
    const value = decodeURIComponent(s.cookie.split('=')[1]!);
    const [token] = value.split('.');
    const forged = [
      `shop_session=${randomBytes(32).toString('base64url')}`,
      `shop_session=${encodeURIComponent(token!)}`, // the right token without a signature
      `shop_session=${encodeURIComponent(`${randomBytes(32).toString('base64url')}.${value.split('.').slice(1).join('.')}`)}`,
      `shop_session=${encodeURIComponent(`${token}.${createHash('sha256').update('guess').digest('base64').replace(/=+$/, '')}`)}`,
    ];
    for (const cookie of forged) {
      const res = await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(401);
    }
  });

  it('answers 403 to a write with a session but without its CSRF token', async () => {
    const s = await logIn(app, 'sandbox-artist-1');
    const body = { alias: 'Anything Goes' };
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/artist-alias-lookup',
      headers: { cookie: s.cookie },
      payload: body,
    });
    expect(none.statusCode).toBe(403);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/artist-alias-lookup',
      headers: as({ cookie: s.cookie, csrf: 'x'.repeat(32) }),
      payload: body,
    });
    expect(wrong.statusCode).toBe(403);
    const other = await logIn(app, 'sandbox-artist-2');
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/artist-alias-lookup',
      headers: as({ cookie: s.cookie, csrf: other.csrf }),
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const right = await app.inject({ method: 'POST', url: '/api/auth/artist-alias-lookup', headers: as(s), payload: body });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('rotates the session at login: the cookie held before no longer works', async () => {
    const first = await logIn(app, 'sandbox-artist-2');
    const second = await logIn(app, 'sandbox-artist-2', first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.csrf).not.toBe(first.csrf);
    expect((await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: first.cookie } })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: second.cookie } })).statusCode).toBe(
      200,
    );
  });

  it('ends a session idle for 30 minutes', async () => {
    const s = await logIn(app, 'sandbox-artist-1');
    clock.advance(29 * MINUTE);
    expect((await app.inject({ method: 'GET', url: '/api/auth/sales-chart', headers: { cookie: s.cookie } })).statusCode).toBe(
      200,
    );
    clock.advance(30 * MINUTE);
    expect((await app.inject({ method: 'GET', url: '/api/auth/sales-chart', headers: { cookie: s.cookie } })).statusCode).toBe(
      401,
    );
  });

  it('ends a session 12 hours after login however active it is', async () => {
    const s = await logIn(app, 'sandbox-artist-1');
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await app.inject({ method: 'GET', url: '/api/auth/sales-chart', headers: { cookie: s.cookie } })).statusCode).toBe(
        200,
      );
    }
    clock.advance(20 * MINUTE);
    expect((await app.inject({ method: 'GET', url: '/api/auth/sales-chart', headers: { cookie: s.cookie } })).statusCode).toBe(
      401,
    );
  });

  it('refreshes the provider tokens on entry once they expired, and ends the session when the provider refuses', async () => {
    const s = await logIn(app, 'sandbox-artist-1');
    const tokenOf = async () =>
      (
        await db.query<{ provider_refresh_token: string }>(
          'SELECT provider_refresh_token FROM auth_session s WHERE s.csrf_token = $1',
          [s.csrf],
        )
      ).rows[0]!.provider_refresh_token;
    const before = await tokenOf();
    clock.advance(10 * MINUTE);
    await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: s.cookie } });
    expect(await tokenOf()).toBe(before); // still valid: no refresh
    clock.advance(10 * MINUTE); // past the 15-minute token lifetime
    const refreshed = await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: s.cookie } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const after = await tokenOf();
    expect(after).not.toBe(before);
    // The provider revokes the grant (refresh tokens rotate: the old one is now spent)
    await db.query(`UPDATE sandbox_wallet_grant SET used_at = now() WHERE kind = 'refresh'`);
    clock.advance(16 * MINUTE);
    expect((await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const s = await logIn(app, 'sandbox-artist-2');
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(s) });
    expect(out.statusCode, out.body).toBe(200);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(/shop_session=;/);
    expect((await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });

  it('gives the reviewer identity the reviewer role, and refuses moderation to artists', async () => {
    const reviewer = await logIn(app, 'sandbox-reviewer');
    expect(reviewer.role).toBe('reviewer');
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/review/queue', headers: { cookie: reviewer.cookie } })).statusCode,
    ).toBe(200);
    const artist = await logIn(app, 'sandbox-artist-1');
    const res = await app.inject({ method: 'GET', url: '/api/auth/review/queue', headers: { cookie: artist.cookie } });
    expect(res.statusCode).toBe(403);
  });

  it('sends the browser back only to a path on this site', async () => {
    const res = await app.inject({ method: 'GET', url: `/auth/login?return_to=${encodeURIComponent('//evil.example/x')}` });
    const pending = await db.query<{ return_to: string }>('SELECT return_to FROM auth_login ORDER BY created_at DESC LIMIT 1');
    expect(res.statusCode).toBe(302);
    expect(pending.rows.map((r) => r.return_to)).toContain('/my-account');
  });
});
