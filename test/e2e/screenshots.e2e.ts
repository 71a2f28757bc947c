import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, watch } from './browser';
import { apiOf } from './shop';
import { compareWithReference } from './screenshot-compare';
import { COOKIES } from '../../src/application/model/cookies';

/**
 * Reference screenshots of the key pages (start, a category, a product, checkout) at 1280 and
 * 390 px, compared with a small tolerance, so a layout regression fails `npm test`.
 * Whatever moves or is drawn by chance is masked: carousels (autoplay, glider state) and the
 * reviews; animations are stopped. Refresh after an intended change: UPDATE_SCREENSHOTS=1 (see
 * screenshot-compare.ts).
 */
const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const browser = useBrowser();
let productPath = '';

beforeAll(async () => {
  const [poster] = await api<{ slug: string }[]>('/api/products?type=1&customizable=false&limit=1');
  productPath = `/product/${poster!.slug}`;
});

/** Waits until what is in view is final: fonts, and the images inside the viewport. */
const settle = async (page: Page) => {
  await page.evaluate(`Promise.all([
    document.fonts.ready,
    ...[...document.images].filter((i) => {
      const r = i.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && !i.complete;
    }).map((i) => new Promise((r) => { i.addEventListener('load', r); i.addEventListener('error', r); })),
  ])`);
};

/** Carousels (autoplay, glider's slide state) and the reviews drawn per visit. */
const MASKED = ['[aria-roledescription="carousel"]', '.glider-track', 'figure blockquote'];

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('key pages at $width px', ({ width, height }) => {
  it.each(['start', 'category', 'product', 'checkout'] as const)('%s looks as its reference image', async (name) => {
    const path = { start: '/', category: '/product-category/art-prints', product: productPath, checkout: '/checkout' }[name];
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    // Consent given, so the cookie alert does not cover the page (the alert's look is checked
    // with the page types in look-suite.ts).
    await context.addCookies([{ name: COOKIES.consent.name, value: '1', url: baseUrl }]);
    try {
      const page = await context.newPage();
      const problems = watch(page);
      // A returning shopper's view: the shop's font is `font-display: optional` (vite.config.ts),
      // used when it is at hand for the first paint, so the first load puts it in the cache.
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await page.evaluate(`document.fonts.load('16px "Inter Variable"')`);
      await page.reload({ waitUntil: 'networkidle' });
      await settle(page);
      const shot = await page.screenshot({
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        mask: MASKED.map((s) => page.locator(s)),
        maskColor: '#ff00ff',
      });
      const result = await compareWithReference(`${name}-${width}`, shot);
      expect(result.ok, result.message).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
