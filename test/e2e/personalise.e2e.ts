import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, watch } from './browser';

/**
 * Personalised posters in Chromium (spec §2 "Customisable text poster", §5): every template's
 * form redraws the live preview as the shopper types, and add to cart is enabled only while
 * the template is valid; the cart marks the line as non-returnable. English and German.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface ApiProduct { slug: string; name: string; metadata: { template?: string } }

const templateProducts = async (store = 'int'): Promise<ApiProduct[]> => {
  const list = (await (await fetch(`${baseUrl}/api/products?type=1&customizable=true&limit=24&store=${store}`)).json()) as ApiProduct[];
  return list.filter((p) => p.metadata.template);
};

const fresh = async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  return { page, problems: watch(page), close: () => context.close() };
};

const previewOf = (page: Page) => page.getByTestId('template-preview').innerHTML();

describe('every template: the preview follows the form, add to cart only when valid', () => {
  it('fills all eleven templates', async () => {
    const products = await templateProducts();
    expect(products.map((p) => p.metadata.template).sort()).toEqual(
      ['baby', 'best-friends', 'cat', 'custom', 'dog', 'family', 'heart', 'love', 'love-alternate', 'significant-other', 'zodiac']);
    const { page, problems, close } = await fresh();
    for (const product of products) {
      await page.goto(`${baseUrl}/product/${product.slug}`, { waitUntil: 'networkidle' });
      const form = page.getByTestId('template-form');
      await form.waitFor();
      const add = page.getByTestId('add-to-cart');
      await expect.poll(() => add.isEnabled(), { message: product.slug }).toBe(true);
      const field = form.locator('input:not([type=range]), textarea').first();
      const before = await previewOf(page);
      await field.fill('Zoë');
      await expect.poll(() => previewOf(page), { message: product.slug }).not.toBe(before);
      expect(await previewOf(page)).toMatch(/Zoë|ZOË/);
      await field.fill('x'.repeat(130));
      await expect.poll(() => add.isEnabled(), { message: `${product.slug} over max` }).toBe(false);
      await expect(form.getByRole('alert').first().textContent()).resolves.toMatch(/Enter 1 to \d+ characters/);
      await field.fill('');
      await expect.poll(() => add.isEnabled()).toBe(false);
      await field.fill('Ada');
      await expect.poll(() => add.isEnabled()).toBe(true);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('family: the member count changes the fields and the preview; heart: the slider resizes the text', async () => {
    const products = await templateProducts();
    const { page, close } = await fresh();
    await page.goto(`${baseUrl}/product/${products.find((p) => p.metadata.template === 'family')!.slug}`, { waitUntil: 'networkidle' });
    await page.locator('select[name="count"]').selectOption('5');
    await expect.poll(() => page.locator('input[id^="tpl-member-"][id$="-name"]').count()).toBe(5);
    await expect.poll(() => page.getByTestId('add-to-cart').isEnabled()).toBe(false);
    await page.locator('#tpl-member-3-name').fill('Noah');
    await page.locator('#tpl-member-3-yob').fill('2019');
    await page.locator('#tpl-member-4-name').fill('Lily');
    await page.locator('#tpl-member-4-yob').fill('2021');
    await expect.poll(() => page.getByTestId('add-to-cart').isEnabled()).toBe(true);
    expect(await previewOf(page)).toContain('Lily');
    await page.goto(`${baseUrl}/product/${products.find((p) => p.metadata.template === 'heart')!.slug}`, { waitUntil: 'networkidle' });
    const size = () => page.locator('[data-testid="template-preview"] [data-label="text"]').getAttribute('font-size');
    const before = Number(await size());
    await page.locator('input[name="textSize"]').fill('300');
    await expect.poll(async () => Number(await size())).toBeGreaterThan(before * 2);
    await close();
  });

  it('adds a personalised poster in German and the cart marks it as non-returnable', async () => {
    const baby = (await templateProducts('de')).find((p) => p.metadata.template === 'baby')!;
    const { page, problems, close } = await fresh();
    await page.goto(`${baseUrl}/de/produkt/${baby.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('template-form').textContent()).resolves.toContain('Gestalte dein Poster');
    await page.locator('#tpl-name').fill('Mila');
    await page.getByTestId('add-to-cart').click();
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    await expect(page.getByTestId('non-returnable').first().textContent()).resolves.toBe('Personalisierter Druck: vom Umtausch ausgeschlossen');
    const stored = await page.evaluate(() => localStorage.getItem('cart'));
    expect(stored).toContain('"templateId":"baby"');
    expect(stored).toContain('Mila');
    expect(problems).toEqual([]);
    await close();
  });
});
