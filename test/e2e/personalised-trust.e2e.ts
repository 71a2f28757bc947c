import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launch, watch } from './browser';
import { pay } from './shop';

/**
 * Personalised posters a shopper can trust with a gift, in Chromium at 1280 and 390 px in the
 * English and German stores: two custom text posters that differ only in their text are two
 * lines, each showing its own text (drawn design and summary) in the mini cart, the checkout and
 * the confirmation; an uploaded photo's line shows the photo itself, not a stock image. Each run
 * fills its own cart in a fresh browser context. Screenshots of every step go to /tmp/shots-trust/.
 */
const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/shots-trust';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

interface ApiProduct {
  slug: string;
  metadata: { template?: string; byop?: boolean };
}
const products = async (store: string): Promise<ApiProduct[]> =>
  (await (await fetch(`${baseUrl}/api/products?type=1&customizable=true&limit=24&store=${store}`)).json()) as ApiProduct[];

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg({ quality: 80 })
    .toBuffer();

const STORES = [
  { name: 'English', store: 'int', prefix: '', product: 'product' },
  { name: 'German', store: 'de', prefix: '/de', product: 'produkt' },
] as const;
const VIEWPORTS = [
  { width: 1280, height: 1000 },
  { width: 390, height: 844 },
] as const;

/**
 * The text a line's drawn design reads, upper-cased (some styles set capitals) and without spaces (the
 * design wraps its lines, each its own text element).
 */
const squeeze = (s: string) => s.toUpperCase().replace(/\s+/g, '');
const lineTexts = async (line: Locator) => squeeze((await line.locator('svg').first().textContent()) ?? '');

describe.each(STORES)('$name store', ({ store, prefix, product }) => {
  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    it('two custom texts are two lines, each with its own text, and a photo line shows the photo, from cart to confirmation', async () => {
      const all = await products(store);
      const custom = all.find((p) => p.metadata.template === 'custom')!;
      const byop = all.find((p) => p.metadata.byop)!;
      const context = await browser.newContext({ viewport });
      const page: Page = await context.newPage();
      const problems = watch(page);
      const shot = (step: string) => page.screenshot({ path: `${SHOTS}/${store}-${viewport.width}-${step}.png`, fullPage: true });
      const texts = [`HELLO ANNA ${viewport.width}`, `HELLO BEN ${viewport.width}`];

      await page.goto(`${baseUrl}${prefix}/${product}/${custom.slug}`, { waitUntil: 'networkidle' });
      const field = page.getByTestId('template-form').locator('textarea, input:not([type=range])').first();
      for (const text of texts) {
        await field.fill(text);
        await expect.poll(() => page.getByTestId('add-to-cart').isEnabled()).toBe(true);
        await page.getByTestId('add-to-cart').click();
        await page.getByTestId('mini-cart').getByTestId('cart-line').first().waitFor();
        await page.keyboard.press('Escape');
      }

      await page.goto(`${baseUrl}${prefix}/${product}/${byop.slug}`, { waitUntil: 'networkidle' });
      await page
        .getByTestId('upload-input')
        .setInputFiles({ name: 'gift.jpg', mimeType: 'image/jpeg', buffer: await photo(2400, 3300) });
      await page.locator('[data-testid="upload-form"][data-phase="valid"]').waitFor({ timeout: 20_000 });
      await page.getByTestId('add-to-cart').click();

      // The mini cart: three lines, the two designs told apart by their own text, the photo itself.
      const mini = page.getByTestId('mini-cart');
      await expect.poll(() => mini.getByTestId('cart-line').count()).toBe(3);
      const designs = mini.getByTestId('cart-line').filter({ has: page.getByTestId('line-design') });
      await expect.poll(() => designs.count()).toBe(2);
      expect(await Promise.all([0, 1].map((i) => lineTexts(designs.nth(i))))).toEqual(
        expect.arrayContaining(texts.map((t) => expect.stringContaining(squeeze(t)))),
      );
      expect((await mini.getByTestId('cart-line-summary').allTextContents()).sort()).toEqual([...texts].sort());
      const photoSrc = await mini.getByTestId('line-photo').locator('img').getAttribute('src');
      expect(photoSrc).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
      expect(photoSrc).not.toContain('/media/art/');
      await shot('1-mini-cart');

      // The checkout's summary shows the same.
      await page.goto(`${baseUrl}${prefix}/checkout`, { waitUntil: 'networkidle' });
      await page.frameLocator('#checkout-embed iframe').locator('input[name="email"]').waitFor({ timeout: 15_000 });
      const checkoutLines = page.locator('main [data-testid="cart-line"]');
      await expect.poll(() => checkoutLines.count()).toBe(3);
      await expect.poll(() => page.locator('main [data-testid="line-design"]').count()).toBe(2);
      expect((await page.locator('main [data-testid="cart-line-summary"]').allTextContents()).sort()).toEqual([...texts].sort());
      expect(await page.locator('main [data-testid="line-photo"] img').getAttribute('src')).toBe(photoSrc);
      await shot('2-checkout');

      // Paid: the confirmation lists each personalised print with its own design, and still does after a reload.
      await pay(page);
      await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
      const confirmed = page.getByTestId('confirmation-personalised');
      const check = async () => {
        await confirmed.waitFor({ timeout: 15_000 });
        await expect.poll(() => confirmed.getByTestId('confirmation-line').count()).toBe(3);
        await expect.poll(() => confirmed.getByTestId('line-design').count()).toBe(2);
        const shown = await Promise.all([0, 1].map((i) => lineTexts(confirmed.getByTestId('line-design').nth(i))));
        for (const text of texts) expect(shown.some((s) => s.includes(squeeze(text)))).toBe(true);
        expect((await confirmed.getByTestId('confirmation-line-summary').allTextContents()).sort()).toEqual([...texts].sort());
        expect(await confirmed.getByTestId('line-photo').locator('img').getAttribute('src')).toBe(photoSrc);
      };
      await check();
      await shot('3-confirmation');
      await page.reload({ waitUntil: 'networkidle' });
      await check();
      await shot('4-confirmation-reloaded');

      // Nothing is wider than the screen at any step's end.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
