import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open as openZip, type Entry } from 'yauzl';
import { apiOf } from './shop';
import { seriousA11yViolations } from './look';
import { buyThroughSandbox } from './buy-through-sandbox';
import { useBrowser, watch } from './browser';
import { signInAsStaff, staffGet } from './staff';

/**
 * The staff's back office in the browser at 1280 and 390 px. At each width a shopper buys a framed
 * poster by one of the shop's artists and a personalised poster, partly paid with a gift card bought
 * before; the fulfilment identity signs in through the sandbox wallet, finds that order, downloads
 * its print files as one ZIP (one JPEG per printed line), marks it in production, then shipped
 * with a valid DHL number. An admin then refunds the artist's poster line in the refunds panel: its
 * stock returns, the artist's sale is reversed in the ledger, the gift card gets back what it paid.
 * Each width buys its own order, so nothing here depends on another file's orders. Screenshots go
 * to test-results/back-office/ (looked at, not compared).
 */
const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const SHOTS = 'test-results/back-office';
/** A DHL Paket number with a valid check digit (src/domain/backoffice/tracking-number.ts). */
const DHL_NUMBER = '00340434161094042557';
const SIZE = '30x40';
const GIFT_CARD_EUROS = 25;
const chromium = useBrowser();

interface ListedProduct {
  readonly slug: string;
  readonly name: string;
  readonly artist: { readonly alias: string } | null;
  readonly metadata: { readonly template?: string };
  readonly variations: readonly { readonly option_name: string; readonly stock: { readonly quantity: number } }[];
}
interface OrderDetail {
  readonly lines: readonly {
    position: number;
    name: string;
    sku: string;
    variation_name: string;
    personalised: boolean;
    line_total: number;
    refunded: boolean;
  }[];
  readonly print_files: readonly unknown[];
  readonly print_job: { status: string; attempts: number; last_error: string | null } | null;
  readonly refundable: number;
}

const noWiderThanViewport = async (page: Page) =>
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && (e as HTMLElement).offsetParent !== null)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
    ),
  ).toEqual([]);

/** The units left of a poster's size, as the catalogue API tells the shop. */
const stockOf = async (slug: string) =>
  (await api<ListedProduct>(`/api/product-by-slug/${slug}`)).variations.find((v) => v.option_name === SIZE)!.stock.quantity;

/** A ZIP's entries with their sizes and first bytes, read with yauzl. */
const zipEntries = (file: string) =>
  new Promise<{ name: string; size: number; head: string }[]>((resolve, reject) =>
    openZip(file, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const found: { name: string; size: number; head: string }[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            found.push({ name: entry.fileName, size: bytes.length, head: bytes.subarray(0, 3).toString('hex') });
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    }),
  );

describe.each([
  [1280, 31],
  [390, 41],
] as const)('the back office at %i px', (width, offset) => {
  let orderId = '';
  let giftCard = '';
  let poster: ListedProduct;
  let frame: ListedProduct;
  let stockBefore = 0;

  it('a shopper buys a framed poster and a personalised poster through the sandbox, partly with a gift card', async () => {
    const posters = await api<ListedProduct[]>(`/api/products?type=1&customizable=false&limit=10&offset=${offset}`);
    poster = posters.find((p) => p.artist !== null && p.variations.some((v) => v.option_name === SIZE))!;
    [frame] = (await api<ListedProduct[]>('/api/products?type=2&limit=1')) as [ListedProduct];
    const [card] = await api<ListedProduct[]>('/api/products?type=3&limit=1');
    const personalised = (await api<ListedProduct[]>('/api/products?type=1&customizable=true&limit=24')).find(
      (p) => p.metadata.template === 'custom',
    )!;
    const { receipt } = await buyThroughSandbox(
      chromium.browser(),
      baseUrl,
      [{ giftCard: card!.slug, amount: GIFT_CARD_EUROS }],
      {
        width,
      },
    );
    giftCard = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(receipt)![1]!;
    stockBefore = await stockOf(poster.slug);
    ({ orderId } = await buyThroughSandbox(
      chromium.browser(),
      baseUrl,
      [
        { poster: poster.slug, size: SIZE, frame: frame.name },
        { personalised: personalised.slug, text: `HELLO ${width}` },
      ],
      { width, codes: [giftCard] },
    ));
    expect(await stockOf(poster.slug)).toBe(stockBefore - 1);
  }, 120_000);

  it('a fulfilment user signs in, finds the order, downloads its print files as a ZIP, puts it into production and ships it', async () => {
    const page = await chromium.page(width);
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' });
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await signInAsStaff(page, baseUrl, 'fulfilment');
    const problems = watch(page);
    await page.getByTestId('admin-orders').waitFor();
    expect(await page.getByTestId('admin-staff').textContent()).toBe('Signed in as Paul Weber (Fulfilment)');
    await noWiderThanViewport(page);
    await page.screenshot({ path: `${SHOTS}/orders-${width}.png`, fullPage: true });
    const batches = page.locator('[data-testid="admin-day-batches"]:visible');
    await batches.screenshot({ path: `${SHOTS}/day-batches-${width}.png` });

    await page.getByLabel('Order, e-mail or name').fill(orderId);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`${baseUrl}/admin?q=${orderId}`);
    // Pages visited before stay mounted, hidden (the shop's kept pages): only the shown one counts.
    const row = page.locator(`tr[data-order="${orderId}"]:visible`);
    await row.waitFor();
    expect(await page.locator('tr[data-order]:visible').count()).toBe(1);
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('paid');

    // The print files are drawn after payment, in the background: the order page lists them once there.
    await expect
      .poll(async () => (await staffGet<OrderDetail>(page, `/api/admin/orders/${orderId}`)).print_files.length, {
        timeout: 60_000,
      })
      .toBe(2);
    const order = await staffGet<OrderDetail>(page, `/api/admin/orders/${orderId}`);
    await row.getByRole('link', { name: orderId }).click();
    await page.waitForURL(`${baseUrl}/admin/orders/${orderId}`);

    const zip = page.locator('[data-testid="admin-zip"]:visible');
    const arriving = page.waitForEvent('download');
    await zip.getByRole('button', { name: 'All print files (ZIP)' }).click();
    const download = await arriving;
    await expect
      .poll(() => zip.getByTestId('admin-zip-status').textContent(), { timeout: 20_000 })
      .toMatch(/^Saved .+\.zip \(.+ MB\)\.$/);
    const entries = await zipEntries((await download.path())!);
    // The manifest, then one JPEG per printed line (the catalogue poster and the personalised one), named by the
    // order, the line (from 1), its SKU and size; the frame has none.
    expect(entries.map((e) => e.name)).toEqual([
      'manifest.csv',
      ...order.lines
        .filter((l) => l.name !== frame.name)
        .map((l) => `${orderId}-${l.position + 1}-${l.sku}-${l.variation_name}.jpg`.replace(/[^A-Za-z0-9_.-]+/g, '-')),
    ]);
    expect(entries).toHaveLength(3);
    for (const e of entries.slice(1)) {
      expect(e.size, e.name).toBeGreaterThan(0);
      expect(e.head, e.name).toBe('ffd8ff');
    }

    const orderStatus = page.locator('[data-testid="admin-order-status"]:visible [data-status]');
    await page.getByRole('button', { name: 'Mark in production' }).click();
    await expect.poll(() => orderStatus.getAttribute('data-status'), { timeout: 20_000 }).toBe('in_production');

    await page.getByLabel('Tracking number').fill('12345');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('This is not a tracking number of DHL.');
    await page.getByLabel('Tracking number').fill(DHL_NUMBER);
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => orderStatus.getAttribute('data-status'), { timeout: 20_000 }).toBe('shipped');
    expect(await page.locator('[data-testid="admin-shipment"]:visible').textContent()).toContain(`DHL: ${DHL_NUMBER}`);
    expect(await orderStatus.textContent()).toBe('Shipped');
    await noWiderThanViewport(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-${width}.png`, fullPage: true });

    // A reload reads the order afresh from the server.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => orderStatus.getAttribute('data-status'), { timeout: 20_000 }).toBe('shipped');
    expect(problems).toEqual([]);
  }, 120_000);

  it('an admin refunds the artist’s poster line of the shipped order: its stock returns, the sale is reversed, the gift card gets its part back', async () => {
    const page = await chromium.page(width);
    await signInAsStaff(page, baseUrl, 'admin', `/admin/orders/${orderId}`);
    const problems = watch(page);
    const before = await staffGet<OrderDetail>(page, `/api/admin/orders/${orderId}`);
    const line = before.lines.find((l) => l.name === poster.name)!;
    expect((await staffGet<{ balance: number }>(page, `/api/admin/gift-cards/${giftCard}`)).balance).toBe(0);

    const refunds = page.locator('section[aria-labelledby="admin-refunds"]:visible');
    await refunds
      .locator('label', { hasText: `${poster.name} (${SIZE})` })
      .getByRole('checkbox')
      .check();
    await refunds.getByLabel('Reason (the shopper does not see it)').fill('Print arrived creased');
    await refunds.getByRole('button', { name: 'Review the refund' }).click();
    await refunds.getByTestId('admin-refund-confirm').waitFor();
    await refunds.screenshot({ path: `${SHOTS}/refund-confirm-${width}.png` });
    await refunds.getByRole('button', { name: 'Yes, refund' }).click();
    // The order was shipped: a partial refund keeps its step (src/domain/backoffice), the refund is listed beside it.
    const made = refunds.getByTestId('admin-refunds');
    await made.waitFor({ timeout: 20_000 });
    expect(await made.textContent()).toContain('Print arrived creased');
    expect(await refunds.locator('input[name="refund-line"]').nth(line.position).isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="admin-order-status"]:visible [data-status]').getAttribute('data-status')).toBe(
      'shipped',
    );
    const after = await staffGet<OrderDetail>(page, `/api/admin/orders/${orderId}`);
    expect(after.refundable).toBe(before.refundable - line.line_total);
    expect(after.lines.find((l) => l.position === line.position)!.refunded).toBe(true);
    await noWiderThanViewport(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await refunds.screenshot({ path: `${SHOTS}/refund-done-${width}.png` });

    expect(await stockOf(poster.slug)).toBe(stockBefore);
    // Gift cards are given back first, up to what they paid (src/domain/backoffice/refunds.ts).
    const card = await staffGet<{ balance: number }>(page, `/api/admin/gift-cards/${giftCard}`);
    expect(card.balance).toBe(Math.min(GIFT_CARD_EUROS * 100, line.line_total));
    const audit = await staffGet<
      { action: string; target: string; after: { reversed_ledger_rows?: number; lines?: number[] } }[]
    >(page, '/api/admin/audit');
    const entry = audit.find((a) => a.action === 'order.refund' && a.target === `order:${orderId}`)!;
    expect(entry.after.lines).toEqual([line.position]);
    expect(entry.after.reversed_ledger_rows).toBe(1);
    expect(problems).toEqual([]);
  }, 120_000);

  it('a failed print job shows its reason and a retry button (screenshot)', async () => {
    const page = await chromium.page(width);
    // No print job fails on its own in the demo: the order's answer is given a failed job, to see how the page shows one.
    await page.route(
      (url) => url.pathname === `/api/admin/orders/${orderId}`,
      async (route) => {
        // Only the JSON is kept: the answer's own headers would claim the compressed length and encoding.
        const body = (await (await route.fetch()).json()) as OrderDetail;
        await route.fulfill({
          json: {
            ...body,
            print_job: { status: 'failed', attempts: 5, last_error: 'Line 2: the print size 30x40 cm cannot be drawn' },
          },
        });
      },
    );
    await signInAsStaff(page, baseUrl, 'admin', `/admin/orders/${orderId}`);
    const prints = page.locator('section[aria-labelledby="admin-prints"]:visible');
    await prints.getByTestId('admin-print-retry').waitFor();
    await noWiderThanViewport(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await prints.screenshot({ path: `${SHOTS}/print-retry-${width}.png` });
  }, 120_000);
});

describe.each([1280, 390])('the admin’s records at %i px', (width) => {
  it('labels the audit and outbox values, exports the audit as CSV with progress, and every page passes axe', async () => {
    const page = await chromium.page(width);
    await signInAsStaff(page, baseUrl, 'admin', '/admin/audit');
    const problems = watch(page);
    for (const [path, ready] of [
      ['/admin/audit', 'admin-audit-csv'],
      ['/admin/outbox', 'admin-outbox'],
      ['/admin/review', 'admin-review'],
      ['/admin/artists', 'admin-artists'],
      ['/admin/gift-cards', 'admin-staff'],
      ['/admin/catalogue', 'admin-catalogue'],
      ['/admin/payouts', 'admin-payout-balances'],
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
    // On a phone the header row is hidden: the values that say nothing alone carry their header above them.
    const record = page.locator('[data-testid="admin-audit"]:visible tbody tr').first();
    for (const header of ['When', 'Before', 'After', 'Request'])
      expect(await record.getByText(header, { exact: true }).isVisible(), header).toBe(width < 500);
    const csv = page.locator('[data-testid="admin-audit-csv"]:visible');
    const arriving = page.waitForEvent('download');
    await csv.getByRole('button', { name: 'Export the record (CSV)' }).click();
    const download = await arriving;
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect.poll(() => csv.getByTestId('admin-audit-csv-status').textContent()).toMatch(/^Saved audit-.+\.csv \(.+ MB\)\.$/);
    expect(problems).toEqual([]);

    // Signing out (in the staff bar, at this width) ends the session and lands on the sign-in page, which says so.
    await page.locator('[data-testid="admin-sign-out"]:visible').click();
    await page.waitForURL(`${baseUrl}/admin?signed_out=1`);
    await page.getByTestId('admin-sign-in').waitFor();
    expect(await page.getByTestId('admin-sign-in-notice').textContent()).toBe('You have signed out of the back office.');
    expect(await page.evaluate(async () => (await fetch('/api/admin/session')).status)).toBe(401);
    await noWiderThanViewport(page);
  }, 180_000);
});

// Who may call the back office's API (401 without a staff session, 403 to an artist) is the server's
// rule, checked route by route in test/server/back-office-access.test.ts; the browser adds nothing to it.
describe('the back office without JavaScript', () => {
  it('asks for JavaScript with it turned off', async () => {
    const page = await chromium.page(1280, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/admin`);
    expect(await page.locator('main').textContent()).toContain('The back office needs JavaScript.');
  });
});
