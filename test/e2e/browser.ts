import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Chromium driven by playwright-core; CHROMIUM_PATH overrides the binary. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launch = async (): Promise<Browser> => {
  await mkdtemp(path.join(tmpdir(), 'poster-shop-chromium-'));
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
};

/** Collects console errors and failed requests of a page, to assert a clean load. */
export const watch = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A request cut short by leaving the page (net::ERR_ABORTED) is not a failure of the shop.
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) problems.push(`failed: ${r.url()} ${why}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`http ${r.status()}: ${r.url()}`);
  });
  return problems;
};
