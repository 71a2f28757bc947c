import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, watch } from './browser';
import { apiOf, buyOnePoster } from './shop';
import { seriousA11yViolations } from './look';

/**
 * The staff's back office in the browser at 1280 and 390 px: the fulfilment identity
 * signs in through the sandbox wallet, finds the order this test paid for itself, marks it in
 * production, then shipped with a valid DHL number, and the order shows it; an artist's session
 * gets 403 on the orders API, a browser without a session 401. Each width buys its own order, so
 * nothing here depends on another file's orders. Screenshots go to /tmp/shots-admin/ (looked at,
 * not compared).
 */
const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const SHOTS = '/tmp/shots-admin';
/** A DHL Paket number with a valid check digit (src/domain/backoffice/tracking-number.ts). */
const DHL_NUMBER = '00340434161094042557';
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const fresh = async (width: number) => {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 1000 } });
  contexts.push(context);
  return context.newPage();
};

const noWiderThanViewport = async (page: Page) =>
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && (e as HTMLElement).offsetParent !== null)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
    ),
  ).toEqual([]);

const status = (page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p, { headers: { accept: 'application/json' } })).status, path);

describe.each([
  [1280, 11],
  [390, 12],
] as const)('the back office at %i px', (width, offset) => {
  it('a fulfilment user signs in, finds the order, puts it into production and ships it with a DHL number', async () => {
    const [poster] = await api<{ slug: string }[]>(`/api/products?type=1&customizable=false&limit=1&offset=${offset}`);
    const orderId = (await buyOnePoster(browser, baseUrl, poster!.slug)).split('/').pop()!;

    const page = await fresh(width);
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' });
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await page.getByTestId('admin-sign-in').getByRole('link').click();
    await page.locator('button[data-subject="sandbox-fulfilment"]').click();
    await page.waitForURL(`${baseUrl}/admin`);
    const problems = watch(page);
    await page.getByTestId('admin-orders').waitFor();
    expect(await page.getByTestId('admin-staff').textContent()).toBe('Signed in as Paul Weber (Fulfilment)');
    await noWiderThanViewport(page);
    await page.screenshot({ path: `${SHOTS}/orders-${width}.png`, fullPage: true });

    await page.getByLabel('Order, e-mail or name').fill(orderId);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`${baseUrl}/admin?q=${orderId}`);
    // Pages visited before stay mounted, hidden (the shop's kept pages): only the shown one counts.
    const row = page.locator(`tr[data-order="${orderId}"]:visible`);
    await row.waitFor();
    expect(await page.locator('tr[data-order]:visible').count()).toBe(1);
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('paid');
    await row.getByRole('link', { name: orderId }).click();
    await page.waitForURL(`${baseUrl}/admin/orders/${orderId}`);

    const orderStatus = page.locator('[data-testid="admin-order-status"]:visible [data-status]');
    await page.getByRole('button', { name: 'Mark in production' }).click();
    await expect.poll(() => orderStatus.getAttribute('data-status')).toBe('in_production');

    await page.getByLabel('Tracking number').fill('12345');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('This is not a tracking number of DHL.');
    await page.getByLabel('Tracking number').fill(DHL_NUMBER);
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => orderStatus.getAttribute('data-status')).toBe('shipped');
    expect(await page.locator('[data-testid="admin-shipment"]:visible').textContent()).toContain(`DHL: ${DHL_NUMBER}`);
    expect(await orderStatus.textContent()).toBe('Shipped');
    await noWiderThanViewport(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-${width}.png`, fullPage: true });

    // A reload reads the order afresh from the server.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => orderStatus.getAttribute('data-status')).toBe('shipped');
    expect(problems).toEqual([]);
  });
});

describe.each([1280, 390])('the admin’s records at %i px', (width) => {
  it('labels the audit and outbox values, exports the audit as CSV with progress, and every page passes axe', async () => {
    const page = await fresh(width);
    await page.goto(`${baseUrl}/admin/audit`, { waitUntil: 'networkidle' });
    await page.getByTestId('admin-sign-in').getByRole('link').click();
    await page.locator('button[data-subject="sandbox-admin"]').click();
    await page.waitForURL(`${baseUrl}/admin/audit`);
    const problems = watch(page);
    for (const [path, ready] of [
      ['/admin/audit', 'admin-audit-csv'],
      ['/admin/outbox', 'admin-outbox'],
      ['/admin/review', 'admin-review'],
      ['/admin/artists', 'admin-artists'],
      ['/admin/gift-cards', 'admin-staff'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator(`[data-testid="${ready}"]:visible, [data-testid="${ready}-empty"]:visible`).first().waitFor();
      await noWiderThanViewport(page);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${path.split('/').pop()}-${width}.png`, fullPage: true });
    }
    // The outbox names its states and kinds; raw machine values never show.
    const outbox = (await page.goto(`${baseUrl}/admin/outbox`, { waitUntil: 'networkidle' }), page.locator('main'));
    await page.locator('[data-testid="admin-outbox"]:visible, [data-testid="admin-outbox-empty"]:visible').first().waitFor();
    expect(await outbox.textContent()).not.toMatch(/order_confirmation|shipping_notice|\bkept\b|\bpending\b/);

    await page.goto(`${baseUrl}/admin/audit`, { waitUntil: 'networkidle' });
    const csv = page.locator('[data-testid="admin-audit-csv"]:visible');
    const arriving = page.waitForEvent('download');
    await csv.getByRole('button', { name: 'Export the record (CSV)' }).click();
    const download = await arriving;
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect.poll(() => csv.getByTestId('admin-audit-csv-status').textContent()).toMatch(/^Saved audit-.+\.csv \(.+ MB\)\.$/);
    expect(problems).toEqual([]);
  });
});

describe('who may not use the back office', () => {
  it('an artist gets 403 on the orders API, a browser without a session 401', async () => {
    const page = await fresh(1280);
    await page.goto(`${baseUrl}/my-account`, { waitUntil: 'networkidle' });
    expect(await status(page, '/api/admin/orders')).toBe(401);
    await page.getByTestId('wallet-login').click();
    await page.locator('button[data-subject="sandbox-artist-1"]').click();
    await page.waitForURL(`${baseUrl}/my-account`);
    expect(await status(page, '/api/admin/orders')).toBe(403);
  });

  it('asks for JavaScript with it turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    expect(await page.locator('main').textContent()).toContain('The back office needs JavaScript.');
  });
});
