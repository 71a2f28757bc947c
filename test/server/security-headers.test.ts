import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/adapters/http/contract/index';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import { cookieLine } from '../../src/adapters/cookies/document-cookie-jar';
import { apiForSuite, startApi } from './harness';

/**
 * Security headers on every response, one error body shape, and cookie attributes
 * (architecture "The server"; docs/rules/stores-and-urls.md#stores). Helmet sets the headers before any handler answers.
 */
describe('security headers and error bodies', () => {
  const api = apiForSuite();

  const expectSecured = (headers: Record<string, unknown>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBeTruthy();
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(String(headers['content-security-policy']), what).toContain("frame-ancestors 'self'");
  };

  it('are on JSON answers, cached answers, 404s, 400s, media and sandbox pages', async () => {
    const urls = [
      '/api/products?limit=1',
      '/api/products?limit=1',
      '/api/products?limit=abc',
      '/api/product-by-slug/nope',
      '/no/such/route',
      '/media/room/1.webp?w=7',
      '/sandbox/checkout/nope',
      '/sandbox/pixel/x.gif',
      '/health',
    ];
    for (const url of urls) expectSecured((await api.app.inject({ url })).headers, url);
    expectSecured(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/cart/price',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).headers,
      'bad JSON',
    );
  });

  it('send HSTS only over HTTPS (a trusted proxy says so), never over plain HTTP', async () => {
    const config = testConfig({}, { trustProxy: 1 });
    const proxied = await buildApp({ config, db: api.db, withSsr: false, logger: false });
    try {
      const https = await proxied.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect((await proxied.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('give each sandbox page its own nonces, the ones the page uses', async () => {
    const nonces = async () => {
      const res = await api.app.inject({ url: '/sandbox/checkout/nope' });
      const csp = String(res.headers['content-security-policy']);
      const script = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(script).toBeTruthy();
      expect(res.body).toContain(`<script nonce="${script}">`);
      expect(csp).toContain("default-src 'none'");
      return script;
    };
    expect(await nonces()).not.toBe(await nonces());
  });

  it.each(['/api/products/%E0%A4%A', '/api/product-by-slug/%', '/%c0'])(
    'answers the one error body for an undecodable URL (%s)',
    async (url) => {
      const res = await api.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(ApiError.decode(res.json())._tag).toBe('Right');
    },
  );
});

describe('cookies', () => {
  it('the browser writes SameSite=Lax always and Secure over HTTPS', () => {
    expect(cookieLine('cookie_consent', '1', 60, true)).toBe('cookie_consent=1; Max-Age=60; Path=/; SameSite=Lax; Secure');
    expect(cookieLine('cookie_consent', '1', 60, false)).not.toContain('Secure');
  });

  it('a cookie the server sets is SameSite=Lax and HttpOnly, and Secure when served over HTTPS', async () => {
    const { close, db } = await startApi();
    const app = await buildApp({ config: testConfig({}, { trustProxy: 1 }), db, withSsr: false, logger: false });
    app.get('/cookie-probe', async (_req, reply) => reply.setCookie('probe', '1').send({ ok: true }));
    try {
      const https = await app.inject({ url: '/cookie-probe', headers: { 'x-forwarded-proto': 'https' } });
      expect(String(https.headers['set-cookie'])).toMatch(/SameSite=Lax/);
      expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
      expect(String(https.headers['set-cookie'])).toMatch(/HttpOnly/);
      const http = await app.inject({ url: '/cookie-probe' });
      expect(String(http.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await app.close();
      await close();
    }
  });
});
