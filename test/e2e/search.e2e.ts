import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, watch } from './browser';

/**
 * The search results page as a shopper sees it (docs/rules/catalogue.md#search search) at 1280 and 390 px: the total,
 * artists above the grid, filters with counts that lead to that many posters, "did you mean"
 * for a typo, `?q=` read like `?query=`, and the empty state with best sellers and categories.
 * Screenshots go to SEARCH_SHOTS_DIR when it is set (looked at by a person, not compared).
 */
const baseUrl = inject('baseUrl');
const shots = process.env.SEARCH_SHOTS_DIR;
const browser = useBrowser();

beforeAll(async () => {
  if (shots) mkdirSync(shots, { recursive: true });
});

describe.each([1280, 390])('search results page at %i px', (width) => {
  const open = async (path: string) => {
    const opened = await browser.fresh({ viewport: { width, height: 900 } });
    const res = await opened.page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    return opened;
  };
  const noWiderThanViewport = async (page: import('playwright-core').Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  it('finds an artist by name, lists them above the grid, and counts each filter value', async () => {
    const { page, problems, close } = await open('/search?q=clara');
    await page
      .getByTestId('search-artists')
      .getByRole('link', { name: /Clara Weiss/ })
      .waitFor();
    const count = Number((await page.getByTestId('search-count').textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    expect(await page.getByTestId('product-card').count()).toBe(Math.min(24, count));
    await noWiderThanViewport(page);
    if (shots) await page.screenshot({ path: `${shots}/artist-${width}.png`, fullPage: true });
    const colour = page.getByTestId('search-filters').getByRole('link').first();
    const wanted = Number(await colour.locator('span').textContent());
    await colour.click();
    await page.waitForURL(/color=/);
    await expect
      .poll(() => page.locator('[data-testid="search-page"]:visible [data-testid="product-card"]').count())
      .toBe(Math.min(24, wanted));
    expect(problems).toEqual([]);
    await close();
  });

  it('offers the correction of a typo and follows it', async () => {
    const { page, problems, close } = await open('/search?query=montains');
    const suggestion = page.getByTestId('search-did-you-mean');
    expect(await suggestion.textContent()).toContain('mountains');
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    if (shots) await page.screenshot({ path: `${shots}/did-you-mean-${width}.png`, fullPage: true });
    await suggestion.getByRole('link').click();
    await page.waitForURL(/query=mountains/);
    // The page left stays mounted but hidden (kept-alive pages), so only the visible one counts.
    await page.locator('[data-testid="search-page"]:visible h1', { hasText: 'mountains' }).waitFor();
    expect(await page.locator('[data-testid="search-did-you-mean"]:visible').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows best sellers and the categories when nothing matches', async () => {
    const { page, problems, close } = await open('/search?query=qqxqzz');
    await page.getByTestId('search-empty').waitFor();
    expect(await page.getByTestId('search-best-sellers').getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('search-categories').getByRole('link').count()).toBeGreaterThan(0);
    await noWiderThanViewport(page);
    if (shots) await page.screenshot({ path: `${shots}/empty-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await close();
  });
});

/** The header's dropdown (docs/rules/catalogue.md#search search): the wide header's combobox. */
describe('search dropdown', () => {
  it('groups the dropdown into posters, artists and categories, and reaches an artist with the keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox').first();
    await box.fill('clara');
    const artists = page.getByTestId('search-group-artist');
    await artists.getByRole('option', { name: /Clara Weiss/ }).waitFor();
    const posters = await page.getByTestId('search-group-poster').getByRole('option').count();
    expect(posters).toBeGreaterThan(0);
    expect(await page.getByRole('group', { name: 'Artists' }).count()).toBe(1);
    for (let i = 0; i <= posters; i++) await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Clara Weiss');
    if (shots) await page.screenshot({ path: `${shots}/dropdown-1280.png` });
    await box.press('Enter');
    await page.waitForURL(/\/artists\//);
    expect(problems).toEqual([]);
    await context.close();
  });
});
