import { describe, expect, inject, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiOf } from './shop';
import { buyThroughSandbox } from './buy-through-sandbox';
import { useBrowser, watch } from './browser';
import { signInAsStaff, staffGet, staffPost } from './staff';
import { decodeSubject, readable } from '../builders/mail-text';

/**
 * The shopper's order-status page at 1280 and 390 px, with JavaScript on and off: each width buys
 * its own poster, the fulfilment identity ships it through the admin API with a DHL number, and the
 * link of the order's confirmation e-mail (read from the staff's outbox) shows the parcel shipped
 * with its tracking link, as does the shipping notice the shop's SMTP server received (global-setup.ts).
 * Screenshots go to /tmp/shots-status/ (looked at, not compared).
 */
const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const SHOTS = '/tmp/shots-status';
const DHL_NUMBER = '00340434161094042557';
const chromium = useBrowser();
const mailDir = inject('mailDir');

/** The shipping notice of `orderId` as the shop's SMTP server received it, once it has arrived. */
const shippingNoticeOf = async (orderId: string) => {
  const ref = orderId;
  for (let i = 0; i < 300; i++) {
    for (const name of (await readdir(mailDir)).filter((n) => n.endsWith('.eml'))) {
      const raw = await readFile(path.join(mailDir, name), 'utf8');
      if (decodeSubject(raw).includes(ref) && readable(raw).includes('tracking-id=')) return raw;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no shipping notice for ${orderId} reached the SMTP server`);
};

/** Signs the fulfilment identity in, ships the order, and returns the status link of its confirmation e-mail. */
const shipAndFindStatusLink = async (orderId: string): Promise<string> => {
  const staff = await chromium.page(1280);
  await signInAsStaff(staff, baseUrl, 'fulfilment');
  await staffPost(staff, `/api/admin/orders/${orderId}/fulfilment`, { action: 'startProduction' });
  await staffPost(staff, `/api/admin/orders/${orderId}/fulfilment`, {
    action: 'ship',
    carrier: 'dhl',
    tracking_number: DHL_NUMBER,
  });
  const mails = await staffGet<{ order_id: string | null; kind: string; text_body: string }[]>(staff, '/api/admin/outbox');
  const mail = mails.find((m) => m.order_id === orderId && m.kind === 'order_confirmation');
  const link = /https?:\/\/\S+\/order-status\/[A-Za-z0-9_-]+/.exec(mail?.text_body ?? '')?.[0];
  if (!link) throw new Error(`no status link for ${orderId}`);
  return link;
};

/**
 * With the cookie notice showing and the page scrolled to its end, nothing lies under the notice:
 * the order's lines card and the footer both end above it (the notice keeps its own room there).
 */
const noticeHidesNothing = async (page: Page) => {
  // Measured straight after the scroll (getBoundingClientRect lays the page out): with scripts off
  // the page's animation frames never run, so waiting for one would wait for ever.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [notice, card, footer] = await page.evaluate(() =>
    [
      document.querySelector('[data-testid="cookie-alert"]'),
      document.querySelector('[data-testid="order-status-line"]')?.closest('section'),
      document.querySelector('[data-testid="footer"]'),
    ].map((el) => el!.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(card!.bottom, 'lines card above the notice').toBeLessThanOrEqual(notice!.top);
  expect(footer!.bottom, 'footer above the notice').toBeLessThanOrEqual(notice!.top);
};

const noWiderThanViewport = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

describe.each([
  [1280, 21],
  [390, 22],
] as const)('the order-status page at %i px', (width, offset) => {
  it('shows a shipped order with its carrier and tracking link, with JavaScript on and off', async () => {
    const [poster] = await api<{ slug: string }[]>(`/api/products?type=1&customizable=false&limit=1&offset=${offset}`);
    const { orderId } = await buyThroughSandbox(chromium.browser(), baseUrl, [{ poster: poster!.slug }], { width });
    const link = new URL(await shipAndFindStatusLink(orderId));
    const notice = await shippingNoticeOf(orderId);
    expect(notice).toMatch(/^To: .*ada@example\.com/m);
    expect(readable(notice)).toContain(`https://www.dhl.com/track?tracking-id=${DHL_NUMBER}`);

    for (const js of [true, false]) {
      const page = await chromium.page(width, { javaScriptEnabled: js });
      const problems = js ? watch(page) : null;
      await page.goto(`${baseUrl}${link.pathname}`, { waitUntil: 'networkidle' });
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('shipped');
      expect(await page.getByTestId('order-status').locator('h2').textContent()).toBe('Your parcel is on its way.');
      const track = page.getByTestId('order-tracking-link');
      expect(await track.getAttribute('href')).toBe(`https://www.dhl.com/track?tracking-id=${DHL_NUMBER}`);
      expect(await page.getByTestId('order-shipment').textContent()).toContain(`Shipped with DHL, tracking number ${DHL_NUMBER}`);
      expect(await page.getByTestId('order-status-line').count()).toBe(1);
      await noWiderThanViewport(page);
      await noticeHidesNothing(page);
      await page.screenshot({ path: `${SHOTS}/status-${width}-${js ? 'js' : 'nojs'}.png`, fullPage: true });
      if (problems) expect(problems).toEqual([]);
    }
  }, 180_000);
});
