import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, untilHydrated } from './browser';

/** Browsing and buying decisions (issue: listings, search, product pages, cart, wishlist, artists, content). */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;
const fresh = (width = 1280) => browser.fresh({ viewport: { width, height: 900 } });
const go = async (page: Page, path: string) => {
  const res = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  expect(res?.status()).toBe(200);
};
const cards = (page: Page) => page.getByTestId('product-card');

describe('category listings', () => {
  it('filters by colour (page reset to 1) and keeps the page number in the URL', async () => {
    const { page, problems, close } = await fresh();
    await go(page, '/product-category/art-prints?page=2');
    await expect.poll(() => cards(page).count()).toBe(24);
    expect(await page.locator('[data-testid="pagination"] [aria-current="page"]').first().textContent()).toBe('2');
    await page.getByTestId('filter-button').click();
    await page.locator('[data-colour="blue"]').click();
    await page.waitForURL(/\?color=blue$/);
    const blue = await api<unknown[]>('/api/products?categories=art-prints&type=1&color=blue&limit=100');
    await expect.poll(() => cards(page).count()).toBe(Math.min(24, blue.length));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('filter-panel').count()).resolves.toBe(0);
    await go(page, '/product-category/art-prints');
    await page.locator('[data-testid="pagination"] a', { hasText: '3' }).first().click();
    await page.waitForURL(/\?page=3$/);
    const third = await api<{ id: number; slug: string }[]>('/api/products?category_id=2&type=1&limit=24&offset=48');
    await expect.poll(async () => cards(page).first().locator('a').getAttribute('href')).toBe(`/product/${third[0]!.slug}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("shows a card's room picture under a hovering pointer, and never fetches it where nothing hovers", async () => {
    // components/Img hoverOnly: a phone takes the inline one-pixel source of the <picture>.
    const roomRequests = (page: Page) => {
      const urls: string[] = [];
      page.on('request', (r) => {
        if (/\/room-\d+\.webp/.test(r.url())) urls.push(r.url());
      });
      return urls;
    };
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    const onPhone = roomRequests(phonePage);
    await go(phonePage, '/product-category/art-prints');
    await phonePage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await phonePage.waitForLoadState('networkidle');
    expect(await cards(phonePage).count()).toBeGreaterThan(4);
    expect(onPhone, 'room pictures fetched on a phone').toEqual([]);
    await phone.close();

    const { page, problems, close } = await fresh();
    const onDesktop = roomRequests(page);
    await go(page, '/product-category/art-prints');
    const room = cards(page).first().locator('picture img');
    await cards(page).first().hover();
    await expect.poll(() => room.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    expect(await room.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\/room-\d+\.webp/);
    expect(onDesktop.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('renders a nested category path in English and German with breadcrumbs', async () => {
    const { page, problems, close } = await fresh();
    await go(page, '/product-category/art-prints/abstract/geometric');
    expect(await page.locator('main h1:visible').textContent()).toBe('Geometric');
    expect(await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents()).toEqual([
      'Home / ',
      'Art Prints / ',
      'Abstract / ',
      'Geometric',
    ]);
    const de = await page.locator('link[hreflang="de-DE"]').getAttribute('href');
    await go(page, new URL(de!).pathname);
    expect(page.url()).toBe(`${baseUrl}/de/produkt-kategorie/kunstdrucke/abstrakt/geometrisch`);
    expect(await page.locator('main h1:visible').textContent()).toBe('Geometrisch');
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('lists a tag page titled with the tag name', async () => {
    const [poster] = await api<{ tags: { slug: string; name: string }[] }[]>('/api/products?type=1&limit=1');
    const tag = poster!.tags[0]!;
    const { page, problems, close } = await fresh();
    await go(page, `/product-tag/${tag.slug}`);
    expect(await page.locator('main h1:visible').textContent()).toBe(tag.name);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('search', () => {
  it('opens the dropdown above one character, queries above two, and opens a result with the keyboard', async () => {
    const [poster] = await api<{ name: string; slug: string }[]>('/api/products?type=1&limit=1');
    const word = poster!.name.split(' ')[0]!;
    const { page, problems, close } = await fresh();
    await go(page, '/');
    const box = page.getByRole('combobox').first();
    await box.fill(word.slice(0, 1));
    expect(await page.getByTestId('search-results').count()).toBe(0);
    await box.fill(word);
    await page.getByTestId('search-results').getByRole('option').first().waitFor();
    const names = await page.getByTestId('search-results').getByRole('option').allTextContents();
    expect(names.some((n) => n.includes(word))).toBe(true);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/product\//);
    await page.locator('main h1:visible').waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

describe('product pages and the cart', () => {
  it('adds a framed poster as two lines priced from the server data, and keeps the cart after a reload', async () => {
    const [poster] = await api<{ slug: string; variations: { option_name: string; price: number }[] }[]>(
      '/api/products?type=1&customizable=false&portrait=true&limit=1',
    );
    const frames =
      await api<{ name: string; variations: { option_name: string; price: number }[] }[]>('/api/products?type=2&limit=10');
    const posterPrice = poster!.variations.find((v) => v.option_name === '30x40')!.price;
    const framePrice = frames[0]!.variations.find((v) => v.option_name === '30x40')!.price;
    const { page, problems, close } = await fresh();
    await go(page, `/product/${poster!.slug}?size=30x40`);
    expect(await page.locator('[data-testid="size-picker"] [aria-pressed="true"]').textContent()).toBe('30x40');
    await page.locator('[data-testid="frame-picker"] button', { hasText: frames[0]!.name }).click();
    const euros = (cents: number) => `€${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
    expect(await page.getByTestId('price').textContent()).toBe(euros(posterPrice + framePrice));
    await untilHydrated(page, '[data-testid="add-to-cart"]');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('mini-cart').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await page.getByTestId('cart-line-price').allTextContents()).toEqual([
      `1 × ${euros(posterPrice)}`,
      `1 × ${euros(framePrice)}`,
    ]);
    expect(await page.getByTestId('cart-subtotal').textContent()).toContain(euros(posterPrice + framePrice));
    await page.keyboard.press('Escape');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    expect(problems).toEqual([]);
    await close();
  });

  it('preselects the default size, and changing size clears the frame', async () => {
    const [poster] = await api<{ slug: string; variations: { option_name: string }[] }[]>(
      '/api/products?type=1&customizable=false&limit=1&offset=3',
    );
    const { page, close } = await fresh();
    // An unknown ?size= falls back to the default size 50x70 (docs/rules/product-pages.md#size-frame-and-options).
    await go(page, `/product/${poster!.slug}?size=99x99`);
    expect(await page.locator('[data-testid="size-picker"] [aria-pressed="true"]').textContent()).toBe('50x70');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(false);
    await page.locator('[data-testid="frame-picker"] button').nth(1).click();
    expect(await page.locator('[data-testid="frame-picker"] [aria-pressed="true"]').count()).toBe(1);
    await page.locator('[data-testid="size-picker"] button', { hasText: '13x18' }).click();
    expect(await page.locator('[data-testid="frame-picker"] button').first().getAttribute('aria-pressed')).toBe('true');
    // 13x18 forces the margin and hides the choice.
    expect(await page.getByLabel('White margin').count()).toBe(0);
    await close();
  });

  it.each([
    ['a frame', '/api/products?type=2&limit=1', 'Size (cm)'],
    ['a gift card', '/api/products?type=3&limit=1', 'Amount'],
  ])('renders %s with its own choice', async (_kind, query, legend) => {
    const [product] = await api<{ slug: string; name: string }[]>(query);
    const { page, problems, close } = await fresh();
    await go(page, `/product/${product!.slug}`);
    expect(await page.locator('main h1:visible').textContent()).toBe(product!.name);
    expect(await page.locator('legend').first().textContent()).toBe(legend);
    expect(problems).toEqual([]);
    await close();
  });

  it('a gift card preselects ?amount=', async () => {
    const [card] = await api<{ slug: string }[]>('/api/products?type=3&limit=1');
    const { page, close } = await fresh();
    await go(page, `/product/${card!.slug}?amount=100`);
    expect(await page.locator('[data-testid="size-picker"] [aria-pressed="true"]').textContent()).toBe('€100');
    await close();
  });

  it('a wall bundle lists its posters and adds them all with a toast', async () => {
    const [wall] = await api<{ id: number; slug: string }[]>('/api/products?type=4&limit=1');
    const bundled = await api<unknown[]>(`/api/products/${wall!.id}/bundled`);
    const { page, problems, close } = await fresh();
    await go(page, `/product/${wall!.slug}`);
    await untilHydrated(page, '[data-testid="wall-buy"]');
    await page.getByTestId('wall-buy').click();
    await page.getByRole('status').waitFor();
    await page.getByTestId('cart-button').click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBeGreaterThanOrEqual(bundled.length);
    expect(problems).toEqual([]);
    await close();
  });

  it('toggles the wishlist and fills the header heart', async () => {
    const { page, problems, close } = await fresh();
    await go(page, '/product-category/art-prints');
    expect(await page.getByTestId('wishlist-button').getAttribute('data-filled')).toBe('false');
    await untilHydrated(page, '[data-testid="wishlist-toggle"]');
    await cards(page).first().getByTestId('wishlist-toggle').click();
    await expect.poll(() => page.getByTestId('wishlist-button').getAttribute('data-filled')).toBe('true');
    await page.getByTestId('wishlist-button').click();
    // The panels' code loads with the first panel opened.
    await page.getByTestId('wishlist-panel').waitFor();
    expect(await page.getByTestId('wishlist-item').count()).toBe(1);
    await page.getByTestId('wishlist-panel').getByRole('button', { name: 'Remove' }).click();
    expect(await page.getByTestId('wishlist-item').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('artists and content', () => {
  it('pages the artist directory by 12 and opens a profile', async () => {
    const { page, problems, close } = await fresh();
    await go(page, '/artists');
    const links = page.locator('main a[href^="/artists/"]');
    expect(await links.count()).toBe(12);
    const href = await links.first().getAttribute('href');
    await links.first().click();
    await page.waitForURL(baseUrl + href!);
    await page.locator('main h1:visible').waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('an unknown artist redirects to the start page', async () => {
    const res = await fetch(`${baseUrl}/artists/nobody-here`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('renders a content page in a container classed by its slug (docs/rules/catalogue.md#content-pages catch-all)', async () => {
    const { page, problems, close } = await fresh();
    await go(page, '/about');
    expect(await page.locator('main h1:visible').textContent()).toBe('About us');
    expect(await page.locator('main .about').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('augmented reality', () => {
  it('offers the wall preview on Android for a portrait poster, with a valid model, and reports the event', async () => {
    const [poster] = await api<{ slug: string; images: { type: string; url: string }[] }[]>(
      '/api/products?type=1&portrait=true&customizable=false&limit=1',
    );
    const android = await browser.newContext({
      viewport: { width: 412, height: 900 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    const page = await android.newPage();
    await page.goto(`${baseUrl}/product/${poster!.slug}`, { waitUntil: 'networkidle' });
    const href = await page.getByTestId('ar-link').getAttribute('href');
    const model = decodeURIComponent(/file=([^&]+)/.exec(href!)![1]!);
    const glb = await fetch(model);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    expect(
      Buffer.from(await glb.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('glTF');
    await page.evaluate(() =>
      document.querySelector('[data-testid="ar-link"]')!.addEventListener('click', (e) => e.preventDefault()),
    );
    await page.getByTestId('ar-link').click();
    const events = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event),
    );
    expect(events).toContain('ar_view');
    await android.close();

    const { page: desktop, close } = await fresh();
    await go(desktop, `/product/${poster!.slug}`);
    expect(await desktop.getByTestId('ar-link').count()).toBe(0);
    await close();
  });
});
