import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { securityHeaders } from '../../server/http/security-headers';
import { checkoutPagePolicy } from '../../server/orders/checkout-csp';

/**
 * The checkout and confirmation pages, and only they, admit the provider's origins for its
 * scripts and frames (docs/payments.md#the-embed); every other page keeps the shop's own policy.
 */
describe("the checkout pages' policy", () => {
  const PROVIDER = 'https://*.klarnacdn.net';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await securityHeaders(app);
    // The shop's pages are registered before the order routes add the policy: it still applies.
    app.get('/*', async () => 'page');
    checkoutPagePolicy(app, [PROVIDER]);
    await app.ready();
  });
  afterAll(async () => app.close());

  const policy = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    return directives;
  };

  it.each(['/checkout', '/de/checkout', '/checkout/confirmation/AbC123', '/se/checkout/confirmation/AbC123'])(
    'admits the provider on %s, for scripts and frames only',
    async (url) => {
      const p = await policy(url);
      expect(p.get('script-src')).toContain(PROVIDER);
      expect(p.get('frame-src')).toContain(PROVIDER);
      expect(p.get('script-src')).toContain("'self'");
      expect(p.get('connect-src')).not.toContain(PROVIDER);
      expect(p.get('img-src')).not.toContain(PROVIDER);
    },
  );

  it.each(['/', '/product/a-poster', '/de/checkout-help', '/checkout/confirmation/a/b', '/api/checkout'])(
    'keeps the shop policy on %s',
    async (url) => {
      const p = await policy(url);
      expect(p.get('script-src')).not.toContain(PROVIDER);
      expect(p.get('frame-src')).not.toContain(PROVIDER);
    },
  );
});
