import type { Page } from 'playwright-core';

/** On an artist page that shows the login: consents in the sandbox wallet as `subject` (server/demo/sandbox/wallet-identities.ts); ends back on `start`. */
export const consentAsArtist = async (page: Page, baseUrl: string, subject: string, start = '/my-account') => {
  await page.getByTestId('wallet-login').click();
  await page.locator(`button[data-subject="${subject}"]`).click();
  await page.waitForURL(`${baseUrl}${start}`);
};

/** Opens an artist page and logs in through the sandbox wallet's consent page; ends back on that page. */
export const signInAsArtist = async (page: Page, baseUrl: string, subject: string, start = '/my-account') => {
  await page.goto(`${baseUrl}${start}`, { waitUntil: 'networkidle' });
  await consentAsArtist(page, baseUrl, subject, start);
};
