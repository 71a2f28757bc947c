import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';
import { htmlErrors, reportOf } from '../builders/html-validator';
import { ACCOUNT_SECTIONS, pageTypes } from '../builders/page-types';

/**
 * Every server-rendered page type passes html-validate's recommended and accessibility presets
 * (docs/rules/catalogue.md#search search engines and accessibility): no `aria-label` where it cannot name anything, native
 * elements instead of roles, unique ids, ordered headings. Rendered through the real app on the
 * seeded catalogue, from the built bundles. The browser-rendered pages: test/e2e/html-validate.e2e.ts.
 */
let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await startSeededShop());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const PAGES = pageTypes(() => db);

const expectValid = async (label: string, url: string, status: number) => {
  const res = await app.inject(url);
  expect(res.statusCode, `${label} ${url}`).toBe(status);
  const messages = await htmlErrors(res.body, url);
  expect(messages.length, `${label} ${url}: ${messages.length} errors\n${reportOf(messages)}`).toBe(0);
};

describe('html-validate on every server-rendered page type', () => {
  it.each(PAGES)('%s', async (label, path, status) => expectValid(label, await path(), status));

  // The artist's pages load the artist's data in the browser; the server renders them the same
  // with or without a session.
  it.each(ACCOUNT_SECTIONS)('artist account %s', async (section) => {
    await expectValid('account', `/my-account${section}`, 200);
  });
});
