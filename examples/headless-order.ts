/**
 * A headless front end (docs/architecture.md#the-shop-system-and-the-headless-core): against a running shop, with no React and no
 * DOM, it searches the catalogue, opens the first poster, adds it framed to the cart, lets the
 * server price the cart and creates the order — through the same shop system, flows and ports
 * the browser uses. The catalogue and orders are the shop's HTTP API; storage, analytics, the
 * checkout embed and the rest are the test container's in-memory adapters.
 *
 *   node --import tsx examples/headless-order.ts --shop http://localhost:3000 [--store de] [--query lake]
 *
 * Prints one JSON object: the search, the poster and frame chosen, the cart, the server's
 * pricing and the order's id and status. Exits non-zero when a step fails.
 */
import { parseArgs } from 'node:util';
import { waitFor } from 'xstate';
import { createTestContainer } from '../src/adapters/container/test';
import { resolveShopPorts } from '../src/adapters/container/ports';
import {
  createShopSystem,
  searchFlow,
  pageFlow,
  configuratorFlow,
  checkoutFlow,
  checkoutSelectors,
  configuratorSelectors,
  selectCartLines,
  selectSearchResults,
  storeByCode,
  DEFAULT_STORE,
  type PageData,
} from '../src/headless';

const { values } = parseArgs({
  options: {
    shop: { type: 'string', default: process.env.SHOP_URL ?? 'http://localhost:3000' },
    store: { type: 'string', default: DEFAULT_STORE.code },
    query: { type: 'string', default: 'sea' },
    provider: { type: 'string', default: process.env.CHECKOUT_PROVIDER ?? 'sandbox' },
  },
});

const fail = (message: string): never => {
  throw new Error(message);
};

const main = async () => {
  const store = storeByCode(values.store) ?? fail(`unknown store ${values.store}`);
  const container = createTestContainer({
    shop: { baseUrl: values.shop.replace(/\/+$/, ''), store: store.code, checkoutProvider: values.provider },
  });
  const system = createShopSystem(resolveShopPorts(container), { store });
  try {
    // 1. Search (more than 2 characters, after the debounce) — the header's search flow.
    const search = system.start(searchFlow);
    search.send({ type: 'search.type', text: values.query });
    await waitFor(search, (s) => !s.hasTag('busy') && (s.matches({ Open: 'Showing' }) || s.matches({ Open: 'Failed' })), {
      timeout: 10_000,
    });
    const results = selectSearchResults(search.getSnapshot());
    const found = results.find((p) => p.type === 1) ?? fail(`no poster found for "${values.query}"`);
    system.stop(search);

    // 2. The product page's data (its loader: the product, related posters and the frames).
    const page = system.start(pageFlow, { route: { name: 'product', slug: found.slug }, page: 1, query: {}, categories: [] });
    const loaded = await waitFor(page, (s) => s.status === 'done', { timeout: 10_000 });
    const data: PageData | null = loaded.context.data;
    if (data?.route !== 'product') return fail(`product ${found.slug} did not load`);
    const { product, frames } = data.data;

    // 3. Configure: the default size, the first frame made in that size; add to the cart.
    const configurator = system.start(configuratorFlow, { product, frames, requestedSize: null });
    const size = configuratorSelectors.selectSize(configurator.getSnapshot());
    const frame = frames.find((f) => f.variations.some((v) => v.option_name === size)) ?? fail(`no frame in size ${size}`);
    configurator.send({ type: 'config.selectFrame', frameId: frame.id });
    if (!configuratorSelectors.selectCanAddToCart(configurator.getSnapshot())) fail('the framed poster cannot be added');
    configurator.send({ type: 'config.addToCart' });
    system.stop(configurator);
    const lines = selectCartLines(system.shop.cart.getSnapshot());

    // 4. Checkout: the server prices the cart, then the order is created with that cart.
    const checkout = system.start(checkoutFlow, { orderId: null });
    const ready = await waitFor(checkout, (s) => s.matches({ Open: 'Ready' }) || s.hasTag('error'), { timeout: 20_000 });
    if (ready.hasTag('error')) fail('checkout failed');
    const pricing = checkoutSelectors.selectPricing(ready) ?? fail('the cart was not priced');
    const orderId = ready.context.orderId ?? fail('no order was created');
    const order = await resolveShopPorts(container).orders.get(orderId);
    system.stop(checkout);

    console.log(
      JSON.stringify(
        {
          search: { query: values.query, results: results.length },
          poster: { id: product.id, slug: product.slug, size },
          frame: { id: frame.id, name: frame.name },
          cart: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, price: l.price })),
          pricing: { subtotal: pricing.subtotal, total: pricing.total },
          order: { id: orderId, status: order.ok ? order.value.status : null },
        },
        null,
        2,
      ),
    );
  } finally {
    system.dispose();
  }
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
