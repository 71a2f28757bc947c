/**
 * Deterministic demo catalogue (docs/rules/shop-wide.md#layout, docs/rules/catalogue.md#products-and-categories, docs/rules/shop-wide.md#wire-conventions, docs/rules/shop-wide.md#timings). seedCatalogue writes everything in one
 * transaction – all or nothing – from a seeded generator: the same seed gives the same rows,
 * ids and timestamps. Images are media URLs rendered on demand by server/demo/art.
 */
import type { Db, Queryable } from '../../db/db.port.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import { aliasKey } from '../../../src/domain/validation/alias-key.js';
import { planCatalogue, type CataloguePlan } from './catalogue-plan.js';
import { insertRows } from './insert.js';
import { environmentRows, pageI18nRows, reviewRows, widgetRows } from './content.js';
import { LANGUAGES } from './i18n/lang.js';
import { TAG_NAMES } from './i18n/catalogue.js';
import { SIZES, GIFT_CARD_AMOUNTS } from './prices.js';
import { createRng } from './prng.js';

export interface SeedOptions {
  /** Generator seed (default 1). */
  seed?: number;
  /** Progress callback; throwing from it aborts and rolls the whole seed back. */
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface SeedSummary {
  seed: number;
  artists: number;
  categories: number;
  tags: number;
  products: number;
  posters: number;
  frames: number;
  giftCards: number;
  walls: number;
  personalised: number;
  variations: number;
  prices: number;
  images: number;
  bundleItems: number;
  environments: number;
  pages: number;
  widgets: number;
  reviews: number;
}

export { planCatalogue, artistsPlan } from './catalogue-plan.js';
export type { CataloguePlan } from './catalogue-plan.js';

/** True when the catalogue has products. */
export const isSeeded = async (db: Queryable): Promise<boolean> => {
  const { rows } = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM product) AS seeded');
  return rows[0]?.seeded === true;
};

const STEPS = [
  'artists',
  'categories',
  'tags',
  'attributes',
  'products',
  'texts',
  'variations',
  'images',
  'bundles',
  'content',
] as const;

export const seedCatalogue = async (db: Db, opts: SeedOptions = {}): Promise<SeedSummary> => {
  const seed = opts.seed ?? 1;
  const plan = planCatalogue(seed);
  let step = 0;
  const progress = (name: (typeof STEPS)[number]) => opts.onProgress?.(name, ++step, STEPS.length);
  return db.transaction(async (tx) => {
    if (await isSeeded(tx)) throw new Error('The catalogue is already seeded');
    return write(tx, plan, seed, progress);
  });
};

const write = async (
  tx: Queryable,
  plan: CataloguePlan,
  seed: number,
  progress: (s: (typeof STEPS)[number]) => void,
): Promise<SeedSummary> => {
  // artists
  const artistRows = await insertRows<{ id: number; slug: string }>(
    tx,
    'artist',
    [
      'slug',
      'alias',
      'alias_key',
      'name',
      'email',
      'avatar',
      'country',
      'premium',
      'bio',
      'membership_level',
      'selling_enabled',
      'product_limit',
      'terms',
      'featured',
      'created_at',
    ],
    plan.artists.map((a) => [
      a.slug,
      a.alias,
      aliasKey(a.alias),
      a.name,
      a.email,
      a.avatar,
      a.country,
      a.premium,
      a.bio,
      a.membership_level,
      a.selling_enabled,
      a.product_limit,
      'accepted',
      a.featured,
      a.created_at,
    ]),
    'id, slug',
  );
  const artistId = new Map(artistRows.map((r) => [r.slug, r.id]));
  progress('artists');

  // categories (parents before children; one row at a time to know each id)
  const categoryId = new Map<string, number>();
  for (const [pos, c] of plan.categories.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO category (parent_id, position, layout, home, dynamic, show_in_menu, product_type, header_image, metadata)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
      [
        c.def.parent ? categoryId.get(c.def.parent) : null,
        pos,
        c.def.layout ?? 'default',
        c.def.home ?? false,
        c.def.dynamic ?? false,
        c.def.show_in_menu ?? true,
        c.def.product_type === undefined ? PRODUCT_TYPE.poster : c.def.product_type,
        c.header,
        c.def.metadata ?? {},
      ],
    );
    categoryId.set(c.def.key, rows[0]!.id);
  }
  await insertRows(
    tx,
    'category_i18n',
    ['category_id', 'language', 'slug', 'name', 'description'],
    plan.categories.flatMap((c) =>
      LANGUAGES.map((l) => [categoryId.get(c.def.key), l, c.texts[l].slug, c.texts[l].name, c.texts[l].description]),
    ),
  );
  progress('categories');

  // tags
  const tagKeys = Object.keys(TAG_NAMES);
  const tagRows = await tx.query<{ id: number }>(
    `INSERT INTO tag (id) SELECT nextval(pg_get_serial_sequence('tag', 'id')) FROM generate_series(1, $1::int) ORDER BY 1 RETURNING id`,
    [tagKeys.length],
  );
  const tagIds = tagRows.rows.map((r) => r.id).sort((a, b) => a - b);
  const tagId = new Map(tagKeys.map((k, i) => [k, tagIds[i]!]));
  await insertRows(
    tx,
    'tag_i18n',
    ['tag_id', 'language', 'slug', 'name'],
    plan.tags.flatMap((t) => LANGUAGES.map((l) => [tagId.get(t.key), l, t.texts[l].slug, t.texts[l].name])),
  );
  progress('tags');

  // attributes
  const attrs = await insertRows<{ id: number; name: string }>(tx, 'attribute', ['name'], [['size'], ['amount']], 'id, name');
  const attrId = new Map(attrs.map((a) => [a.name, a.id]));
  const options = await insertRows<{ id: number; attribute_id: number; name: string }>(
    tx,
    'attribute_option',
    ['attribute_id', 'name', 'position'],
    [
      ...SIZES.map((s, i) => [attrId.get('size'), s, i]),
      ...GIFT_CARD_AMOUNTS.map((a, i) => [attrId.get('amount'), String(a), i]),
    ],
    'id, attribute_id, name',
  );
  const optionId = new Map(options.map((o) => [`${o.attribute_id === attrId.get('size') ? 'size' : 'amount'}:${o.name}`, o.id]));
  progress('attributes');

  // products
  const products = plan.products;
  const productRows = await insertRows<{ id: number; sku: string }>(
    tx,
    'product',
    ['sku', 'type', 'status', 'artist_id', 'portrait', 'color', 'popularity', 'art', 'metadata', 'created_at'],
    products.map((p) => [
      p.sku,
      p.type,
      4,
      p.artist ? artistId.get(p.artist) : null,
      p.portrait,
      p.color,
      p.popularity,
      p.art,
      p.metadata,
      p.createdAt,
    ]),
    'id, sku',
  );
  const productId = new Map(productRows.map((r) => [r.sku, r.id]));
  const pid = (sku: string) => {
    const id = productId.get(sku);
    if (id === undefined) throw new Error(`unknown product ${sku}`);
    return id;
  };
  progress('products');

  await insertRows(
    tx,
    'product_i18n',
    ['product_id', 'language', 'slug', 'name', 'description'],
    products.flatMap((p) => LANGUAGES.map((l) => [pid(p.sku), l, p.texts[l].slug, p.texts[l].name, p.texts[l].description])),
  );
  await insertRows(
    tx,
    'product_category',
    ['product_id', 'category_id', 'position'],
    products.flatMap((p) => p.categories.map((c, i) => [pid(p.sku), categoryId.get(c), i])),
  );
  await insertRows(
    tx,
    'product_tag',
    ['product_id', 'tag_id'],
    products.flatMap((p) => p.tags.map((t) => [pid(p.sku), tagId.get(t)])),
  );
  progress('texts');

  const variationRows = await insertRows<{ id: number; sku: string }>(
    tx,
    'variation',
    ['product_id', 'sku', 'option_id', 'stock', 'position'],
    products.flatMap((p) =>
      p.variations.map((v, i) => [pid(p.sku), `${p.sku}-${v.option}`, optionId.get(`${v.attribute}:${v.option}`), 1_000_000, i]),
    ),
    'id, sku',
  );
  const variationId = new Map(variationRows.map((r) => [r.sku, r.id]));
  const priceRows = products.flatMap((p) =>
    p.variations.flatMap((v) =>
      Object.entries(v.prices).map(([cur, amount]) => [variationId.get(`${p.sku}-${v.option}`), cur, amount]),
    ),
  );
  await insertRows(tx, 'variation_price', ['variation_id', 'currency', 'amount'], priceRows);
  progress('variations');

  const imageRows = products.flatMap((p) =>
    p.images.map((im) => [
      pid(p.sku),
      im.option ? variationId.get(`${p.sku}-${im.option}`) : null,
      im.type,
      im.url,
      im.width,
      im.height,
      im.position,
    ]),
  );
  await insertRows(tx, 'product_image', ['product_id', 'variation_id', 'type', 'url', 'width', 'height', 'position'], imageRows);
  progress('images');

  const bundleRows = products.flatMap((p) =>
    (p.bundle ?? []).map((b, i) => [
      pid(p.sku),
      pid(b.productSku),
      i,
      b.defaultOption,
      b.frameSku ? pid(b.frameSku) : null,
      b.topPct,
      b.leftPct,
    ]),
  );
  await insertRows(
    tx,
    'bundle_item',
    ['bundle_id', 'product_id', 'position', 'default_option', 'frame_product_id', 'top_pct', 'left_pct'],
    bundleRows,
  );
  progress('bundles');

  // rooms, pages, widgets, reviews
  const envs = environmentRows();
  await insertRows(tx, 'environment', ['idx', 'url', 'name'], envs);
  const pages = pageI18nRows();
  const pageRows = await insertRows<{ id: number; key: string }>(
    tx,
    'page',
    ['key'],
    pages.map((p) => [p.key]),
    'id, key',
  );
  const pageId = new Map(pageRows.map((r) => [r.key, r.id]));
  await insertRows(
    tx,
    'page_i18n',
    ['page_id', 'language', 'slug', 'name', 'description', 'content', 'css'],
    pages.flatMap((p) => p.rows.map((r) => [pageId.get(p.key), ...r])),
  );
  const widgets = widgetRows();
  await insertRows(tx, 'widget', ['slug', 'language', 'content', 'hidden'], widgets);
  const reviews = reviewRows(createRng(seed).fork('reviews'));
  await insertRows(tx, 'site_review', ['language', 'stars', 'review', 'author'], reviews);
  await tx.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
  progress('content');

  const count = (t: number) => products.filter((p) => p.type === t).length;
  return {
    seed,
    artists: plan.artists.length,
    categories: plan.categories.length,
    tags: plan.tags.length,
    products: products.length,
    posters: products.filter((p) => p.type === PRODUCT_TYPE.poster && !p.metadata.template && !p.metadata.byop).length,
    frames: count(2),
    giftCards: count(3),
    walls: count(4),
    personalised: products.filter((p) => p.metadata.template || p.metadata.byop).length,
    variations: variationRows.length,
    prices: priceRows.length,
    images: imageRows.length,
    bundleItems: bundleRows.length,
    environments: envs.length,
    pages: pages.length,
    widgets: widgets.length,
    reviews: reviews.length,
  };
};
