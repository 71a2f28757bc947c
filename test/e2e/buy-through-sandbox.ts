import type { Browser, Page } from 'playwright-core';
import { pay } from './shop';
import { untilHydrated } from './browser';

/**
 * Buying through the sandbox checkout, as a shopper does, for the tests that need a paid order of
 * their own: a catalogue poster (with a size and a frame if asked), a personalised poster (its first
 * field filled) or a gift card, then the codes (coupons or gift cards), then the sandbox's card form.
 */
export type CartItem =
  | {
      readonly poster: string;
      readonly size?: string;
      readonly frame?: string;
      /** The product page's "White margin" and "Black and white" boxes, set as given (left as they are when not). */
      readonly margin?: boolean;
      readonly blackAndWhite?: boolean;
    }
  | { readonly personalised: string; readonly text: string }
  | { readonly giftCard: string; readonly amount: number };

export interface Bought {
  readonly orderId: string;
  /** The confirmation's path, `/checkout/confirmation/<order>`. */
  readonly confirmation: string;
  /** The text of the provider's receipt on the confirmation page (a bought gift card's code is in it). */
  readonly receipt: string;
}

export const addToCart = async (page: Page, baseUrl: string, item: CartItem) => {
  const add = page.getByTestId('add-to-cart');
  if ('poster' in item) {
    await page.goto(`${baseUrl}/product/${item.poster}${item.size ? `?size=${item.size}` : ''}`, { waitUntil: 'networkidle' });
    if (item.frame) {
      await untilHydrated(page, '[data-testid="frame-picker"] button');
      await page.locator('[data-testid="frame-picker"] button', { hasText: item.frame }).click();
    }
    for (const [label, checked] of [
      ['White margin', item.margin],
      ['Black and white', item.blackAndWhite],
    ] as const)
      if (checked !== undefined) {
        await untilHydrated(page, '[data-testid="add-to-cart"]');
        await page.getByLabel(label, { exact: true }).setChecked(checked);
      }
  } else if ('personalised' in item) {
    await page.goto(`${baseUrl}/product/${item.personalised}`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="template-form"]');
    await page.getByTestId('template-form').locator('textarea, input:not([type=range])').first().fill(item.text);
  } else {
    await page.goto(`${baseUrl}/product/${item.giftCard}?amount=${item.amount}`, { waitUntil: 'networkidle' });
  }
  await page.locator('[data-testid="add-to-cart"]:enabled').waitFor({ timeout: 10_000 });
  // The button is in the server's HTML before the page's scripts run; a click before hydration adds nothing.
  await untilHydrated(page, '[data-testid="add-to-cart"]');
  await add.click();
  await page.getByTestId('mini-cart').getByTestId('cart-line').first().waitFor();
  await page.keyboard.press('Escape');
};

export const addCode = async (page: Page, code: string) => {
  await page.getByTestId('coupon-open').click();
  await page.getByTestId('coupon-field').fill(code);
  await page.getByTestId('coupon-add').click();
  await page.locator(`[data-testid="checkout-code"][data-status="applied"]`, { hasText: code }).waitFor();
};

/** Buys the items in a throw-away browser context at the width given (1280 px unless told). */
export const buyThroughSandbox = async (
  browser: Pick<Browser, 'newContext'>,
  baseUrl: string,
  items: readonly CartItem[],
  { width = 1280, codes = [] }: { readonly width?: number; readonly codes?: readonly string[] } = {},
): Promise<Bought> => {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 1000 } });
  try {
    const page = await context.newPage();
    for (const item of items) await addToCart(page, baseUrl, item);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.frameLocator('#checkout-embed iframe').locator('input[name="email"]').waitFor({ timeout: 15_000 });
    for (const code of codes) await addCode(page, code);
    await pay(page);
    await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
    const confirmation = new URL(page.url()).pathname;
    const receipt = page.frameLocator('#confirmation-embed iframe').locator('body');
    // A wait, not an assertion: the builder also runs from set-up hooks, where expect.poll may not.
    await receipt.filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
    return { orderId: confirmation.split('/').pop()!, confirmation, receipt: (await receipt.textContent()) ?? '' };
  } finally {
    await context.close();
  }
};

/** One catalogue poster in its default size; answers the confirmation page's path. */
export const buyOnePoster = async (browser: Pick<Browser, 'newContext'>, baseUrl: string, slug: string): Promise<string> =>
  (await buyThroughSandbox(browser, baseUrl, [{ poster: slug }])).confirmation;
