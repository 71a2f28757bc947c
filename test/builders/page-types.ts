import type { Db } from '../../server/db/db.port';

/**
 * Every server-rendered page type, its path (resolved from the seeded catalogue, read through
 * `db` once the shop has started) and the status it answers with.
 */
export const pageTypes = (db: () => Db): Array<[string, () => Promise<string>, number]> => {
  const one = async <T>(sql: string): Promise<T> => {
    const row = (await db().query<T>(sql)).rows[0];
    if (!row) throw new Error(`no row for ${sql}`);
    return row;
  };
  const slugOf = async (sql: string) => (await one<{ slug: string }>(sql)).slug;
  const category = async () => {
    const c = await one<{ slug: string; parent: string }>(
      `SELECT ci.slug, pi.slug AS parent FROM category c JOIN category_i18n ci ON ci.category_id = c.id AND ci.language = 'en'
         JOIN category_i18n pi ON pi.category_id = c.parent_id AND pi.language = 'en'
        WHERE NOT c.dynamic AND EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    return `/product-category/${c.parent}/${c.slug}`;
  };
  const tag = async () =>
    `/product-tag/${await slugOf(
      `SELECT t.slug FROM tag_i18n t WHERE t.language = 'en' AND EXISTS (SELECT 1 FROM product_tag pt WHERE pt.tag_id = t.tag_id)
       ORDER BY t.tag_id LIMIT 1`,
    )}`;
  const artist = async () =>
    `/artists/${await slugOf(
      `SELECT a.slug FROM artist a WHERE EXISTS (SELECT 1 FROM product p WHERE p.artist_id = a.id AND p.status = 4) ORDER BY a.id LIMIT 1`,
    )}`;
  const content = async () =>
    `/${await slugOf(`SELECT slug FROM page_i18n WHERE language = 'en' AND css <> '' ORDER BY page_id LIMIT 1`)}`;
  const product = (where: string) => async () =>
    `/product/${await slugOf(
      `SELECT i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
       WHERE p.status IN (4, 5) AND ${where} ORDER BY p.id LIMIT 1`,
    )}`;
  const at = (path: string) => async () => path;
  return [
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
};

/** The artist's pages under /my-account: the server renders them the same with or without a session. */
export const ACCOUNT_SECTIONS = ['', '/posters', '/posters/edit', '/sales', '/profile/edit', '/review'];
