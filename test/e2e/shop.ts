import type { Page } from 'playwright-core';

/** Shared steps of the end-to-end tests: the catalogue API and paying in the sandbox checkout. */
export const apiOf =
  (baseUrl: string) =>
  async <T>(path: string, init?: RequestInit): Promise<T> =>
    (await fetch(baseUrl + path, init)).json() as Promise<T>;

/** Fills and submits the sandbox provider's form inside the checkout iframe. */
export const pay = async (page: Page, card = '4242 4242 4242 4242') => {
  const frame = page.frameLocator('#checkout-embed iframe');
  await frame.locator('input[name="email"]').fill('ada@example.com');
  await frame.locator('select[name="country"]').selectOption({ index: 1 });
  await frame.locator('input[name="name"]').fill('Ada Lovelace');
  await frame.locator('input[name="address"]').fill('1 Poster Street');
  await frame.locator('input[name="postcode"]').fill('12345');
  await frame.locator('input[name="city"]').fill('Berlin');
  const cardField = frame.locator('input[name="card_number"]');
  if (await cardField.count()) {
    await cardField.fill(card);
    await frame.locator('input[name="expiry"]').fill('12/30');
    await frame.locator('input[name="cvc"]').fill('123');
  }
  await frame.locator('#pay-button').click();
};
