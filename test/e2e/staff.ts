import type { Page } from 'playwright-core';

/** The demo wallet's staff identities, one per role (server/demo/sandbox/wallet-identities.ts). */
export type StaffRole = 'admin' | 'fulfilment' | 'reviewer' | 'catalogue';

/** Opens a back-office page and signs in through the sandbox wallet as the role's identity; ends back on that page. */
export const signInAsStaff = async (page: Page, baseUrl: string, role: StaffRole, path = '/admin') => {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByTestId('admin-sign-in').getByRole('link').click();
  await page.locator(`button[data-subject="sandbox-${role}"]`).click();
  await page.waitForURL(`${baseUrl}${path}`);
};

/** A staff write from inside the signed-in page, with the session's CSRF token; throws with the server's answer when refused. */
export const staffPost = (page: Page, path: string, body: unknown): Promise<void> =>
  page.evaluate(
    async ({ path, body }) => {
      const csrf = ((await (await fetch('/api/admin/session')).json()) as { csrf_token: string }).csrf_token;
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    },
    { path, body },
  );

/** A staff read from inside the signed-in page. */
export const staffGet = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(
    async (p) => (await (await fetch(p, { headers: { accept: 'application/json' } })).json()) as T,
    path,
  ) as Promise<T>;
