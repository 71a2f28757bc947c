import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium driven by playwright-core; CHROMIUM_PATH overrides the binary. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** Collects console errors and failed requests of a page, to assert a clean load. */
export const watch = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A request cut short by leaving the page (net::ERR_ABORTED) is not a failure of the shop.
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) problems.push(`failed: ${r.url()} ${why}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`http ${r.status()}: ${r.url()}`);
  });
  return problems;
};

/**
 * Waits until React has hydrated the element `selector` names (its props are attached to the
 * DOM node), so a click on it is handled by the app, not by the browser as a plain link. The page's
 * scripts load only after its first paint and largest image (server/ssr/document.ts), and on a busy
 * machine that can come after `networkidle`.
 */
export const untilHydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 15_000 },
  );

/** What a test file asks of its browser: contexts and pages of their own. */
export type ShopBrowser = Pick<Browser, 'newContext' | 'newPage'> & {
  /** A page in a context of its own (its own cookies and storage), its problems watched; `close` ends the context. */
  fresh(options?: BrowserContextOptions): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }>;
  /** A context at `width` (a phone's height under 500 px), closed when the file ends. */
  context(width: number, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own at `width`, closed when the file ends. */
  page(width: number, options?: BrowserContextOptions): Promise<Page>;
  /** The running browser itself, for builders that open their own contexts. */
  browser(): Browser;
};

/** A test file's Chromium: launched before the file's tests and closed after them. */
export const useBrowser = (): ShopBrowser => {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  const running = () => {
    if (!browser) throw new Error('the browser is launched in beforeAll; ask for pages from a hook or a test');
    return browser;
  };
  const context = async (width: number, options: BrowserContextOptions = {}): Promise<BrowserContext> => {
    const c = await running().newContext({ viewport: { width, height: width < 500 ? 844 : 1000 }, ...options });
    contexts.push(c);
    return c;
  };
  return {
    context,
    page: async (width, options = {}) => (await context(width, options)).newPage(),
    browser: running,
    newContext: (options) => running().newContext(options),
    newPage: (options) => running().newPage(options),
    fresh: async (options = { viewport: { width: 1280, height: 900 } }) => {
      const context = await running().newContext(options);
      const page = await context.newPage();
      return { page, problems: watch(page), close: () => context.close() };
    },
  };
};

/**
 * Counts the page's layout shifts that no input caused, from its first paint on; call before `goto`.
 * `layoutShiftOf` answers their sum (the cumulative layout shift).
 */
export const countLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { shifted: number }).shifted += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShiftOf = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
