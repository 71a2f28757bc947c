import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { productionProblems } from '../../server/shop-mode';
import { acceptsRedirect } from '../../server/demo/sandbox/wallet-provider';
import { startApi } from './harness';
import { consentAs, cookieFrom } from './artist-session';

/**
 * Signing in (artists and staff alike) works from the address the shop was opened at: in demo mode with PUBLIC_URL unset,
 * the wallet login's callback (and the embedded wallet it passes through) is on the request's own
 * origin, so a shop opened at http://127.0.0.1:3101 does not end at localhost:3101?login=failed.
 * Production keeps PUBLIC_URL required.
 */
describe('the sign-in callback address', () => {
  it('comes from the request only in demo mode with PUBLIC_URL unset', () => {
    expect(loadConfig({}).publicUrlFromRequest).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrlFromRequest).toBe(false);
    const production = loadConfig({ SHOP_MODE: 'production' });
    expect(production.publicUrlFromRequest).toBe(false);
    expect(productionProblems(production).some((p) => p.startsWith('PUBLIC_URL'))).toBe(true);
  });

  it('the sandbox wallet sends back only to the registered callback, or its path on another origin when allowed', () => {
    const client = { id: 'c', secret: 's', redirectUri: 'http://localhost:3000/auth/callback' };
    expect(acceptsRedirect({ client }, 'http://127.0.0.1:3101/auth/callback')).toBe(false);
    expect(acceptsRedirect({ client, anyOrigin: true }, 'http://127.0.0.1:3101/auth/callback')).toBe(true);
    expect(acceptsRedirect({ client, anyOrigin: true }, 'http://127.0.0.1:3101/evil')).toBe(false);
    expect(acceptsRedirect({ client, anyOrigin: true }, 'javascript:alert(1)//auth/callback')).toBe(false);
    expect(acceptsRedirect({ client, anyOrigin: true }, 'http://127.0.0.1:3101/auth/callback?next=x')).toBe(false);
  });

  describe.each([
    ['demo mode, PUBLIC_URL unset', true, 'http://127.0.0.1:3101'],
    ['PUBLIC_URL set', false, 'http://shop.test'],
  ])('%s', (_label, fromRequest, expectedOrigin) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ app, close } = await startApi({ config: { publicUrlFromRequest: fromRequest } }));
    });
    afterAll(async () => close?.());

    const host = { host: '127.0.0.1:3101' };

    it(`signs in through ${expectedOrigin} when the shop is opened at 127.0.0.1:3101`, async () => {
      const start = await app.inject({ method: 'GET', url: '/auth/login?return_to=%2Fmy-account', headers: host });
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      expect(authorize.origin).toBe(expectedOrigin);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${expectedOrigin}/auth/callback`);
      const consent = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search, headers: host });
      expect(consent.statusCode, consent.body).toBe(200);
      const callback = await consentAs(app, consent.body, 'sandbox-artist-1');
      const done = await app.inject({
        method: 'GET',
        url: callback,
        headers: { ...host, cookie: cookieFrom(start, 'shop_login')! },
      });
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/my-account');
      expect(cookieFrom(done, 'shop_session')).toBeDefined();
    });

    it(`signs staff in through ${expectedOrigin} when the back office is opened at 127.0.0.1:3101`, async () => {
      const start = await app.inject({ method: 'GET', url: '/auth/staff/login?return_to=%2Fadmin', headers: host });
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      expect(authorize.origin).toBe(expectedOrigin);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${expectedOrigin}/auth/staff/callback`);
      const consent = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search, headers: host });
      expect(consent.statusCode, consent.body).toBe(200);
      const callback = await consentAs(app, consent.body, 'sandbox-admin');
      const done = await app.inject({
        method: 'GET',
        url: callback,
        headers: { ...host, cookie: cookieFrom(start, 'shop_staff_login')! },
      });
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/admin');
      expect(cookieFrom(done, 'shop_staff')).toBeDefined();
    });
  });
});
