import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * What a person sees, measured in the page: the self-hosted font is in use (not the
 * browser's Times), the header is laid out as a row (logo beside the cart, not stacked as
 * an unstyled list would be), and nothing is wider than the viewport.
 */
export interface Look {
  readonly bodyFont: string;
  readonly headerIsRow: boolean;
  readonly headerDisplay: string;
  readonly scrollWidth: number;
  readonly innerWidth: number;
  /** The elements wider than the viewport, to name in a failure. */
  readonly overflowing: readonly string[];
}

export const SHOP_FONT = 'Inter Variable';

/** Runs in the page; plain JavaScript text so no compiler helper leaks into it. */
const LOOK_SCRIPT = `(() => {
  const logo = document.querySelector('header a[href^="/"]');
  const cart = document.querySelector('[data-testid="cart-button"]');
  const l = logo && logo.getBoundingClientRect();
  const c = cart && cart.getBoundingClientRect();
  const sameRow = !!l && !!c && l.width > 0 && c.width > 0 && l.top < c.bottom && c.top < l.bottom && l.right <= c.left;
  const width = document.documentElement.clientWidth;
  const overflowing = [...document.querySelectorAll('body *')]
    .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.right > width + 1 && getComputedStyle(e).position !== 'fixed'; })
    .slice(0, 5)
    .map((e) => e.tagName.toLowerCase() + (e.getAttribute('data-testid') ? '[data-testid=' + e.getAttribute('data-testid') + ']' : '')
      + (e.classList.length ? '.' + [...e.classList].join('.') : ''));
  return {
    bodyFont: getComputedStyle(document.body).fontFamily,
    headerIsRow: sameRow,
    headerDisplay: logo && logo.parentElement ? getComputedStyle(logo.parentElement).display : 'none',
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    overflowing,
  };
})()`;

export const lookOf = (page: Page): Promise<Look> => page.evaluate(LOOK_SCRIPT) as Promise<Look>;

/**
 * axe-core's serious and critical findings, one line each: every rule axe runs by default
 * (WCAG 2.0–2.2 A/AA and best practices). Legacy mode runs axe inside the page and its
 * same-origin frames in one pass (about half the time of the default two-page run).
 */
export const seriousA11yViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page })
    // Only violations are read: axe skips detailing what passed.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
};
