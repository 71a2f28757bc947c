import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, untilHydrated } from './browser';
import { consentAsArtist } from './artist-login';
import { apiOf, pay } from './shop';
import { htmlErrors, reportOf } from '../builders/html-validator';

/**
 * The pages the browser renders itself pass the same html-validate presets as the server-rendered
 * ones (test/server/html-validate.test.ts): the checkout with a cart, the confirmation of a paid
 * order, the gallery-wall designer, the mini cart, the search suggestions, the filter and menu panels,
 * the artist's login page and the review queue.
 * The server sends these (lazily loaded) pages as a placeholder, so their markup is read from the
 * document once the page has drawn it.
 */
const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const browser = useBrowser();
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

const expectValidDocument = async (label: string) => {
  const html = `<!doctype html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
  const messages = await htmlErrors(html, label, 'drawn');
  expect(messages.length, `${label} (${page.url()}): ${messages.length} errors\n${reportOf(messages)}`).toBe(0);
};

describe('html-validate on pages drawn in the browser', () => {
  it('the mini cart, the checkout with a cart and the confirmation of a paid order', async () => {
    const [poster] = await api<{ slug: string }[]>('/api/products?type=1&customizable=false&limit=1');
    await page.goto(`${baseUrl}/product/${poster!.slug}`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="add-to-cart"]');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-line').first().waitFor();
    await expectValidDocument('product page with the mini cart open');

    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.frameLocator('#checkout-embed iframe').locator('input[name="email"]').waitFor({ timeout: 15_000 });
    await expectValidDocument('checkout with a cart');

    await pay(page);
    await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
    await page.getByTestId('delivery-estimate').waitFor();
    await expectValidDocument('confirmation');
  });

  it('the search suggestions, the filter panel and, on a phone, the menu panel', async () => {
    const [poster] = await api<{ name: string }[]>('/api/products?type=1&limit=1');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await untilHydrated(page, 'header input[type="search"]');
    await page.getByRole('combobox').first().fill(poster!.name.split(' ')[0]!);
    await page.getByTestId('search-results').getByRole('option').first().waitFor();
    await expectValidDocument('search suggestions');

    await page.goto(`${baseUrl}/product-category/art-prints`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="filter-button"]');
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-panel').waitFor();
    await expectValidDocument('filter panel');

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const small = await phone.newPage();
      await small.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await untilHydrated(small, 'header button');
      await small.getByRole('button', { name: 'Menu' }).click();
      await small.getByRole('dialog').waitFor();
      const html = `<!doctype html>${await small.evaluate(() => document.documentElement.outerHTML)}`;
      const messages = await htmlErrors(html, 'menu panel', 'drawn');
      expect(messages.length, `menu panel: ${messages.length} errors\n${reportOf(messages)}`).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('the gallery-wall designer', async () => {
    await page.goto(`${baseUrl}/gallery-wall`, { waitUntil: 'networkidle' });
    await page.getByTestId('wall-total').waitFor();
    await expectValidDocument('gallery-wall designer');
  });

  it("the artist's login page and, logged in, the review queue", async () => {
    await page.goto(`${baseUrl}/my-account`, { waitUntil: 'networkidle' });
    await page.getByTestId('artist-login').waitFor();
    await expectValidDocument('artist login');

    await consentAsArtist(page, baseUrl, 'sandbox-reviewer');
    await page.goto(`${baseUrl}/my-account/review`, { waitUntil: 'networkidle' });
    await page.getByTestId('review-page').waitFor();
    await expectValidDocument('review queue');
  });
});
