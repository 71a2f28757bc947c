import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { useBrowser, untilHydrated } from './browser';

/**
 * Messages that say what happened where the server knows the reason: a coupon that is valid but
 * does not combine with a larger one is told apart from a code that is not valid, and an address
 * already subscribed is told so, not "Something went wrong". At a desktop and a phone width.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const WIDTHS = [1280, 390] as const;

const open = (width: number) => browser.fresh({ viewport: { width, height: 900 } });

const enterCode = async (page: Page, code: string) => {
  await page.getByTestId('coupon-open').click();
  await page.getByTestId('coupon-field').fill(code);
  await page.getByTestId('coupon-add').click();
};

const chip = (page: Page, code: string) => page.locator('[data-testid="checkout-code"]', { hasText: code });

describe.each(WIDTHS)('clear messages at %i px', (width) => {
  it('a valid coupon beside a larger one is "not combinable", an unknown code "not valid"', async () => {
    const [poster] = await (await fetch(`${baseUrl}/api/products?type=1&customizable=false&limit=1&offset=3`)).json();
    const { page, problems, close } = await open(width);
    await page.goto(`${baseUrl}/product/${poster.slug}`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="add-to-cart"]');
    await page.getByTestId('add-to-cart').click();
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await enterCode(page, 'WELCOME10');
    await chip(page, 'WELCOME10').and(page.locator('[data-status="applied"]')).waitFor({ timeout: 15_000 });
    await enterCode(page, 'HALFPRICE');
    await chip(page, 'HALFPRICE').and(page.locator('[data-status="applied"]')).waitFor({ timeout: 15_000 });
    const welcome = chip(page, 'WELCOME10');
    await expect.poll(() => welcome.getAttribute('data-status'), { timeout: 15_000 }).toBe('rejected');
    expect(await welcome.locator('[data-reason]').getAttribute('data-reason')).toBe('not_combinable');
    expect(await welcome.textContent()).toContain('does not combine with your larger discount');
    await enterCode(page, 'NOSUCHCODE42');
    const unknown = chip(page, 'NOSUCHCODE42');
    await expect.poll(() => unknown.getAttribute('data-status'), { timeout: 15_000 }).toBe('rejected');
    expect(await unknown.locator('[data-reason]').getAttribute('data-reason')).toBe('invalid');
    expect(await unknown.textContent()).toContain('not valid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems).toEqual([]);
    await close();
  });

  it('an address subscribed a second time is told it is already subscribed', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const subscribe = async () => {
      const { page, problems, close } = await open(width);
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      await untilHydrated(page, '[data-testid="newsletter-email"]');
      await page.getByTestId('newsletter-email').fill(email);
      await page.getByTestId('newsletter-submit').click();
      return { page, problems, close };
    };
    const first = await subscribe();
    await first.page.getByTestId('newsletter-code').waitFor({ timeout: 15_000 });
    expect(first.problems).toEqual([]);
    await first.close();
    const second = await subscribe();
    const already = second.page.getByTestId('newsletter-already');
    await already.waitFor({ timeout: 15_000 });
    expect(await already.textContent()).toContain('already subscribed');
    expect(await second.page.getByText('Something went wrong').count()).toBe(0);
    // The server's 409 is the only request that failed.
    expect(second.problems.filter((p) => !p.includes('409'))).toEqual([]);
    await second.close();
  });
});
