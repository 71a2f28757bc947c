import { describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { APIResponse, Page } from 'playwright-core';
import { useBrowser } from './browser';
import { signInAsStaff } from './staff';
import { productPath, ROUTE_PREFIXES, storeByCode } from '../../src/domain/stores/stores';

/**
 * The catalogue role runs a poster from nothing to sale and back (docs/rules/catalogue-management.md), in the
 * browser against the built shop: Clara signs in through the sandbox wallet, creates a poster with
 * Swedish and German texts, uploads its master (the shop makes its images in the background), sets
 * a SEK price by hand and publishes it; the poster's page then shows in the Swedish store at that
 * price and in the German one in euros, the stores' search pages find it and both sitemaps list it.
 * Hidden from the back office's Catalogue page (at 1280 px; the page also fits 390 px), it is gone from every one of
 * them and its page answers as an unlisted product's.
 */
const baseUrl = inject('baseUrl');
const chromium = useBrowser();

const se = storeByCode('se')!;
const de = storeByCode('de')!;

/** A staff call from the signed-in browser context, with the session's CSRF token. */
const staffCall = async (page: Page, method: 'POST' | 'PUT', path: string, data: unknown, type = 'application/json') => {
  const session = (await (await page.request.get(`${baseUrl}/api/admin/session`)).json()) as { csrf_token: string };
  const res: APIResponse = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': type, 'x-csrf-token': session.csrf_token },
    data: type === 'application/json' ? JSON.stringify(data) : (data as Buffer),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { id: number; image_job: { state: string } | null };
};

describe('catalogue management in the browser', () => {
  it('creates, images, prices and publishes a poster that both stores show, find and list; hidden, it is gone', async () => {
    const tag = Date.now().toString(36);
    const sku = `E2E-${tag.toUpperCase()}`;
    const svSlug = `fyren-${tag}`;
    const deSlug = `leuchtturm-${tag}`;
    const svName = `Fyren vid havet ${tag}`;
    const deName = `Leuchtturm am Meer ${tag}`;
    const page = await chromium.page(1280);
    await signInAsStaff(page, baseUrl, 'catalogue', '/admin');

    const poster = await staffCall(page, 'POST', '/api/admin/catalogue/products', {
      sku,
      type: 1,
      sizes: ['30x40', '50x70'],
      texts: [
        { language: 'en', name: `Lighthouse by the sea ${tag}`, slug: `lighthouse-${tag}`, description: '<p>A lighthouse.</p>' },
        { language: 'sv', name: svName, slug: svSlug, description: '<p>En fyr.</p>' },
        { language: 'de', name: deName, slug: deSlug, description: '<p>Ein Leuchtturm.</p>' },
      ],
    });
    const master = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#2d5d7b' } })
      .jpeg()
      .toBuffer();
    await staffCall(page, 'POST', `/api/admin/catalogue/products/${poster.id}/image`, master, 'image/jpeg');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${baseUrl}/api/admin/catalogue/products/${poster.id}`)).json()) as {
              image_job: { state: string };
            }
          ).image_job.state,
        {
          timeout: 30_000,
        },
      )
      .toBe('ready');
    await staffCall(page, 'PUT', `/api/admin/catalogue/products/${poster.id}/prices`, {
      sizes: [
        { size: '30x40', eur: 1990, currencies: { SEK: 21900 } },
        { size: '50x70', eur: 2990, currencies: { SEK: 31900 } },
      ],
    });
    await staffCall(page, 'POST', `/api/admin/catalogue/products/${poster.id}/status`, { move: 'publish' });

    const shopper = await chromium.page(1280);
    const svPage = `${baseUrl}${productPath(se, svSlug)}`;
    const dePage = `${baseUrl}${productPath(de, deSlug)}`;
    expect((await shopper.goto(svPage, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await shopper.locator('h1').first().textContent()).toBe(svName);
    expect((await shopper.getByTestId('price').first().textContent())?.replace(/\s/g, '')).toMatch(/^319kr$/);
    const image = shopper.locator(`img[src*="/catalogue-media/posters/${poster.id}/"]`).first();
    await image.waitFor();
    expect((await shopper.goto(dePage, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    expect(await shopper.locator('h1').first().textContent()).toBe(deName);
    expect(await shopper.getByTestId('price').first().textContent()).toMatch(/29,90/);

    const searchPage = (store: typeof se, words: string) =>
      `${baseUrl}${store.pathPrefix}/${ROUTE_PREFIXES[store.language].search}?query=${encodeURIComponent(words)}`;
    const cardsFor = async (url: string, name: string) => {
      await shopper.goto(url, { waitUntil: 'networkidle' });
      return shopper.getByTestId('product-card').filter({ hasText: name }).count();
    };
    expect(await cardsFor(searchPage(se, `Fyren ${tag}`), svName)).toBe(1);
    expect(await cardsFor(searchPage(de, `Leuchtturm ${tag}`), deName)).toBe(1);
    const sitemap = async (store: string) => (await shopper.request.get(`${baseUrl}/sitemaps/${store}.xml`)).text();
    expect(await sitemap('se')).toContain(productPath(se, svSlug));
    expect(await sitemap('de')).toContain(productPath(de, deSlug));

    // The back office's Catalogue page lists it with its storefront thumbnail, and hides it.
    await page.goto(`${baseUrl}/admin/catalogue?q=${sku}`, { waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-sku="${sku}"]:visible`);
    await row.waitFor();
    expect(await row.textContent()).toContain('For sale');
    expect(await row.locator(`img[src*="/catalogue-media/posters/${poster.id}/"]`).count()).toBe(1);
    await row.getByRole('button', { name: `Hide: ${sku}` }).click();
    await expect.poll(() => row.textContent()).toContain('Hidden');
    const phone = await chromium.page(390);
    await signInAsStaff(phone, baseUrl, 'catalogue', `/admin/catalogue?q=${sku}`);
    await phone.getByTestId('admin-catalogue').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // As any unlisted product's: the page sends the shopper to the store's start page, the API answers 404.
    for (const [url, store] of [
      [svPage, se],
      [dePage, de],
    ] as const) {
      const gone = await shopper.request.get(url, { maxRedirects: 0 });
      expect(gone.status(), url).toBe(302);
      expect(new URL(gone.headers().location!, baseUrl).pathname).toBe(store.pathPrefix || '/');
    }
    expect((await shopper.request.get(`${baseUrl}/api/products/${poster.id}`)).status()).toBe(404);
    expect(await cardsFor(searchPage(se, `Fyren ${tag}`), svName)).toBe(0);
    expect(await cardsFor(searchPage(de, `Leuchtturm ${tag}`), deName)).toBe(0);
    expect(await sitemap('se')).not.toContain(svSlug);
    expect(await sitemap('de')).not.toContain(deSlug);
  }, 120_000);
});
