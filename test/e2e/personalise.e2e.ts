import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { useBrowser, untilHydrated } from './browser';
import { pay } from './shop';
import { TEMPLATE_IDS } from '../../src/domain/templates/index';

/**
 * Personalised posters in Chromium (docs/rules/personalisation.md#templates "Customisable text poster", docs/rules/personalisation.md#templates): every template's
 * form redraws the live preview as the shopper types, and add to cart is enabled only while
 * the template is valid; the cart marks the line as non-returnable. English and German.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface ApiProduct {
  slug: string;
  name: string;
  metadata: { template?: string };
}

const templateProducts = async (store = 'int'): Promise<ApiProduct[]> => {
  const list = (await (
    await fetch(`${baseUrl}/api/products?type=1&customizable=true&limit=24&store=${store}`)
  ).json()) as ApiProduct[];
  return list.filter((p) => p.metadata.template);
};

const fresh = () => browser.fresh({ viewport: { width: 1280, height: 1000 } });

const previewOf = (page: Page) => page.getByTestId('template-preview').innerHTML();

describe('every template: the preview follows the form, add to cart only when valid', () => {
  it('fills all eleven templates', async () => {
    const products = await templateProducts();
    // One product per template of the domain (the eleven of docs/rules/personalisation.md#templates, checked in test/domain/templates.test.ts).
    expect(products.map((p) => p.metadata.template).sort()).toEqual([...TEMPLATE_IDS].sort());
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
    await page.goto(`${baseUrl}/product/${products.find((p) => p.metadata.template === 'family')!.slug}`, {
      waitUntil: 'networkidle',
    });
    await page.locator('select[name="count"]').selectOption('5');
    await expect.poll(() => page.locator('input[id^="tpl-member-"][id$="-name"]').count()).toBe(5);
    await expect.poll(() => page.getByTestId('add-to-cart').isEnabled()).toBe(false);
    await page.locator('#tpl-member-3-name').fill('Noah');
    await page.locator('#tpl-member-3-yob').fill('2019');
    await page.locator('#tpl-member-4-name').fill('Lily');
    await page.locator('#tpl-member-4-yob').fill('2021');
    await expect.poll(() => page.getByTestId('add-to-cart').isEnabled()).toBe(true);
    expect(await previewOf(page)).toContain('Lily');
    await page.goto(`${baseUrl}/product/${products.find((p) => p.metadata.template === 'heart')!.slug}`, {
      waitUntil: 'networkidle',
    });
    const size = () => page.locator('[data-testid="template-preview"] [data-label="text-0"]').getAttribute('font-size');
    await page.locator('input[name="textSize"]').fill('20');
    await expect.poll(async () => Number(await size())).toBeLessThan(20);
    const before = Number(await size());
    await page.locator('input[name="textSize"]').fill('60');
    await expect.poll(async () => Number(await size())).toBeGreaterThan(before * 2);
    await close();
  });

  it('adds a personalised poster in German and the cart marks it as non-returnable', async () => {
    const baby = (await templateProducts('de')).find((p) => p.metadata.template === 'baby')!;
    const { page, problems, close } = await fresh();
    await page.goto(`${baseUrl}/de/produkt/${baby.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('template-form').textContent()).resolves.toContain('Gestalte dein Poster');
    // Typed before React hydrates the form, the name would be in the field but not in the flow's values.
    await untilHydrated(page, '#tpl-name');
    await page.locator('#tpl-name').fill('Mila');
    await page.getByTestId('add-to-cart').click();
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    await expect(page.getByTestId('non-returnable').first().textContent()).resolves.toBe(
      'Personalisierter Druck: vom Umtausch ausgeschlossen',
    );
    const stored = await page.evaluate(() => localStorage.getItem('cart'));
    expect(stored).toContain('"templateId":"baby"');
    expect(stored).toContain('Mila');
    expect(problems).toEqual([]);
    await close();
  });
});

/** A JPEG of the given size, drawn by sharp (docs/rules/product-pages.md#size-frame-and-options: the shop checks the content, not the name). */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="#235"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

describe('upload-your-own poster (docs/rules/uploads.md#customer-photos, docs/rules/personalisation.md#field-limits, docs/rules/shop-wide.md#errors-and-redirects)', () => {
  const byopSlug = async () => {
    const list = (await (await fetch(`${baseUrl}/api/products?type=1&customizable=true&limit=24&store=int`)).json()) as {
      slug: string;
      metadata: { byop?: boolean };
    }[];
    return list.find((p) => p.metadata.byop)!.slug;
  };

  it('a too-small photo gives its size and the largest size it prints at; a good one is bought and gets its print file', async () => {
    const slug = await byopSlug();
    const { page, problems, close } = await fresh();
    await page.goto(`${baseUrl}/product/${slug}?size=50x70`, { waitUntil: 'networkidle' });
    const add = page.getByTestId('add-to-cart');
    expect(await add.isEnabled()).toBe(false);
    expect(await page.getByTestId('upload-input').getAttribute('accept')).toBe('.jpg,.jpeg,image/jpeg');

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await photo(1000, 1420) });
    const message = page.getByTestId('upload-message');
    await page.locator('[data-testid="upload-form"][data-phase="tooSmall"]').waitFor();
    expect(await message.textContent()).toBe(
      'Your photo is 1000 × 1420 pixels: too small to print well at 50x70 cm. It prints well up to 21x30 cm.',
    );
    expect(await add.isEnabled()).toBe(false);
    // A smaller size re-checks the same photo.
    await page.locator('[data-testid="size-picker"] button', { hasText: '21x30' }).click();
    await page.locator('[data-testid="upload-form"][data-phase="valid"]').waitFor();
    expect(await add.isEnabled()).toBe(true);
    await page.locator('[data-testid="size-picker"] button', { hasText: '50x70' }).click();
    await page.locator('[data-testid="upload-form"][data-phase="tooSmall"]').waitFor();

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'good.jpg', mimeType: 'image/jpeg', buffer: await photo(2400, 3300) });
    await page.locator('[data-testid="upload-form"][data-phase="valid"]').waitFor();
    expect(await message.textContent()).toContain('2400 × 3300');
    expect(await page.getByTestId('upload-preview').locator('img').getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    await add.click();
    await page.getByTestId('non-returnable').first().waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('cart'));
    expect(stored).toMatch(/"kind":"upload","uploadedImageId":"[0-9a-f]{32}"/);

    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.frameLocator('#checkout-embed iframe').locator('input[name="email"]').waitFor({ timeout: 15_000 });
    await pay(page);
    await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
    const orderId = page.url().split('/').pop()!;
    const printFiles = async () =>
      (await (await fetch(`${baseUrl}/api/orders/${orderId}/print-files`)).json()) as {
        url: string;
        width: number;
        height: number;
        dpi: number;
      }[];
    await expect.poll(printFiles, { timeout: 60_000, interval: 500 }).toHaveLength(1);
    const [file] = await printFiles();
    // 50 × 70 cm at 300 dpi.
    expect(file).toMatchObject({ width: 5906, height: 8268, dpi: 300 });
    const jpeg = await fetch(baseUrl + file!.url);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(problems).toEqual([]);
    await close();
  });

  it('a file that is not a JPEG inside is refused by the shop (415): the message and the drop zone name the accepted types', async () => {
    const slug = await byopSlug();
    const { page, close } = await fresh();
    await page.goto(`${baseUrl}/product/${slug}`, { waitUntil: 'networkidle' });
    const png = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await page.getByTestId('upload-input').setInputFiles({ name: 'renamed.jpg', mimeType: 'image/jpeg', buffer: png });
    await page.locator('[data-testid="upload-form"][data-phase="notJpeg"]').waitFor();
    expect(await page.getByTestId('upload-message').textContent()).toContain('Please choose a .jpg or .jpeg photo');
    expect(await page.getByTestId('upload-dropzone-label').textContent()).toBe(
      'renamed.jpg is not a JPG or JPEG image. Choose a .jpg or .jpeg photo.',
    );
    expect(await page.getByTestId('upload-toast').count()).toBe(0);
    expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(false);
    await close();
  });
});
