import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, watch, untilHydrated } from './browser';

/**
 * The gallery-wall designer in Chromium (docs/rules/gallery-wall.md#designer-steps): a shopper designs a wall of three framed
 * posters with the pointer, moves one with the keyboard alone, adds it all to the cart, shares it,
 * and the link reproduces the wall in a fresh browser — on a desktop in English and on a phone in
 * German.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const places = (page: Page) => page.getByTestId('wall-place');
const filled = (page: Page) => page.locator('[data-testid="wall-place"][data-filled="true"]');

/** What the wall shows, place by place: label (name and size), frame shown, position. */
const wallOf = (page: Page) =>
  places(page).evaluateAll((els) =>
    els.map((el) => ({
      label: el.getAttribute('aria-label'),
      framed: el.querySelector('[data-testid="wall-frame"]') !== null,
      // A shared wall stores positions in percent; the reopened wall may differ in the fifth digit.
      top: Number.parseFloat((el as HTMLElement).style.top).toFixed(2),
      left: Number.parseFloat((el as HTMLElement).style.left).toFixed(2),
    })),
  );

const cases = [
  { name: 'desktop, English', prefix: '', viewport: { width: 1280, height: 900 }, add: 'Add all to cart' },
  { name: 'phone, German', prefix: '/de', viewport: { width: 390, height: 844 }, add: 'Alles in den Warenkorb' },
] as const;

describe.each(cases)('gallery-wall designer ($name)', ({ prefix, viewport, add }) => {
  it('designs, moves by keyboard, buys and shares a wall of three framed posters; the link shows the same wall', async () => {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${baseUrl}${prefix}/gallery-wall`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="intro-start"]');
    await page.getByTestId('intro-start').click();

    // Three posters from the picker (the trio layout's three 50x70 places fill in order).
    await page.getByTestId('open-step-3').click();
    await page.getByTestId('picker-poster').nth(2).waitFor();
    for (const n of [0, 1, 2]) await page.getByTestId('picker-poster').nth(n).click();
    await expect.poll(() => filled(page).count()).toBe(3);

    // A different frame on each poster: select it on the wall, pick its frame.
    await page.getByTestId('step-next').click();
    for (const n of [0, 1, 2]) {
      await places(page).nth(n).click();
      await page.getByTestId('frame-choice').nth(n).click();
    }
    await expect.poll(() => page.getByTestId('wall-frame').count()).toBe(3);
    // The page, not the viewport, must not scroll sideways (phone width).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Keyboard alone: focus the second poster, pick it up, move it right and down, drop it.
    const before = await wallOf(page);
    // The wall in the middle of the viewport: a keyboard move near the viewport's edge scrolls the page first.
    await page.getByTestId('wall-room').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const second = places(page).nth(1);
    await second.focus();
    await page.keyboard.press('Space');
    // Each key waits for the one before to show (picked up: raised; moved: shifted), as a person
    // would: on a busy machine a key pressed before the pick-up is seen moves nothing.
    await expect.poll(() => second.evaluate((el) => (el as HTMLElement).style.zIndex)).toBe('3');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => second.evaluate((el) => (el as HTMLElement).style.transform))
      .toMatch(/translate3d\([1-9][\d.]*px, [1-9][\d.]*px/);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await wallOf(page))[1]!.left).not.toBe(before[1]!.left);
    const moved = await wallOf(page);
    expect(parseFloat(moved[1]!.left)).toBeGreaterThan(parseFloat(before[1]!.left));
    expect(parseFloat(moved[1]!.top)).toBeGreaterThan(parseFloat(before[1]!.top));
    expect([moved[0], moved[2]]).toEqual([before[0], before[2]]);

    // Add all: three poster lines and three frame lines, each quantity 1, and the wall's total.
    const total = await page.getByTestId('wall-total').textContent();
    await page.getByRole('button', { name: add }).click();
    await page.getByTestId('cart-line').nth(5).waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(6);
    expect(await page.getByTestId('cart-quantity').allTextContents()).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(await page.getByTestId('cart-subtotal').textContent()).toContain(total!.trim());

    // Share: the overlay shows the short link.
    await page.keyboard.press('Escape');
    await page.getByTestId('wall-share').click();
    const link = page.getByTestId('share-link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`${prefix}/gallery-wall/[a-z0-9]{10}$`));
    expect(problems).toEqual([]);

    // A fresh browser (no storage, no cookies) opens the link and sees the same wall.
    const other = await browser.newContext({ viewport });
    const visitor = await other.newPage();
    const visitorProblems = watch(visitor);
    await visitor.goto(url, { waitUntil: 'networkidle' });
    await expect.poll(() => filled(visitor).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => visitor.getByTestId('wall-frame').count()).toBe(3);
    expect(await wallOf(visitor)).toEqual(await wallOf(page));
    expect(await visitor.getByTestId('wall-total').textContent()).toBe(total);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/api\/gallery-wall\/[a-z0-9]{10}\/preview\.jpg$/,
    );
    expect(visitorProblems).toEqual([]);
    await other.close();
    await context.close();
  }, 120_000);
});
