import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { useBrowser, watch, untilHydrated } from './browser';
import { pay } from './shop';

/**
 * Personalised posters a shopper can trust with a gift, in Chromium, in the English store at
 * 1280 px and the German one at 390 px (both languages and both widths; each run is a whole
 * purchase of five prints, about 45 s, so the other two pairings are left out): two custom text
 * posters that differ only in their text are two lines, each showing its own text (drawn design
 * and summary) in the mini cart, the checkout and the confirmation; a heart poster at its longest
 * text and a family poster with six members show their words at every step too; an uploaded
 * photo's line shows the photo itself, not a stock image. Once paid, every personalised line has
 * its print file, and the drawing each design's print file was rasterised from reads the
 * shopper's words: both custom texts, the heart's text and every family member's name and year.
 * Each run fills one cart in a fresh browser context. The suite runs from one file per store, so
 * the browser tests' two workers share it. Screenshots of every step go to /tmp/shots-trust/ (the
 * confirmation also with scripts off).
 */
const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/shots-trust';

/** The heart's longest text (HEART_LIMITS.text) and a family of six, the longest name at its 22-character limit. */
const HEART_TEXT = 'Forever yours, Anna & Ben, since the first of May twenty-ten';
const FAMILY = [
  ['Margarethe Josefine Ek', '1961'],
  ['Alexander', '1958'],
  ['Sophie', '1986'],
  ['Maximilian', '1989'],
  ['Charlotte', '2015'],
  ['Theodor', '2019'],
] as const;

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

/** The stores the suite runs in: each file (`personalised-trust-<store>.e2e.ts`) takes one, so both workers share them. */
export const TRUST_STORES = {
  english: { name: 'English', store: 'int', prefix: '', product: 'product', viewport: { width: 1280, height: 1000 } },
  german: { name: 'German', store: 'de', prefix: '/de', product: 'produkt', viewport: { width: 390, height: 844 } },
} as const;
type StoreCase = (typeof TRUST_STORES)[keyof typeof TRUST_STORES];

/**
 * The text a line's drawn design reads, upper-cased (some styles set capitals) and without spaces (the
 * design wraps its lines, each its own text element).
 */
const squeeze = (s: string) => s.toUpperCase().replace(/\s+/g, '');
const lineTexts = async (line: Locator) => squeeze((await line.locator('svg').first().textContent()) ?? '');
/** Every design in these lines, between them, draws both custom texts, the heart's text and each family member. */
const everyTextDrawn = async (lines: Locator, texts: readonly string[]) => {
  const drawn = await Promise.all(Array.from({ length: await lines.count() }, (_, i) => lineTexts(lines.nth(i))));
  const words = [...texts, HEART_TEXT, ...FAMILY.flat()];
  for (const w of words)
    expect(
      drawn.some((d) => d.includes(squeeze(w))),
      w,
    ).toBe(true);
};
/** The lines' short summaries name each custom text, the start of the heart's text and the family's names. */
const summariesRead = (summaries: readonly string[], texts: readonly string[]) => {
  for (const t of texts) expect(summaries).toContain(t);
  expect(summaries.some((s) => HEART_TEXT.startsWith(s.replace(/…$/, '').trimEnd()) && s.length >= 20)).toBe(true);
  expect(
    summaries.some((s) =>
      s.startsWith(
        FAMILY.slice(0, 2)
          .map(([n]) => n)
          .join(', '),
      ),
    ),
  ).toBe(true);
};

export const describePersonalisedTrust = ({ name, store, prefix, product, viewport }: StoreCase): void => {
  const browser = useBrowser();
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
  });

  describe(`${name} store`, () => {
    describe(`at ${viewport.width} px`, () => {
      it('two custom texts are two lines, each with its own text, and a photo line shows the photo, from cart to confirmation', async () => {
        const all = await products(store);
        const custom = all.find((p) => p.metadata.template === 'custom')!;
        const byop = all.find((p) => p.metadata.byop)!;
        const heart = all.find((p) => p.metadata.template === 'heart')!;
        const family = all.find((p) => p.metadata.template === 'family')!;
        expect(HEART_TEXT).toHaveLength(60);
        const context = await browser.newContext({ viewport });
        const page: Page = await context.newPage();
        const problems = watch(page);
        const shot = (step: string) =>
          page.screenshot({ path: `${SHOTS}/${store}-${viewport.width}-${step}.png`, fullPage: true });
        const texts = [`HELLO ANNA ${viewport.width}`, `HELLO BEN ${viewport.width}`];

        await page.goto(`${baseUrl}${prefix}/${product}/${custom.slug}`, { waitUntil: 'networkidle' });
        const field = page.getByTestId('template-form').locator('textarea, input:not([type=range])').first();
        // Typed before React hydrates the form, a text stays in the field but never reaches the flow.
        await untilHydrated(page, '[data-testid="add-to-cart"]');
        for (const text of texts) {
          await field.fill(text);
          await expect.poll(() => page.getByTestId('add-to-cart').isEnabled(), { timeout: 10_000 }).toBe(true);
          await untilHydrated(page, '[data-testid="add-to-cart"]');
          await page.getByTestId('add-to-cart').click();
          await page.getByTestId('mini-cart').getByTestId('cart-line').first().waitFor();
          await page.keyboard.press('Escape');
        }

        const addToCart = async () => {
          await expect.poll(() => page.getByTestId('add-to-cart').isEnabled(), { timeout: 10_000 }).toBe(true);
          await untilHydrated(page, '[data-testid="add-to-cart"]');
          await page.getByTestId('add-to-cart').click();
          await page.getByTestId('mini-cart').getByTestId('cart-line').first().waitFor();
          await page.keyboard.press('Escape');
        };
        await page.goto(`${baseUrl}${prefix}/${product}/${heart.slug}`, { waitUntil: 'networkidle' });
        await untilHydrated(page, '#tpl-text');
        await page.locator('#tpl-text').fill(HEART_TEXT);
        await addToCart();
        await page.goto(`${baseUrl}${prefix}/${product}/${family.slug}`, { waitUntil: 'networkidle' });
        await page.locator('select[name="count"]').selectOption('6');
        for (const [i, [name, yob]] of FAMILY.entries()) {
          await page.locator(`#tpl-member-${i}-name`).fill(name);
          await page.locator(`#tpl-member-${i}-yob`).fill(yob);
        }
        await shot('0-family-product');
        await addToCart();

        await page.goto(`${baseUrl}${prefix}/${product}/${byop.slug}`, { waitUntil: 'networkidle' });
        await page
          .getByTestId('upload-input')
          .setInputFiles({ name: 'gift.jpg', mimeType: 'image/jpeg', buffer: await photo(2400, 3300) });
        await page.locator('[data-testid="upload-form"][data-phase="valid"]').waitFor({ timeout: 20_000 });
        // The preview is the sheet as printed, with a line saying what is cut, and the largest size it prints well at.
        await page.getByTestId('upload-sheet').waitFor();
        expect(await page.getByTestId('upload-print-note').textContent()).toMatch(/\d.*cm/);
        expect(await page.getByTestId('upload-largest-size').textContent()).toMatch(/\d+\s*[x×]\s*\d+/);
        await shot('0-upload');
        await untilHydrated(page, '[data-testid="add-to-cart"]');
        await page.getByTestId('add-to-cart').click();

        // The mini cart: five lines, each design told apart by its own words, the photo itself.
        const mini = page.getByTestId('mini-cart');
        await expect.poll(() => mini.getByTestId('cart-line').count()).toBe(5);
        const designs = mini.getByTestId('cart-line').filter({ has: page.getByTestId('line-design') });
        await expect.poll(() => designs.count()).toBe(4);
        await everyTextDrawn(designs, texts);
        summariesRead(await mini.getByTestId('cart-line-summary').allTextContents(), texts);
        const photoSrc = await mini.getByTestId('line-photo').locator('img').getAttribute('src');
        expect(photoSrc).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
        expect(photoSrc).not.toContain('/media/art/');
        await shot('1-mini-cart');

        // The checkout's summary shows the same.
        await page.goto(`${baseUrl}${prefix}/checkout`, { waitUntil: 'networkidle' });
        await page.frameLocator('#checkout-embed iframe').locator('input[name="email"]').waitFor({ timeout: 15_000 });
        const checkoutLines = page.locator('main [data-testid="cart-line"]');
        await expect.poll(() => checkoutLines.count()).toBe(5);
        await expect.poll(() => page.locator('main [data-testid="line-design"]').count()).toBe(4);
        await everyTextDrawn(checkoutLines.filter({ has: page.getByTestId('line-design') }), texts);
        summariesRead(await page.locator('main [data-testid="cart-line-summary"]').allTextContents(), texts);
        expect(await page.locator('main [data-testid="line-photo"] img').getAttribute('src')).toBe(photoSrc);
        await shot('2-checkout');

        // Paid: the confirmation lists each personalised print with its own design, and still does after a reload.
        await pay(page);
        await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
        const confirmed = page.getByTestId('confirmation-personalised');
        const check = async () => {
          await confirmed.waitFor({ timeout: 15_000 });
          await expect.poll(() => confirmed.getByTestId('confirmation-line').count()).toBe(5);
          await expect.poll(() => confirmed.getByTestId('line-design').count()).toBe(4);
          await everyTextDrawn(
            confirmed.getByTestId('confirmation-line').filter({ has: page.getByTestId('line-design') }),
            texts,
          );
          summariesRead(await confirmed.getByTestId('confirmation-line-summary').allTextContents(), texts);
          expect(await confirmed.getByTestId('line-photo').locator('img').getAttribute('src')).toBe(photoSrc);
        };
        await check();
        await shot('3-confirmation');
        await page.reload({ waitUntil: 'networkidle' });
        await check();
        await shot('4-confirmation-reloaded');

        // Every personalised line (four designs and the photo) gets its print file.
        const orderId = page.url().split('/').pop()!;
        const printFiles = async () =>
          (await (await fetch(`${baseUrl}/api/orders/${orderId}/print-files`)).json()) as { svg: string | null }[];
        await expect.poll(async () => (await printFiles()).length, { timeout: 150_000, interval: 1000 }).toBe(5);

        // What was printed reads what the shopper typed: each design's JPEG was rasterised from a kept drawing
        // (the server test proves the pixels match), whose text elements the browser parses here.
        const drawings = (await printFiles()).flatMap((f) => (f.svg ? [f.svg] : []));
        expect(drawings).toHaveLength(4);
        const printed = await Promise.all(
          drawings.map(async (url) => {
            const res = await fetch(`${baseUrl}${url}`);
            expect(res.headers.get('content-type')).toContain('image/svg+xml');
            const svg = await res.text();
            return squeeze(
              await page.evaluate(
                (s) =>
                  [...new DOMParser().parseFromString(s, 'image/svg+xml').querySelectorAll('text')]
                    .map((t) => t.textContent ?? '')
                    .join(''),
                svg,
              ),
            );
          }),
        );
        for (const w of [...texts, HEART_TEXT, ...FAMILY.flat()])
          expect(
            printed.some((d) => d.includes(squeeze(w))),
            `print file text: ${w}`,
          ).toBe(true);

        // The confirmation as the server draws it, scripts off.
        const still = await browser.newContext({ viewport, javaScriptEnabled: false });
        const plain = await still.newPage();
        await plain.goto(page.url(), { waitUntil: 'networkidle' });
        await plain.screenshot({ path: `${SHOTS}/${store}-${viewport.width}-5-confirmation-nojs.png`, fullPage: true });
        await still.close();

        // Nothing is wider than the screen at any step's end.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(problems).toEqual([]);
        await context.close();
      }, 360_000);
    });
  });
};
