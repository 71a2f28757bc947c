import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, watch, untilHydrated } from './browser';

/**
 * What a person sees of the last spec rows, in Chromium at 1280 and 390 px: the error page is
 * kept out of search engines; the wall designer offers Next on its overview, lists only the
 * categories that can fill a slot, frames every poster of the chosen frame's type with the first
 * choice, keeps the wall in view while picking and lets a phone zoom in and drag with a finger;
 * a wall bundle has a quantity; an unknown saved wall names no preview image.
 */
const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/shots-rows';
const WAIT = { timeout: 15_000 };
const browser = useBrowser();
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

interface ApiProduct {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly type: number;
  readonly metadata: { readonly frame_type?: string; readonly portrait?: boolean };
  readonly variations: readonly { readonly option_name: string }[];
}
const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(`${baseUrl}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** A saved wall on the four-place 40x50 grid: three wood-type posters and one metal-type, none framed. */
const wallOfFrameTypes = async (): Promise<{ id: string; wood: string }> => {
  const posters = await api<ApiProduct[]>('/api/products?type=1&size=40x50&portrait=true&customizable=false&limit=100');
  const ofType = (type: string) => posters.filter((p) => p.metadata.frame_type === type);
  const chosen = [...ofType('wood').slice(0, 3), ofType('metal')[0]!];
  expect(chosen.every(Boolean)).toBe(true);
  const frames = await api<ApiProduct[]>('/api/products?type=2&limit=48');
  const wood = frames.find((f) => f.metadata.frame_type === 'wood' && f.variations.some((v) => v.option_name === '40x50'))!;
  const slots = [
    [14.67, 32.8],
    [52, 32.8],
    [14.67, 51.2],
    [52, 51.2],
  ];
  const saved = await api<{ id: string }>('/api/gallery-wall', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      layout: 3,
      environment: { idx: 0 },
      posters: chosen.map((p, i) => ({
        product_id: p.id,
        size: '40x50',
        portrait: true,
        frame_id: null,
        top: slots[i]![0],
        left: slots[i]![1],
      })),
    }),
  });
  return { id: saved.id, wood: wood.name };
};

const cases = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

describe('the error page (docs/rules/shop-wide.md#errors-and-redirects)', () => {
  it.each([false, true])('asks search engines not to index it (JavaScript %s)', async (js) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/product/%FF`);
    expect(res?.status()).toBe(400);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();
  });
});

describe('a saved wall that does not exist (docs/rules/gallery-wall.md#sharing-and-saved-walls)', () => {
  it('names no Open Graph image (it would be a 404)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gallery-wall/Zzzz9999zz`);
    expect(await page.locator('meta[property="og:image"]').count()).toBe(0);
    await context.close();
  });
});

describe.each(cases)('the gallery-wall designer ($name)', ({ name, viewport, phone }) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    context = await browser.newContext({ viewport, hasTouch: phone });
    page = await context.newPage();
    problems = watch(page);
  });
  afterAll(async () => context?.close());

  it('offers Next on the overview, and the picker only categories that can fill a slot', async () => {
    await page.goto(`${baseUrl}/gallery-wall`, { waitUntil: 'networkidle' });
    await untilHydrated(page, '[data-testid="intro-start"]');
    await page.getByTestId('intro-start').click();
    await page.getByTestId('overview').waitFor();
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-1').waitFor();
    await page.getByTestId('picker-close').click();
    await page.getByTestId('open-step-3').click();
    await page.getByTestId('picker-poster').first().waitFor();
    const tree = await api<{ name: string; metadata: { customizable?: boolean }; children: unknown[] }[]>('/api/categories');
    const personalised = JSON.stringify(tree).includes('"customizable":true');
    expect(personalised, 'the demo has a personalised posters category').toBe(true);
    const flat = (cs: typeof tree): typeof tree => cs.flatMap((c) => [c, ...flat(c.children as typeof tree)]);
    const personalisedName = flat(tree).find((c) => c.metadata.customizable)!.name;
    const offered = await page.locator('[data-testid="poster-picker"] fieldset label').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((t) => t.trim())).not.toContain(personalisedName);
    await page.screenshot({ path: `${SHOTS}/wall-picker-${name}.png` });
  });

  it('keeps the wall in view while the poster list scrolls', async () => {
    const before = (await page.getByTestId('wall-frame-box').boundingBox())!;
    if (phone) {
      // A phone stacks the designer: the page scrolls, the wall stays under the header.
      await page.evaluate(() => window.scrollBy(0, 700));
    } else {
      // A desktop scrolls the long list inside the sidebar; the page and the wall stay put.
      const scrolls = await page.locator('aside').evaluate((el) => {
        el.scrollTop += 700;
        return el.scrollTop > 0;
      });
      expect(scrolls, 'the sidebar scrolls its list').toBe(true);
    }
    const room = (await page.getByTestId('wall-frame-box').boundingBox())!;
    expect(room.y).toBeGreaterThanOrEqual(0);
    expect(room.y + room.height / 2).toBeLessThan(viewport.height);
    if (!phone) expect(room.y).toBe(before.y);
    await page.screenshot({ path: `${SHOTS}/wall-scrolled-${name}.png` });
  });

  it("frames every poster of the chosen frame's type with the first choice, and only those", async () => {
    const { id, wood } = await wallOfFrameTypes();
    await page.goto(`${baseUrl}/gallery-wall/${id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-testid="wall-place"][data-filled="true"]').count(), WAIT).toBe(4);
    await page.getByTestId('wall-place').first().click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('frame-choice').filter({ hasText: wood }).click();
    const framed = () =>
      page
        .getByTestId('wall-place')
        .evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="wall-frame"]') !== null));
    await expect.poll(framed, WAIT).toEqual([true, true, true, false]);
    await page.screenshot({ path: `${SHOTS}/wall-framed-${name}.png` });
    expect(problems).toEqual([]);
  });

  it.runIf(phone)('zooms the wall in on a phone, so a finger can drag a poster', async () => {
    await page.getByTestId('wall-zoom').click();
    const frame = (await page.getByTestId('wall-frame-box').boundingBox())!;
    const room = (await page.getByTestId('wall-room').boundingBox())!;
    expect(room.width).toBeGreaterThan(frame.width * 1.9);
    const poster = page.getByTestId('wall-place').first();
    const before = await poster.evaluate((el) => (el as HTMLElement).style.left);
    const box = (await poster.boundingBox())!;
    expect(box.width, 'a poster large enough to hold').toBeGreaterThan(60);
    const cdp = await context.newCDPSession(page);
    const at = (dx: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    await page.waitForTimeout(250); // the touch sensor starts a drag after a short hold
    for (const dx of [10, 20, 30, 40]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => poster.evaluate((el) => (el as HTMLElement).style.left), WAIT).not.toBe(before);
    await page.screenshot({ path: `${SHOTS}/wall-zoomed-${name}.png` });
  });
});

describe.each(cases)('a wall bundle ($name)', ({ name, viewport }) => {
  it('has a quantity starting at 1 that multiplies the subtotal', async () => {
    const [wall] = await api<ApiProduct[]>('/api/products?type=4&limit=1');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/product/${wall!.slug}`, { waitUntil: 'networkidle' });
    const quantity = page.getByTestId('wall-quantity');
    expect(await quantity.inputValue()).toBe('1');
    const subtotal = page.getByTestId('wall-subtotal');
    await expect.poll(() => subtotal.textContent(), WAIT).toMatch(/\d/);
    const amount = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''));
    const one = amount(await subtotal.textContent());
    await quantity.fill('3');
    await expect.poll(async () => amount(await subtotal.textContent()), WAIT).toBe(one * 3);
    await page.getByTestId('wall-summary').screenshot({ path: `${SHOTS}/wall-bundle-${name}.png` });
    await context.close();
  });
});
