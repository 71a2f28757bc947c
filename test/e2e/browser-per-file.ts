import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launch } from './browser';

/**
 * One Chromium for a test file and fresh contexts in it at a width (a phone's height under 500 px),
 * all closed when the file ends. Call at the top of the file: it registers the file's hooks.
 */
export const browserPerFile = () => {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  const context = async (width: number, options: BrowserContextOptions = {}): Promise<BrowserContext> => {
    const c = await browser!.newContext({ viewport: { width, height: width < 500 ? 844 : 1000 }, ...options });
    contexts.push(c);
    return c;
  };
  return {
    browser: (): Browser => browser!,
    context,
    page: async (width: number, options: BrowserContextOptions = {}): Promise<Page> => (await context(width, options)).newPage(),
  };
};
