import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watch, untilHydrated } from './browser';
import { apiOf, pay } from './shop';

/**
 * A line holds at most 99 (domain CART_MAX_QUANTITY), in the cart as on the server: two adds
 * of 60 give one line of 99 with a notice, and that cart is priced and paid, not refused.
 */
const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const browser = useBrowser();

/** The digits of a shown price: €4,851 and €4,851.00 both read "4851" for 485100 cents. */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/00$/, '');
const digitsOf = (cents: number) => String(cents % 100 === 0 ? cents / 100 : cents);

describe('quantities in the cart and at checkout', () => {
  it('adding 60 twice holds 99 with a notice, and the checkout prices and takes that order', async () => {
    const [poster] = await api<{ slug: string; variations: { option_name: string; price: number }[] }[]>(
      '/api/products?type=1&customizable=false&limit=1&offset=9',
    );
    const unit = poster!.variations.find((v) => v.option_name === '50x70')!.price;
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${baseUrl}/product/${poster!.slug}`, { waitUntil: 'networkidle' });

    const quantity = page.getByTestId('quantity');
    await quantity.fill('150');
    await expect.poll(() => quantity.inputValue()).toBe('99');
    await quantity.fill('60');
    await untilHydrated(page, '[data-testid="add-to-cart"]');
    await page.getByTestId('add-to-cart').click();
    const cart = page.getByTestId('mini-cart');
    await expect.poll(() => cart.getByTestId('cart-quantity').textContent()).toBe('60');
    expect(await cart.getByTestId('cart-quantity-capped').count()).toBe(0);
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });

    await untilHydrated(page, '[data-testid="add-to-cart"]');

    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => cart.getByTestId('cart-quantity').textContent()).toBe('99');
    expect(await cart.getByTestId('cart-line').count()).toBe(1);
    expect(await cart.getByTestId('cart-quantity-capped').textContent()).toBe(
      'You can order at most 99 of one print at a time, so this line now holds 99.',
    );
    expect(await cart.getByRole('button', { name: 'One more' }).isDisabled()).toBe(true);

    await cart.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await expect
      .poll(() => page.getByTestId('checkout-total').textContent().then(digits), { timeout: 15_000 })
      .toBe(digitsOf(unit * 99));
    expect(await page.getByTestId('cart-quantity').textContent()).toBe('99');
    await page.frameLocator('#checkout-embed iframe').locator('input[name="email"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('checkout-error').count()).toBe(0);
    await pay(page);
    await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
    const orderId = page.url().split('/').pop()!;
    expect((await api<{ status: string }>(`/api/sandbox-checkout/order/${orderId}`)).status).toBe('checkout_complete');
    expect(problems).toEqual([]);
    await context.close();
  });
});
