import { describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { createTestContainer } from '../../src/adapters/container/test';
import { createServerContainer } from '../../src/adapters/container/server';
import { createBrowserContainer } from '../../src/adapters/container/browser';
import type { BrowserLocalPorts } from '../../src/adapters/container/browser-local';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { SHOP_PORT_TOKENS, type ShopPorts } from '../../src/application/system/shop-ports';
import type { Fetch } from '../../src/adapters/http/http-client';

/** Every call a remote adapter makes, answered with a 404 so nothing depends on the body. */
const recordingFetch = () => {
  const urls: string[] = [];
  const fetch: Fetch = async (input) => {
    urls.push(input);
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'none' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { urls, fetch };
};

const base = createTestContainer();
const ports = resolveShopPorts(base);
const local: BrowserLocalPorts = {
  storage: ports.storage,
  analytics: ports.analytics,
  embed: ports.embed,
  cookies: ports.cookies,
  navigation: ports.navigation,
  ids: ports.ids,
  clock: ports.clock,
  campaign: ports.campaign,
  images: ports.images,
  openStorage: () => undefined,
};

const roots: readonly (readonly [string, () => Container])[] = [
  ['the test container (in memory)', () => createTestContainer()],
  [
    'the test container against a running shop',
    () => createTestContainer({ shop: { baseUrl: 'http://shop.test', store: 'de', checkoutProvider: 'acme' } }),
  ],
  ['the server render', () => createServerContainer({ catalog: ports.catalog })],
  ['the browser', () => createBrowserContainer({ store: 'de', checkoutProvider: 'acme', local })],
];

describe.each(roots)('%s', (_name, make) => {
  it('resolves every port of the shop system, each an object with the port’s methods', () => {
    const container = make();
    const resolved = resolveShopPorts(container);
    const names = Object.keys(SHOP_PORT_TOKENS) as (keyof ShopPorts)[];
    expect(Object.keys(resolved).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(resolved[name], name).toBeTypeOf('object');
      expect(container.isBound(SHOP_PORT_TOKENS[name]), name).toBe(true);
    }
  });

  it('hands out one instance of each port per container', () => {
    const container = make();
    expect(resolveShopPorts(container).orders).toBe(resolveShopPorts(container).orders);
  });
});

describe('the remote gateways are built from the connection', () => {
  it('call the shop at its base URL, for its store, under the configured provider', async () => {
    const { urls, fetch } = recordingFetch();
    const remote = resolveShopPorts(
      createTestContainer({ shop: { baseUrl: 'http://shop.test', store: 'de', checkoutProvider: 'acme', fetch } }),
    );
    await remote.catalog.categories();
    await remote.orders.get('0123456789abcdef');
    expect(urls[0]).toMatch(/^http:\/\/shop\.test\/api\/categories\?(.*&)?store=de(&|$)/);
    expect(urls[1]).toMatch(/^http:\/\/shop\.test\/api\/acme-checkout\/order\/0123456789abcdef/);
  });

  it('share one HTTP client: the same connection reaches every gateway', async () => {
    const { urls, fetch } = recordingFetch();
    const remote = resolveShopPorts(
      createTestContainer({ shop: { baseUrl: 'http://other.test', store: 'fr', checkoutProvider: 'sandbox', fetch } }),
    );
    await remote.giftCards.checkBalance('ABCD-EFGH-IJKL');
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^http:\/\/other\.test\/api\/.*store=fr/);
  });
});
