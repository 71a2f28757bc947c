import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useBrowser, watch } from './browser';
import { findPageTypes, PAGE_TYPE_NAMES, type PageType, type PageTypeName } from './page-types';
import { lookOf, seriousA11yViolations, SHOP_FONT } from './look';

/**
 * Every main page type as a person sees it, at a desktop and a phone width, with JavaScript
 * off (the server's HTML and styles alone) and on (hydrated): styled with the shop's font and
 * header, nothing wider than the viewport, no console error (hydration errors included), no
 * failed request, and no serious or critical axe-core finding.
 *
 * "JavaScript off" answers every script request with an empty script, so none of the shop's
 * code runs while axe (injected by the test) still can; the page is the server's HTML and CSS.
 *
 * The suite runs from two files (`look.e2e.ts` with JavaScript on, `look-no-js.e2e.ts` with it
 * off) so that the browser tests' two workers share its 60 pages; within a variant the pages run
 * concurrently (at most `maxConcurrency` of vitest.e2e.config.ts at once).
 */
export interface LookVariant {
  readonly width: number;
  readonly height: number;
  readonly js: boolean;
}

export const describeLook = (variants: readonly LookVariant[]): void => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();
  let types: ReadonlyMap<PageTypeName, PageType>;

  beforeAll(async () => {
    types = await findPageTypes(browser, baseUrl);
  });

  describe.each(variants)('at $width px with JavaScript $js', ({ width, height, js }) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width, height } });
      if (!js)
        await context.route(/\.m?js(\?|$)/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    });
    afterAll(async () => {
      await context?.close();
    });

    // The pages of a variant load side by side (each in its own tab of the variant's context): a
    // page mostly waits for the shop and the network, so one at a time left the cores idle.
    it.concurrent.for(PAGE_TYPE_NAMES)(
      '%s: styled, fits the width, loads cleanly, no serious axe finding',
      async (name, { expect }) => {
        const type = types.get(name)!;
        const page = await context.newPage();
        try {
          const problems = watch(page);
          const url = baseUrl + type.path;
          const response = await page.goto(url, { waitUntil: 'networkidle' });
          expect(response?.status()).toBe(type.status);
          const look = await lookOf(page);
          expect(look.bodyFont.split(',')[0]!.replaceAll('"', '').trim(), 'body font').toBe(SHOP_FONT);
          expect(look.headerIsRow, `header laid out as a row (the logo's parent is display: ${look.headerDisplay})`).toBe(true);
          expect(
            look.scrollWidth,
            `nothing wider than ${look.innerWidth} px: ${look.overflowing.join(', ')}`,
          ).toBeLessThanOrEqual(look.innerWidth);
          expect(await seriousA11yViolations(page)).toEqual([]);
          // A 404 page's own document status is expected (with the browser's console note on it).
          const expected =
            type.status === 200
              ? []
              : [
                  `http ${type.status}: ${url}`,
                  `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
                ];
          expect(problems.filter((p) => !expected.includes(p))).toEqual([]);
        } finally {
          await page.close();
        }
      },
    );
  });
};
