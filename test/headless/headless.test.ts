/**
 * The headless package runs in plain Node (docs/architecture.md#the-shop-system-and-the-headless-core "keep a test that does exactly that"):
 * build it, then import the built ES module from a bare `node` process — no DOM, no React, no
 * Vite — and run rules through it. Also checks that the declaration files were emitted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const out = join(root, 'dist/headless');
const bin = (name: string): string => join(root, 'node_modules/.bin', name);

const runNode = (script: string): string =>
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 });

beforeAll(() => {
  const build = { cwd: root, stdio: 'pipe', timeout: 180_000 } as const;
  execFileSync(bin('vite'), ['build', '--config', 'vite.headless.config.ts', '--logLevel', 'error'], build);
  execFileSync(bin('tsc'), ['-p', 'tsconfig.headless.json'], build);
}, 240_000);

describe('headless build (docs/rules/stores-and-urls.md#routes rules through dist/headless)', () => {
  it('runs the delivery date and a line price in bare Node', () => {
    const domainUrl = pathToFileURL(join(out, 'domain.js')).href;
    const printed = runNode(`
      const d = await import(${JSON.stringify(domainUrl)});
      const delivery = d.formatIsoDate(d.estimatedDeliveryDate({ year: 2025, month: 6, day: 5 }));
      const line = d.linePrice({ poster: d.money(4900, 'EUR'), frame: d.money(1900, 'EUR'), quantity: 2 });
      const dom = typeof globalThis.document + '/' + typeof globalThis.window;
      console.log(JSON.stringify({ delivery, line, dom }));
    `);
    expect(JSON.parse(printed)).toEqual({
      delivery: '2025-06-11', // Thursday + 6 days
      line: { ok: true, value: { amount: 13600, currency: 'EUR' } },
      dom: 'undefined/undefined',
    });
  });

  it('the headless entry exposes the same rules', () => {
    const url = pathToFileURL(join(out, 'headless.js')).href;
    const printed = runNode(`
      const h = await import(${JSON.stringify(url)});
      console.log(JSON.stringify([h.decideOrder({ kind: 'no-order-id' }), h.offsetForPage(3, h.PRODUCT_GRID_PAGE_SIZE)]));
    `);
    expect(JSON.parse(printed)).toEqual([{ kind: 'create' }, 48]);
  });

  it("the bundle imports nothing but its own chunks (fp-ts, io-ts, xstate and the testing entry's fast-check stay external)", () => {
    // A module specifier holds no space or comma: the word "from" inside a list of strings is not an import.
    const specs = readdirSync(out)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [...readFileSync(join(out, f), 'utf8').matchAll(/\bfrom\s*["']([^"'\s,]+)["']/g)].map((m) => m[1]));
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) expect(spec).toMatch(/^\.\/|^(fp-ts|io-ts|xstate|fast-check)(\/|$)/);
  });

  it('emits the declaration files', () => {
    expect(existsSync(join(out, 'types/domain/index.d.ts'))).toBe(true);
    expect(existsSync(join(out, 'types/headless.d.ts'))).toBe(true);
    expect(existsSync(join(out, 'types/domain/pricing/line-price.d.ts'))).toBe(true);
  });
});

describe('headless machines (the cart flow in bare Node, no React, no DOM)', () => {
  it('adds, persists to a memory store and counts cart lines through the built package', () => {
    const headlessUrl = pathToFileURL(join(out, 'headless.js')).href;
    const printed = runNode(`
      const h = await import(${JSON.stringify(headlessUrl)});
      const { createActor } = await import('xstate');
      const saved = new Map();
      const store = { get: (k) => saved.get(k), set: (k, v) => saved.set(k, v), remove: (k) => saved.delete(k), subscribe: () => () => {} };
      const cart = createActor(h.cartMachine.provide(h.createCartActors({ store })), { input: {} }).start();
      const line = { uuid: 'a', type: 1, thumb: null, name: 'Poster', slug: 'poster', productId: 1, variationId: 2,
        variationName: '50x70', sku: 'P-1', margin: true, blackAndWhite: false, price: h.money(2990, 'EUR'), quantity: 2 };
      cart.send({ type: 'cart.add', lines: [line] });
      const s = cart.getSnapshot();
      console.log(JSON.stringify({ count: h.selectCartItemCount(s), subtotal: h.selectCartSubtotal('EUR')(s), stored: saved.has('cart'),
        open: h.selectCartIsOpen(s), dom: typeof globalThis.document }));
    `);
    expect(JSON.parse(printed)).toEqual({
      count: 2,
      subtotal: { amount: 5980, currency: 'EUR' },
      stored: true,
      open: true,
      dom: 'undefined',
    });
  });
});

describe('the ./testing entry (fast-check arbitraries for code built on the domain)', () => {
  it('its arbitraries drive properties of the built domain in bare Node', () => {
    const url = (name: string) => JSON.stringify(pathToFileURL(join(out, `${name}.js`)).href);
    const printed = runNode(`
      const d = await import(${url('domain')});
      const t = await import(${url('testing')});
      const { default: fc } = await import('fast-check');
      const results = {
        subtotal: fc.check(fc.property(t.cartLines('SEK'), fc.nat(8), (lines, at) => {
          const whole = d.cartSubtotal('SEK', lines);
          const [a, b] = [d.cartSubtotal('SEK', lines.slice(0, at)), d.cartSubtotal('SEK', lines.slice(at))];
          return whole.ok && a.ok && b.ok && whole.value.amount === a.value.amount + b.value.amount;
        })).failed,
        templates: fc.check(fc.property(t.anyTemplate(), ({ id, values }) => d.isTemplateValid(id, values))).failed,
        walls: fc.check(fc.property(t.wall('EUR'), ({ posters }) => {
          const lines = d.wallCartLines(posters, (i) => 'line-' + i);
          const filled = posters.filter((p) => p.product !== null);
          return lines.ok && lines.value.length === filled.length + filled.filter((p) => p.frame !== null).length;
        })).failed,
        money: fc.check(fc.property(t.moneyAmount({ currency: 'HUF', max: 500 }), (m) => m.currency === 'HUF' && m.amount <= 500)).failed,
        sizes: fc.check(fc.property(t.posterSize(), (s) => d.parsePrintSize(s).ok)).failed,
      };
      console.log(JSON.stringify(results));
    `);
    expect(JSON.parse(printed)).toEqual({ subtotal: false, templates: false, walls: false, money: false, sizes: false });
  });

  it('keeps fast-check external: the consumer brings it', () => {
    const source = readFileSync(join(out, 'testing.js'), 'utf8');
    expect(source).toMatch(/from\s*["']fast-check["']/);
    expect(existsSync(join(out, 'types/testing/index.d.ts'))).toBe(true);
    for (const entry of ['domain.js', 'headless.js']) expect(readFileSync(join(out, entry), 'utf8')).not.toContain('fast-check');
  });
});
