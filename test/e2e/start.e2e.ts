import { describe, expect, inject, it } from 'vitest';
import { untilHydrated, useBrowser, watch } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const open = async (path: string) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  return { page, problems, response };
};

describe('start page in three stores', () => {
  it.each([
    ['/', 'en', 'Best sellers'],
    ['/de', 'de-DE', 'Bestseller'],
    ['/fr', 'fr-FR', 'Meilleures ventes'],
  ])('%s renders server-side in its language with generated posters, cleanly', async (path, lang, heading) => {
    const { page, problems, response } = await open(path);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    // The headings come from the server HTML (not only after hydration).
    const html = await response!.text();
    expect(html).toContain(heading);
    expect(await page.locator('h2', { hasText: heading }).count()).toBeGreaterThan(0);
    const images = page.locator('main img[src^="/media/art/"]');
    expect(await images.count()).toBeGreaterThan(4);
    const firstLoaded = await images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(firstLoaded).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers hreflang alternates for every store and a canonical link', async () => {
    const { page } = await open('/de');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
    expect(alternates).toContain('x-default');
    expect(alternates).toContain('fr-FR');
    expect(alternates.length).toBeGreaterThanOrEqual(22);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl}/de`);
    await page.close();
  });

  it('switches store with the language switcher', async () => {
    const { page, problems } = await open('/');
    await page.getByTestId('language-switcher').click();
    await Promise.all([page.waitForURL(`${baseUrl}/de`), page.locator('a[hreflang="de-DE"]').click()]);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates to a category on the client and keeps the store prefix', async () => {
    const { page, problems } = await open('/de');
    // A marker on the window survives only a client-side navigation; a full load would drop it,
    // and would request a new document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r.url());
    });
    const menuLink = '[data-testid="category-menu"] a[href^="/de/produkt-kategorie/"]';
    await untilHydrated(page, menuLink);
    const link = page.locator(menuLink).first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await page.locator('main h1:visible').waitFor();
    expect(await page.locator('main a[href^="/de/produkt/"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('server answers', () => {
  it("a path containing a dot is 404 Not found, on the shop's own page", async () => {
    const res = await fetch(`${baseUrl}/some/file.php`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('an unknown GET under /api/ is a JSON 404', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-thing`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('an unknown category redirects home with a real HTTP redirect', async () => {
    const res = await fetch(`${baseUrl}/de/produkt-kategorie/gibt-es-nicht`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/de');
  });

  it('sends a CSP with a fresh nonce on each response, and the nonce on every inline script', async () => {
    const a = await fetch(`${baseUrl}/`);
    const b = await fetch(`${baseUrl}/`);
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const n1 = nonceOf(a.headers.get('content-security-policy'));
    expect(n1).toBeTruthy();
    expect(n1).not.toBe(nonceOf(b.headers.get('content-security-policy')));
    const html = await a.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${n1}"`);
    // Plain HTTP here: HSTS is sent only over HTTPS (security-headers.test.ts checks that side).
    expect(a.headers.get('strict-transport-security')).toBeNull();
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
