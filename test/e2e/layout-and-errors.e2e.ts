import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { countLayoutShifts, layoutShiftOf, useBrowser, watch } from './browser';

/**
 * What a person sees of the error page and of the header, footer and phone menu (docs/rules/shop-wide.md#layout
 * "Layout", docs/rules/shop-wide.md#layout), at 1280 and 390 px with JavaScript on and off. Each check also writes a
 * screenshot to SHOTS_DIR (a temporary folder unless set) for a person to look at.
 */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.SHOTS_DIR ?? path.join('node_modules', '.cache', 'layout-shots');
const browser = useBrowser();

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

const WIDTHS = [1280, 390] as const;
const MODES = [
  { js: true, name: 'js' },
  { js: false, name: 'nojs' },
] as const;

const fresh = async (width: number, js = true, cookies: { name: string; value: string }[] = []) => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: baseUrl },
    ...cookies.map((c) => ({ ...c, url: baseUrl })),
  ]);
  const page = await context.newPage();
  return { page, problems: watch(page), close: () => context.close() };
};
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const noWiderThanViewport = async (page: Page) =>
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
/** Settles hydration and the deferred parts (footer, newsletter) of a page. */
const settle = (page: Page, js: boolean) =>
  js ? page.waitForFunction(() => document.readyState === 'complete').then(() => page.waitForTimeout(300)) : Promise.resolve();

describe('the error page', () => {
  for (const width of WIDTHS)
    for (const mode of MODES) {
      it(`at ${width} px, JavaScript ${mode.js ? 'on' : 'off'}: an unreadable address shows the styled page with status 400`, async () => {
        const { page, problems, close } = await fresh(width, mode.js);
        try {
          const res = await page.goto(`${baseUrl}/de/produkt/%FF`, { waitUntil: 'networkidle' });
          expect(res?.status()).toBe(400);
          await settle(page, mode.js);
          // Still the error page after hydration: the browser did not load the product or go home.
          expect(new URL(page.url()).pathname).toBe('/de/produkt/%FF');
          const error = page.getByTestId('error-page');
          await expect.poll(() => error.isVisible()).toBe(true);
          expect(await error.getAttribute('data-status')).toBe('400');
          expect(await page.locator('h1').innerText()).toBe('Diese Adresse konnte nicht gelesen werden');
          expect(await error.locator('svg').isVisible()).toBe(true);
          expect(await page.getByTestId('footer').isVisible()).toBe(true);
          expect(await page.getByTestId('cart-button').isVisible()).toBe(true);
          expect(await error.locator('a[href="/de/"]').isVisible()).toBe(true);
          // Styled: the stylesheet applied (the page's container is centred, not the browser's default).
          expect(await page.locator('body').evaluate((b) => getComputedStyle(b).margin)).toBe('0px');
          await noWiderThanViewport(page);
          await shot(page, `error-400-${width}-${mode.name}`);
          // The page's own status is no problem of the page.
          expect(problems.filter((p) => !p.startsWith('http 400') && !p.includes('status of 400'))).toEqual([]);
        } finally {
          await close();
        }
      });
    }

  it('a dotted path shows the 404 page with the warning icon', async () => {
    const { page, close } = await fresh(1280);
    try {
      const res = await page.goto(`${baseUrl}/wp-login.php`, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(404);
      expect(await page.getByTestId('not-found').locator('svg').isVisible()).toBe(true);
      await shot(page, 'error-404-1280-js');
    } finally {
      await close();
    }
  });
});

describe('header and footer', () => {
  for (const width of WIDTHS)
    for (const mode of MODES) {
      it(`at ${width} px, JavaScript ${mode.js ? 'on' : 'off'}: a checkout link beside the cart bag, the about and help texts in the footer`, async () => {
        const { page, problems, close } = await fresh(width, mode.js);
        try {
          await page.goto(`${baseUrl}/de`, { waitUntil: 'networkidle' });
          await settle(page, mode.js);
          const cart = (await page.getByTestId('cart-button').boundingBox())!;
          const link = page.getByTestId('checkout-link');
          const checkout = (await link.boundingBox())!;
          expect(await link.getAttribute('href')).toBe('/de/checkout');
          // Beside the bag: on its row, next to it.
          expect(Math.abs(checkout.y - cart.y)).toBeLessThanOrEqual(2);
          expect(checkout.x - (cart.x + cart.width)).toBeGreaterThanOrEqual(0);
          expect(checkout.x - (cart.x + cart.width)).toBeLessThanOrEqual(16);
          expect(checkout.x + checkout.width).toBeLessThanOrEqual(width);
          const about = page.getByTestId('footer-about');
          await about.scrollIntoViewIfNeeded();
          expect(await about.innerText()).toContain('Atelier Posters druckt Kunst');
          expect(await page.getByTestId('footer-help').locator('strong').innerText()).toBe('Hilfeseiten');
          await noWiderThanViewport(page);
          await page.locator('body').evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(SHOTS, `header-${width}-${mode.name}.png`) });
          await page.getByTestId('footer').screenshot({ path: path.join(SHOTS, `footer-${width}-${mode.name}.png`) });
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    }

  it('the checkout link goes to the checkout', async () => {
    const { page, close } = await fresh(1280);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByTestId('checkout-link').click();
      await page.waitForURL(`${baseUrl}/checkout`);
    } finally {
      await close();
    }
  });

  it('the phone menu lists the gallery-wall designer, the artists and, when signed in, the account, with room for its markers', async () => {
    const { page, problems, close } = await fresh(390, true, [{ name: 'shop_artist', value: '1' }]);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await settle(page, true);
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByTestId('drawer-categories');
      await drawer.waitFor();
      expect(await drawer.getByTestId('drawer-gallery-wall').getAttribute('href')).toBe('/gallery-wall');
      expect(await drawer.locator('a[href="/artists"]').isVisible()).toBe(true);
      expect(await drawer.getByTestId('drawer-account-link').getAttribute('href')).toBe('/my-account');
      // The ▶ marker sits outside its summary: the summary needs room to its left inside the panel.
      const panel = (await page.getByRole('dialog', { name: 'Menu' }).boundingBox())!;
      const summary = (await drawer.locator('summary').first().boundingBox())!;
      expect(summary.x - panel.x).toBeGreaterThanOrEqual(36);
      await page.screenshot({ path: path.join(SHOTS, 'phone-menu-390-js.png') });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the desktop menu on a first visit, before the shop font is there', () => {
  for (const store of ['', '/de']) {
    it(`stays on one row at 1280 px with the fallback font (${store || '/'})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // A first visit where Inter does not arrive in time: the fallback font lays the page out.
      await page.route('**/*.woff2', (route) => route.abort());
      await countLayoutShifts(page);
      try {
        await page.goto(`${baseUrl}${store}`, { waitUntil: 'networkidle' });
        const rows = await page
          .getByTestId('category-menu')
          .evaluate((nav) => new Set([...nav.children].map((c) => Math.round(c.getBoundingClientRect().top))).size);
        expect(rows).toBe(1);
        expect(
          await page.evaluate(() =>
            [...document.fonts].some((f) => f.family.replaceAll('"', '') === 'Inter Variable' && f.status === 'loaded'),
          ),
        ).toBe(false);
        // No visible shift: a sub-pixel settle of 0.0007 was seen once on a clean clone (budget 0.02, docs/architecture.md#layers).
        expect(await layoutShiftOf(page)).toBeLessThan(0.005);
        await page.screenshot({ path: path.join(SHOTS, `menu-fallback-font-1280${store.replace('/', '-') || '-en'}.png`) });
      } finally {
        await context.close();
      }
    });
  }
});
