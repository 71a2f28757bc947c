/**
 * The headless example (docs/architecture.md#the-shop-system-and-the-headless-core) runs against the started shop: a Node script
 * with no React and no DOM searches, adds a framed poster, lets the server price the cart and
 * creates an order through the shop system — and the order it reports exists on the server.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);

interface Money {
  amount: number;
  currency: string;
}
interface Report {
  search: { query: string; results: number };
  poster: { id: number; slug: string; size: string };
  frame: { id: number; name: string };
  cart: { sku: string; quantity: number; price: Money }[];
  pricing: { subtotal: Money; total: Money };
  order: { id: string; status: string | null };
}

describe('examples/headless-order.ts', () => {
  it('searches, adds a framed poster, prices the cart and creates the order', async () => {
    const [poster] = (await (await fetch(`${baseUrl}/api/products?type=1&limit=1&offset=3`)).json()) as {
      name: string;
      id: number;
    }[];
    const word = poster!.name.split(' ').find((w) => w.length > 3) ?? poster!.name;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'examples/headless-order.ts', '--shop', baseUrl, '--query', word],
      { timeout: 60_000 },
    );
    const report = JSON.parse(stdout) as Report;

    expect(report.search.results).toBeGreaterThan(0);
    const product = (await (await fetch(`${baseUrl}/api/products/${report.poster.id}`)).json()) as { name: string; type: number };
    expect(product.type).toBe(1);
    expect(product.name.toLowerCase()).toContain(word.toLowerCase());
    // The poster line and its frame line, in the poster's size (docs/rules/checkout.md#cart-lines "add to cart").
    expect(report.cart).toHaveLength(2);
    expect(report.cart[0]!.sku).toMatch(new RegExp(`-${report.poster.size}$`));
    expect(report.cart[1]!.sku).toMatch(new RegExp(`^FRM-.*-${report.poster.size}$`));
    // No code entered: the server's total is the sum of its line prices.
    const sum = report.cart.reduce((s, l) => s + l.price.amount * l.quantity, 0);
    expect(report.pricing.subtotal.amount).toBe(sum);
    expect(report.pricing.total).toEqual(report.pricing.subtotal);
    // The order is on the server, not paid yet.
    const order = (await (await fetch(`${baseUrl}/api/sandbox-checkout/order/${report.order.id}`)).json()) as { status: string };
    expect(order.status).toBe('checkout_incomplete');
    expect(report.order.status).toBe('checkout_incomplete');
  });
});
