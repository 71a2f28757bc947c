import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';
import { htmlErrors, reportOf } from '../builders/html-validator';

/**
 * Every server-rendered page type passes html-validate's recommended and accessibility presets
 * (spec §9 search engines and accessibility): no `aria-label` where it cannot name anything, native
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

const one = async <T>(sql: string): Promise<T> => {
  const row = (await db.query<T>(sql)).rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
};
const productSlug = async (where: string) =>
  (
    await one<{ slug: string }>(
      `SELECT i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
    WHERE p.status IN (4, 5) AND ${where} ORDER BY p.id LIMIT 1`,
    )
  ).slug;

const category = async () => {
  const c = await one<{ slug: string; parent: string }>(
    `SELECT ci.slug, pi.slug AS parent FROM category c JOIN category_i18n ci ON ci.category_id = c.id AND ci.language = 'en'
       JOIN category_i18n pi ON pi.category_id = c.parent_id AND pi.language = 'en'
      WHERE NOT c.dynamic AND EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  return `/product-category/${c.parent}/${c.slug}`;
};
const tag = async () =>
  `/product-tag/${
    (
      await one<{ slug: string }>(
        `SELECT t.slug FROM tag_i18n t WHERE t.language = 'en' AND EXISTS (SELECT 1 FROM product_tag pt WHERE pt.tag_id = t.tag_id)
    ORDER BY t.tag_id LIMIT 1`,
      )
    ).slug
  }`;
const artist = async () =>
  `/artists/${
    (
      await one<{ slug: string }>(
        `SELECT a.slug FROM artist a WHERE EXISTS (SELECT 1 FROM product p WHERE p.artist_id = a.id AND p.status = 4) ORDER BY a.id LIMIT 1`,
      )
    ).slug
  }`;
const content = async () =>
  `/${(await one<{ slug: string }>(`SELECT slug FROM page_i18n WHERE language = 'en' AND css <> '' ORDER BY page_id LIMIT 1`)).slug}`;
const product = (where: string) => async () => `/product/${await productSlug(where)}`;
const at = (path: string) => async () => path;

/** Every page type, its path (resolved from the seeded catalogue) and its status. */
const PAGES: Array<[string, () => Promise<string>, number]> = [
  ['start', at('/'), 200],
  ['start of another store', at('/de'), 200],
  ['category', category, 200],
  ['tag', tag, 200],
  ['search with results', at('/search?query=poster'), 200],
  ['poster product', product(`p.type = 1 AND NOT p.metadata ? 'template' AND NOT p.metadata ? 'byop'`), 200],
  ['frame (sizes as variations)', product('p.type = 2'), 200],
  ['text poster (template)', product(`p.metadata ? 'template'`), 200],
  ['upload-your-own poster', product(`p.metadata ? 'byop'`), 200],
  ['gift card', product('p.type = 3'), 200],
  ['wall bundle', product('p.type = 4'), 200],
  ['artists', at('/artists'), 200],
  ['artist', artist, 200],
  ['content page with its own style', content, 200],
  ['checkout', at('/checkout'), 200],
  ['confirmation', at('/checkout/confirmation/0f0e0d0c-0b0a-4908-8706-050403020100'), 200],
  ['gift-card balance', at('/gift-card-balance'), 200],
  ['unsubscribe', at('/unsubscribe'), 200],
  ['gallery-wall designer', at('/gallery-wall'), 200],
  ['not found', at('/no-such-file.txt'), 404],
];

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
  it.each(['', '/posters', '/posters/edit', '/sales', '/profile/edit', '/review'])('artist account %s', async (section) => {
    await expectValid('account', `/my-account${section}`, 200);
  });
});
