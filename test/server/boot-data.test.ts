import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { BootData } from '../../src/adapters/http/contract/boot';
import { DATA_ELEMENT_ID } from '../../src/ui/document';
import { pathReport } from '../../src/adapters/http/decode';
import { startSeededShop } from '../builders/seeded-shop';
import { ACCOUNT_SECTIONS, pageTypes } from '../builders/page-types';

/**
 * The browser reads the boot data without decoding it (the reason is beside the codec in
 * src/adapters/http/contract/boot.ts), so this is where it is proven: every server-rendered page
 * type embeds data that the contract's BootData codec decodes, and the page it names is the one
 * asked for. Rendered through the real app from the built bundles.
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

const embedded = (html: string): unknown => {
  const found = new RegExp(`<script id="${DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html);
  if (!found) throw new Error('no boot data in the page');
  return JSON.parse(found[1]!);
};

const expectDecodes = async (url: string, status: number, route?: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(status);
  const decoded = BootData.decode(embedded(res.body));
  expect(decoded._tag === 'Left' ? pathReport(decoded.left) : [], url).toEqual([]);
  if (decoded._tag === 'Right' && route) expect(decoded.right.initial?.data.route, url).toBe(route);
};

describe("every page's boot data decodes with the contract's codec", () => {
  it.each(pageTypes(() => db))('%s', async (_, path, status) => expectDecodes(await path(), status));
  it.each(ACCOUNT_SECTIONS)('artist account %s', async (section) => expectDecodes(`/my-account${section}`, 200, 'account'));
  it.each(['/admin', '/admin/orders/0f0e0d0c0b0a49088706'])('back office %s', async (url) => expectDecodes(url, 200, 'admin'));
  it('a search with no results (the best sellers instead)', async () => expectDecodes('/search?query=zzqxv', 200, 'search'));
});
