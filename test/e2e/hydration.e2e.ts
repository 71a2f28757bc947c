import { describe, expect, inject, it } from 'vitest';
import { countLayoutShifts, layoutShiftOf, useBrowser, watch, untilHydrated } from './browser';

/**
 * Hydration with something stored: once the cart and the wishlist hold an item, every full
 * page load must hydrate without a mismatch (React error #418), and the stored state shows
 * right after (filled hearts, cart count).
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;

describe('a full page load with a stored cart and wishlist', () => {
  it('hydrates without an error on the start page, in another store and on product pages, then shows what is stored', async () => {
    // A best seller: it appears on the start page, so its heart is there too.
    const [poster] = await api<{ id: number; slug: string }[]>('/api/products?type=1&limit=1');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${baseUrl}/product/${poster!.slug}`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="add-to-cart"]');
    await page.getByTestId('add-to-cart').click();
    // The cart panel opens once the server has answered; Escape before that closes nothing, and
    // the panel would then cover the heart clicked next.
    const cart = page.getByTestId('mini-cart');
    await cart.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });
    await page.locator('main [data-testid="wishlist-toggle"]').first().click();
    await expect.poll(() => page.getByTestId('wishlist-button').getAttribute('data-filled')).toBe('true');
    expect(problems).toEqual([]);

    for (const path of ['/', '/de', `/product/${poster!.slug}`, '/product-category/art-prints']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('[data-testid="wishlist-button"]:visible').getAttribute('data-filled')).toBe('true');
      expect(await page.locator('[data-testid="cart-count"]:visible').textContent()).toBe('1');
      expect(problems, path).toEqual([]);
    }
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    expect(await page.locator(`main a[href="/product/${poster!.slug}"]`).count()).toBeGreaterThan(0);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main [data-testid="wishlist-toggle"][aria-pressed="true"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the order of a first load', () => {
  it("asks for the page's scripts only after the server's HTML and its largest image are painted, then hydrates", async () => {
    // server/ssr/document.ts SCRIPT_LOADER: the stylesheet and the largest image have the
    // connection to themselves until they are painted; the scripts follow, and the page hydrates.
    const [poster] = await api<{ slug: string }[]>('/api/products?type=1&limit=1');
    for (const path of ['/', `/product/${poster!.slug}`]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // On a busy machine the paint can come more than networkidle's half second after the image,
      // so the network may rest before the loader asks for the scripts: wait for them to be asked for.
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').filter((r) => /\.js$/.test(new URL(r.name).pathname)).length > 2,
        undefined,
        { timeout: 15_000 },
      );
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => {
        const largest = document.querySelector('img[fetchpriority="high"]') as HTMLImageElement | null;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          image: resources.find((r) => largest && r.name === largest.currentSrc)?.responseEnd ?? Number.NaN,
          scripts: resources.filter((r) => /\.js$/.test(new URL(r.name).pathname)).map((r) => r.startTime),
          messages: resources.filter((r) => /\/messages-[^/]+\.json$/.test(r.name)).map((r) => r.startTime),
        };
      });
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.image, `${path}: the largest image was fetched`).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(2);
      expect(
        timing.scripts.filter((start) => start < timing.paint || start < timing.image),
        `${path}: scripts asked for before the paint`,
      ).toEqual([]);
      expect(timing.messages, path).toHaveLength(1);
      // Hydrated: the header's cart button answers a click by opening the cart panel.
      await page.locator('[data-testid="cart-button"]:visible').first().click();
      await page.getByTestId('mini-cart').waitFor({ state: 'visible', timeout: 10_000 });
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });
});

describe('what the checkout does to the page around it', () => {
  it('keeps what is in view in place when the checkout, rendered in the browser only, appears', async () => {
    // The server cannot know the cart (it lives in the browser), so it renders the checkout's
    // place empty; the page then appears there, here with an empty cart's message (CLS ≤ 0.02).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await countLayoutShifts(page);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.getByTestId('checkout-empty').waitFor();
    const shifted = await layoutShiftOf(page);
    expect(shifted).toBeLessThanOrEqual(0.02);
    await context.close();
  });
});
