import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, watch, untilHydrated } from './browser';

/**
 * What a first shopper meets in Chromium (docs/rules/gallery-wall.md#designer-steps "Layout", product and wall pages, search):
 * scroll position across navigation, the mobile menu drawer, nothing wider than a phone,
 * every category in the menu, the footer's pages in German, the search results page, and
 * price and buy button in view without scrolling.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface ApiProduct {
  slug: string;
  type: number;
  metadata: { portrait?: boolean; disable_bw?: boolean };
  variations: { option_name: string }[];
}
interface ApiCategory {
  name: string;
  show_in_menu: boolean;
  children: ApiCategory[];
  hierarchy: { slug: string }[];
}
const api = async <T>(path: string): Promise<{ body: T; total: number }> => {
  const res = await fetch(baseUrl + path);
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-total-count') ?? 0) };
};

/** A fresh browser context; the cookie alert is accepted unless `withCookieAlert`. */
const fresh = async (width: number, height = 800, options: { js?: boolean; withCookieAlert?: boolean } = {}) => {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: options.js ?? true });
  if (!options.withCookieAlert) await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl }]);
  const page = await context.newPage();
  return { page, problems: watch(page), close: () => context.close() };
};
const go = async (page: Page, path: string) => {
  const res = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  expect(res?.status(), path).toBe(200);
};
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  // the position is remembered from the scroll event, which fires on the next frame
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
};
/** True when the element's centre is inside the window and the element is what is drawn there. */
const inViewAndOnTop = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el === hit || el.contains(hit));
    });

describe('scroll position across navigation', () => {
  it('a link opens the next page at its top; back returns to the kept-alive page where it was; forward too', async () => {
    const { page, problems, close } = await fresh(1280);
    await go(page, '/');
    await scrollTo(page, 1500);
    // the header is sticky: its menu is in view while the start page is scrolled far down
    await page.locator('[data-testid="category-menu"] a', { hasText: 'Art Prints' }).first().click();
    await page.waitForURL(/\/product-category\/art-prints$/);
    await expect.poll(() => page.locator('main h1:visible').textContent()).toBe('Art Prints');
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 900);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => scrollY(page)).toBe(1500);
    await page.goForward();
    await page.waitForURL(/\/product-category\/art-prints$/);
    await expect.poll(() => scrollY(page)).toBe(900);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('mobile menu drawer (390 px)', () => {
  it('shows subcategories and closes once a category is chosen', async () => {
    const { page, problems, close } = await fresh(390, 844);
    await go(page, '/');
    await untilHydrated(page, 'header button');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.count()).toBe(1);
    // subcategories sit behind their category, shown on demand
    const minimalist = drawer.getByRole('link', { name: 'Minimalist' });
    expect(await minimalist.isVisible()).toBe(false);
    await drawer.locator('summary', { hasText: /^Art Prints$/ }).click();
    await minimalist.click();
    await page.waitForURL(/\/product-category\/art-prints\/minimalist$/);
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => page.locator('main h1:visible').textContent()).toBe('Minimalist');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('nothing scrolls sideways on a phone (390 px)', () => {
  it('product, category, tag, wall, search and start pages fit the width; the wishlist heart is whole', async () => {
    const { body: walls } = await api<ApiProduct[]>('/api/products?type=4&limit=1');
    const { body: posters } = await api<ApiProduct[]>('/api/products?type=1&limit=100');
    const landscape = posters.find((p) => p.metadata.portrait === false)!;
    const { page, problems, close } = await fresh(390, 844);
    for (const path of [
      '/',
      `/product/${landscape.slug}`,
      `/product/${walls[0]!.slug}`,
      '/product-category/art-prints',
      '/product-category/nature/botanical',
      '/search?query=sea',
      '/de/produkt-kategorie/kunstdrucke',
    ]) {
      await go(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    // A longer word on the button (Hungarian "Feliratkozás") must not push it out of its card.
    await go(page, '/hu');
    const card = await page.locator('[data-testid="newsletter"] > div').boundingBox();
    for (const control of ['newsletter-email', 'newsletter-submit']) {
      const box = await page.getByTestId(control).boundingBox();
      expect(card && box && box.x >= card.x && box.x + box.width <= card.x + card.width, `${control} inside its card`).toBe(true);
    }
    await go(page, `/product/${landscape.slug}`);
    const heart = await page.locator('main [data-testid="wishlist-toggle"]').first().boundingBox();
    expect(heart && heart.x >= 0 && heart.x + heart.width <= 390).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('desktop menu', () => {
  it('lists every top-level category the store shows in its menu, at 1280 and at 1024 px', async () => {
    const { body: categories } = await api<ApiCategory[]>('/api/categories');
    const wanted = categories.filter((c) => c.show_in_menu).map((c) => c.name);
    expect(wanted).toEqual(expect.arrayContaining(['Personalised Posters', 'Gallery Walls', 'Gift Cards']));
    for (const width of [1280, 1024]) {
      const { page, close } = await fresh(width);
      await go(page, '/');
      const shown = await page.locator('[data-testid="category-menu"] > div > a').allTextContents();
      expect(shown).toEqual(wanted);
      for (const name of wanted) {
        const box = await page.locator('[data-testid="category-menu"] > div > a', { hasText: name }).first().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${name} at ${width}`).toBe(true);
      }
      await close();
    }
  });
});

describe('footer', () => {
  it('links the service and legal pages in German, each a page with its own title', async () => {
    const { page, close } = await fresh(1280, 800, { js: false });
    await go(page, '/de');
    const footer = page.getByTestId('footer');
    const links = await footer.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual(
      expect.arrayContaining([
        ['Über uns', '/de/ueber-uns'],
        ['Hilfe & FAQ', '/de/hilfe'],
        ['Versand & Rückgabe', '/de/versand-und-rueckgabe'],
        ['Kontakt', '/de/kontakt'],
        ['AGB', '/de/agb'],
        ['Datenschutz', '/de/datenschutz'],
        ['Impressum', '/de/impressum'],
        ['Gutscheinguthaben', '/de/gift-card-balance'],
        ['Newsletter', '#newsletter'],
        ['Vom Newsletter abmelden', '/de/unsubscribe'],
      ]),
    );
    for (const [name, href] of links.filter(
      ([, h]) => h?.startsWith('/de/') && !h.includes('gift-card') && !h.includes('unsubscribe') && !h.includes('artists'),
    )) {
      await go(page, href!);
      expect(await page.locator('main h1').textContent(), href!).toBe(name);
    }
    await close();
  });

  it('is there in every store, with the legal notice in its language', async () => {
    const { page, close } = await fresh(1280, 800, { js: false });
    for (const [store, name] of [
      ['', 'Legal notice'],
      ['/fr', 'Mentions légales'],
      ['/se', 'Juridisk information'],
      ['/pl', 'Nota prawna'],
    ] as const) {
      await go(page, store || '/');
      expect(await page.getByTestId('footer').locator('a[data-page="legal-notice"]').textContent(), store).toBe(name);
    }
    await close();
  });
});

describe('search results page', () => {
  it('Enter in the header search opens the results for the text, with the page and query in the URL', async () => {
    const { total } = await api<ApiProduct[]>('/api/products?query=sea&limit=1');
    expect(total).toBeGreaterThan(0);
    const { page, problems, close } = await fresh(1280);
    await go(page, '/');
    const box = page.locator('header input[type="search"]');
    await untilHydrated(page, 'header input[type="search"]');
    await box.fill('sea');
    await box.press('Enter');
    await page.waitForURL(/\/search\?query=sea$/);
    await expect.poll(() => page.getByTestId('search-page').locator('h1').textContent()).toBe('Search results for “sea”');
    await expect.poll(() => page.locator('[data-testid="product-card"]:visible').count()).toBe(Math.min(24, total));
    expect(problems).toEqual([]);
    await close();
  });

  it("is server-rendered under the store's translated path, paginated, without JavaScript", async () => {
    const { page, close } = await fresh(1280, 800, { js: false });
    await go(page, '/de/suche?query=se');
    expect(await page.locator('main h1').textContent()).toBe('Suchergebnisse für „se“');
    // Two letters are too short to search (docs/rules/catalogue.md#search): the empty state, whose best sellers are the only posters shown.
    expect(await page.getByTestId('search-empty').count()).toBe(1);
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="product-card"]')].filter(
            (c) => !c.closest('[data-testid="search-best-sellers"]'),
          ).length,
      ),
    ).toBe(0);
    // The page lists what the search call finds (posters), which is its own total.
    const { total } = (await api<{ total: number }>('/api/search?query=ber&limit=1&store=de')).body;
    expect(total).toBeGreaterThan(24);
    await go(page, '/de/suche?query=ber');
    expect(await page.getByTestId('product-card').count()).toBe(24);
    const second = page.locator('[data-testid="pagination"] a', { hasText: '2' }).first();
    expect(await second.getAttribute('href')).toBe('/de/suche?query=ber&page=2');
    await go(page, '/de/suche?query=ber&page=2');
    expect(await page.getByTestId('product-card').count()).toBe(Math.min(24, total - 24));
    await close();
  });
});

describe('price and buy button in view without scrolling', () => {
  it('on a poster page at 1280×800 and 390×844, even with the cookie alert shown on the wide screen', async () => {
    const { body: posters } = await api<ApiProduct[]>('/api/products?type=1&limit=1');
    const slug = posters[0]!.slug;
    for (const [width, height, withCookieAlert] of [
      [1280, 800, true],
      [1280, 800, false],
      [390, 844, false],
    ] as const) {
      const { page, problems, close } = await fresh(width, height, { withCookieAlert });
      await go(page, `/product/${slug}`);
      expect(await inViewAndOnTop(page, 'add-to-cart'), `${width}`).toBe(true);
      expect(await inViewAndOnTop(page, 'price'), `${width}`).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }
  });

  // Once, on an idle machine, the phone's wall total read as covered right after load; it passed on
  // the runs before and after. Tried again up to twice: a total that is always covered still fails.
  it('on a gallery-wall page: the wall total and "add the whole wall" at 1280×800 and 390×844', { retry: 2 }, async () => {
    const { body: walls } = await api<ApiProduct[]>('/api/products?type=4&limit=1');
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const { page, problems, close } = await fresh(width, height);
      await go(page, `/product/${walls[0]!.slug}`);
      expect(await inViewAndOnTop(page, 'wall-buy'), `${width}`).toBe(true);
      expect(await inViewAndOnTop(page, 'wall-subtotal'), `${width}`).toBe(true);
      expect(await page.getByTestId('wall-subtotal').textContent()).toMatch(/€\d/);
      expect(problems).toEqual([]);
      await close();
    }
  });
});

describe('listings', () => {
  it('every wall card in the gallery-walls category shows a price (a wall has no variations of its own)', async () => {
    const { page, problems, close } = await fresh(1280, 800);
    await go(page, '/product-category/gallery-walls');
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toMatch(/From €\d/);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('product options', () => {
  it('a landscape poster is offered in landscape sizes (70×50, not 50×70)', async () => {
    const { body: posters } = await api<ApiProduct[]>('/api/products?type=1&limit=100');
    const landscape = posters.find((p) => p.metadata.portrait === false && p.variations.some((v) => v.option_name === '50x70'))!;
    const { page, close } = await fresh(1280, 800, { js: false });
    await go(page, `/product/${landscape.slug}`);
    const sizes = await page.getByTestId('size-picker').locator('button').allTextContents();
    expect(sizes).toContain('70x50');
    expect(sizes).not.toContain('50x70');
    expect(await page.getByTestId('size-picker').locator('button[aria-pressed="true"]').textContent()).toBe('70x50');
    await close();
  });

  it('the gift card asks for an amount, not a size', async () => {
    const { page, close } = await fresh(1280);
    await go(page, '/product/gift-card');
    expect(await page.getByTestId('price').textContent()).toBe('Choose an amount');
    await close();
  });

  it('the mini cart shows black-and-white only for a poster whose colour can be chosen', async () => {
    const { body: posters } = await api<ApiProduct[]>('/api/products?type=1&limit=100');
    const fixedColour = posters.find((p) => p.metadata.disable_bw && p.variations.some((v) => v.option_name === '50x70'))!;
    const { page, problems, close } = await fresh(1280);
    await go(page, `/product/${fixedColour.slug}`);
    await untilHydrated(page, '[data-testid="add-to-cart"]');
    await page.getByTestId('add-to-cart').click(); // opens the mini cart
    const options = page.getByTestId('mini-cart').getByTestId('cart-line-options');
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.textContent()).toBe('Margin: no');
    expect(problems).toEqual([]);
    await close();
  });
});
