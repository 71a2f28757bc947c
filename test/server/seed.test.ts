import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/db.port';
import { isSeeded, planCatalogue, seedCatalogue, type SeedSummary } from '../../server/demo/seed/index';
import { correctSeededCatalogue } from '../../server/demo/seed/corrections';
import { mediaNaturalSize } from '../../server/demo/art/index';
import { LANGUAGES, STORES } from '../../src/domain/stores/stores';
import { COLOURS } from '../../src/domain/catalogue/filters';

const SIZES = ['13x18', '21x30', '30x40', '40x50', '50x70', '70x100'];
const CURRENCIES = [...new Set(STORES.map((s) => s.currency))];
const L = LANGUAGES.length;

const fresh = async (): Promise<Db> => {
  const db = await openPglite();
  await migrate(db);
  return db;
};
const one = async <T = number>(db: Db, sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await db.query<Record<string, T>>(sql, params);
  return Object.values(rows[0]!)[0]!;
};

/** A digest of the catalogue content, independent of serial ids (sequences do not roll back). */
const dump = async (db: Db): Promise<string> => {
  const products =
    await db.query(`SELECT p.sku, p.type, a.slug AS artist, p.portrait, p.color, p.popularity, p.art, p.metadata, p.created_at, i.name, i.slug
    FROM product p LEFT JOIN artist a ON a.id = p.artist_id JOIN product_i18n i ON i.product_id = p.id AND i.language = 'de' ORDER BY p.sku`);
  const prices = await db.query(
    `SELECT v.sku, vp.currency, vp.amount FROM variation_price vp JOIN variation v ON v.id = vp.variation_id ORDER BY 1, 2`,
  );
  const reviews = await db.query('SELECT language, stars, review, author FROM site_review ORDER BY language, review, author');
  return createHash('sha256')
    .update(JSON.stringify([products.rows, prices.rows, reviews.rows]))
    .digest('hex');
};

describe('seedCatalogue', () => {
  let db: Db;
  let summary: SeedSummary;
  beforeAll(async () => {
    db = await fresh();
    expect(await isSeeded(db)).toBe(false);
    summary = await seedCatalogue(db, { seed: 7 });
  });
  afterAll(async () => db?.close());

  // Seeding time is measured by `npm run bench` (first start), never asserted here.
  it('reports what it wrote and marks the catalogue changed', async () => {
    expect(await isSeeded(db)).toBe(true);
    expect(summary.products).toBe(await one(db, 'SELECT count(*)::int FROM product'));
    expect(summary.prices).toBe(await one(db, 'SELECT count(*)::int FROM variation_price'));
    expect(summary.images).toBe(await one(db, 'SELECT count(*)::int FROM product_image'));
    expect(await one(db, 'SELECT version::int FROM catalogue_version')).toBeGreaterThan(1);
  });

  it('writes the minimum counts', async () => {
    expect(await one(db, 'SELECT count(*)::int FROM artist')).toBeGreaterThanOrEqual(12);
    expect(await one(db, 'SELECT count(*)::int FROM artist WHERE featured')).toBe(12);
    expect(await one(db, 'SELECT count(*)::int FROM category')).toBeGreaterThanOrEqual(18);
    expect(await one(db, 'SELECT count(*)::int FROM tag')).toBe(30);
    expect(
      await one(
        db,
        `SELECT count(*)::int FROM product WHERE type = 1 AND status = 4 AND NOT metadata ? 'template' AND NOT metadata ? 'byop'`,
      ),
    ).toBe(160);
    expect(await one(db, 'SELECT count(*)::int FROM product WHERE type = 2')).toBeGreaterThanOrEqual(4);
    expect(await one(db, 'SELECT count(*)::int FROM product WHERE type = 3')).toBeGreaterThanOrEqual(1);
    expect(await one(db, 'SELECT count(*)::int FROM product WHERE type = 4')).toBe(8);
    expect(await one(db, `SELECT count(DISTINCT metadata->>'template')::int FROM product WHERE metadata ? 'template'`)).toBe(11);
    expect(await one(db, `SELECT count(*)::int FROM product WHERE (metadata->>'byop')::boolean`)).toBe(1);
    expect(await one(db, 'SELECT count(*)::int FROM environment')).toBe(28);
    // start, about, help, terms, privacy, delivery and returns, legal notice, contact, the artists' terms
    expect(await one(db, 'SELECT count(*)::int FROM page_i18n')).toBe(9 * L);
    expect(await one(db, 'SELECT count(DISTINCT slug)::int FROM widget')).toBe(13); // eleven widgets, and the footer's about and help
    expect(await one(db, 'SELECT count(*)::int FROM widget')).toBe(13 * L);
    const reviews = await db.query<{ language: string; n: number; good: number }>(
      'SELECT language, count(*)::int AS n, count(*) FILTER (WHERE stars >= 4)::int AS good FROM site_review GROUP BY language',
    );
    expect(reviews.rows).toHaveLength(L);
    for (const r of reviews.rows) {
      expect(r.n).toBe(30);
      expect(r.good).toBeGreaterThanOrEqual(24);
    }
  });

  it('builds artists that pass the profile rules', async () => {
    const { rows } = await db.query<{
      bio: string;
      country: string;
      membership_level: number;
      selling_enabled: boolean;
      terms: string;
      avatar: string;
    }>('SELECT * FROM artist');
    for (const a of rows) {
      expect(a.bio.length).toBeGreaterThan(20);
      expect(a.bio.length).toBeLessThanOrEqual(160);
      expect(a.country).toMatch(/^[A-Z]{2}$/);
      expect(a.membership_level).toBeGreaterThanOrEqual(1);
      expect(a.membership_level).toBeLessThanOrEqual(4);
      expect(a.terms).toBe('accepted');
      expect(mediaNaturalSize(a.avatar)).toBeDefined();
    }
    expect(rows.filter((a) => a.selling_enabled).length).toBeGreaterThan(rows.length / 2);
  });

  it('has a category tree at least 3 levels deep and the special categories', async () => {
    const depth = await one(
      db,
      `WITH RECURSIVE t(id, d) AS (SELECT id, 1 FROM category WHERE parent_id IS NULL
      UNION ALL SELECT c.id, t.d + 1 FROM category c JOIN t ON c.parent_id = t.id) SELECT max(d)::int FROM t`,
    );
    expect(depth).toBeGreaterThanOrEqual(3);
    const special = await db.query<{
      slug: string;
      dynamic: boolean;
      product_type: number | null;
      metadata: Record<string, unknown>;
    }>(
      `SELECT i.slug, c.dynamic, c.product_type, c.metadata FROM category c JOIN category_i18n i ON i.category_id = c.id AND i.language = 'en'`,
    );
    const by = new Map(special.rows.map((r) => [r.slug, r]));
    expect(by.get('new-arrivals')).toMatchObject({ dynamic: true, metadata: { Newest: true, HardLimit: 48 } });
    expect(by.get('social-media')?.metadata).toEqual({ social: true });
    expect(by.get('frames')?.product_type).toBe(2);
    expect(by.get('gift-cards')?.product_type).toBe(3);
    expect(by.get('gallery-walls')?.product_type).toBe(4);
    expect(
      await one(
        db,
        `SELECT count(*)::int FROM product_category pc JOIN category_i18n i ON i.category_id = pc.category_id AND i.language = 'en' AND i.slug = 'personalised'`,
      ),
    ).toBe(12);
    expect(await one(db, 'SELECT count(*)::int FROM category WHERE home')).toBeGreaterThanOrEqual(1);
  });

  it('gives every poster a variation per size priced in every store currency', async () => {
    const missing = await one(
      db,
      `SELECT count(*)::int FROM product p CROSS JOIN unnest($1::text[]) s(size)
      WHERE p.type = 1 AND NOT EXISTS (SELECT 1 FROM variation v JOIN attribute_option o ON o.id = v.option_id WHERE v.product_id = p.id AND o.name = s.size)`,
      [SIZES],
    );
    expect(missing).toBe(0);
    const unpriced = await one(
      db,
      `SELECT count(*)::int FROM variation v CROSS JOIN unnest($1::text[]) c(cur)
      WHERE NOT EXISTS (SELECT 1 FROM variation_price vp WHERE vp.variation_id = v.id AND vp.currency = c.cur AND vp.amount > 0)`,
      [CURRENCIES],
    );
    expect(unpriced).toBe(0);
    const sizes = await db.query<{ name: string }>(
      `SELECT o.name FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id WHERE a.name = 'size' ORDER BY o.position`,
    );
    expect(sizes.rows.map((r) => r.name)).toEqual(SIZES);
    const eur = await db.query<{
      size: string;
      amount: number;
    }>(`SELECT o.name AS size, vp.amount FROM product p JOIN variation v ON v.product_id = p.id
      JOIN attribute_option o ON o.id = v.option_id JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR' WHERE p.sku = 'PST-0001' ORDER BY v.position`);
    expect(eur.rows.map((r) => r.amount)).toEqual([990, 1490, 1990, 2490, 2990, 4990]);
    expect(await one(db, `SELECT count(*)::int FROM variation v JOIN product p ON p.id = v.product_id WHERE p.type = 4`)).toBe(0);
    expect(
      await one(db, `SELECT count(*)::int FROM variation v JOIN product p ON p.id = v.product_id WHERE p.type = 3`),
    ).toBeGreaterThanOrEqual(4);
  });

  it('translates every product, category and tag into every language with unique ascii slugs', async () => {
    for (const [table, key] of [
      ['product', 'product_id'],
      ['category', 'category_id'],
      ['tag', 'tag_id'],
    ] as const) {
      const total = await one(db, `SELECT count(*)::int FROM ${table}`);
      const texts = await one(
        db,
        `SELECT count(*)::int FROM ${table}_i18n WHERE name <> '' AND slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`,
      );
      expect(texts, table).toBe(total * L);
      expect(await one(db, `SELECT count(DISTINCT (language, slug))::int FROM ${table}_i18n`)).toBe(total * L);
      expect(await one(db, `SELECT count(DISTINCT ${key})::int FROM ${table}_i18n`)).toBe(total);
    }
    const golden = await db.query<{ language: string; name: string }>(
      `SELECT language, name FROM product_i18n WHERE product_id = (SELECT id FROM product WHERE sku = 'PST-0001')`,
    );
    expect(new Set(golden.rows.map((r) => r.name)).size).toBeGreaterThan(8);
  });

  it('gives posters tags, categories, colours, metadata and typed images', async () => {
    const { rows } = await db.query<{
      tags: number;
      cats: number;
      main: number;
      color: string;
      metadata: Record<string, unknown>;
      types: string[];
      gallery: number;
    }>(`
      SELECT (SELECT count(*)::int FROM product_tag t WHERE t.product_id = p.id) AS tags,
             (SELECT count(*)::int FROM product_category c WHERE c.product_id = p.id) AS cats,
             (SELECT count(*)::int FROM product_category c WHERE c.product_id = p.id AND c.position = 0) AS main,
             p.color, p.metadata,
             (SELECT array_agg(DISTINCT type) FROM product_image i WHERE i.product_id = p.id) AS types,
             (SELECT count(*)::int FROM product_image i WHERE i.product_id = p.id AND i.type = 'gallery') AS gallery
      FROM product p WHERE p.type = 1 AND p.sku LIKE 'PST-%'`);
    for (const p of rows) {
      expect(p.tags).toBeGreaterThanOrEqual(2);
      expect(p.tags).toBeLessThanOrEqual(5);
      expect(p.cats).toBeGreaterThanOrEqual(1);
      expect(p.cats).toBeLessThanOrEqual(2);
      expect(p.main).toBe(1);
      // The seed paints only colours the listing filter can find (the domain's table, docs/rules/catalogue.md#filters "Filters").
      expect(COLOURS).toContain(p.color);
      expect(typeof p.metadata.portrait).toBe('boolean');
      expect(typeof p.metadata.pp).toBe('boolean');
      // docs/rules/gallery-wall.md#frame-choice "Frame picker": the first frame choice frames every poster of its frame type.
      expect(['wood', 'metal']).toContain(p.metadata.frame_type);
      expect(p.types.sort()).toEqual([
        'bw_margin',
        'bw_no_margin',
        'featured',
        'gallery',
        'gallery_thumb',
        'margin',
        'no_margin',
        'thumb',
      ]);
      expect(p.gallery).toBeLessThanOrEqual(5);
    }
    const portrait = rows.filter((p) => p.metadata.portrait).length / rows.length;
    expect(portrait).toBeGreaterThan(0.6);
    expect(portrait).toBeLessThan(0.9);
    const images = await db.query<{ url: string; width: number; height: number }>(
      'SELECT DISTINCT url, width, height FROM product_image',
    );
    for (const im of images.rows) expect(mediaNaturalSize(im.url), im.url).toEqual({ width: im.width, height: im.height });
  });

  it('bundles 3–6 posters per wall in wall sizes, with frames that exist', async () => {
    const { rows } = await db.query<{ n: number; bad: number }>(`SELECT count(*)::int AS n,
      count(*) FILTER (WHERE p.type <> 1 OR b.default_option NOT IN ('21x30','30x40','40x50','50x70','70x100')
        OR (b.frame_product_id IS NOT NULL AND (SELECT type FROM product f WHERE f.id = b.frame_product_id) <> 2))::int AS bad
      FROM bundle_item b JOIN product p ON p.id = b.product_id GROUP BY b.bundle_id`);
    expect(rows).toHaveLength(8);
    for (const w of rows) {
      expect(w.n).toBeGreaterThanOrEqual(3);
      expect(w.n).toBeLessThanOrEqual(6);
      expect(w.bad).toBe(0);
    }
  });

  it("brings a database seeded before the seed's corrections to what the seed writes now: frame types, the delivery text", async () => {
    const posters = `SELECT sku, metadata FROM product ORDER BY sku`;
    const pages = `SELECT page_id, language, content FROM page_i18n ORDER BY 1, 2`;
    const [seededPosters, seededPages] = [(await db.query(posters)).rows, (await db.query(pages)).rows];
    await db.exec(`UPDATE product SET metadata = metadata - 'frame_type' WHERE type = 1`);
    await db.exec(`UPDATE page_i18n SET content = replace(content, 'Shipping is free to every country we deliver to.',
      'Shipping is free; the exact cost for your country is shown at checkout.')`);
    expect((await db.query(pages)).rows).not.toEqual(seededPages);
    await db.transaction((tx) => correctSeededCatalogue(tx));
    expect((await db.query(posters)).rows).toEqual(seededPosters);
    expect((await db.query(pages)).rows).toEqual(seededPages);
  });

  it('refuses to seed twice and leaves the first catalogue intact', async () => {
    const before = await one(db, 'SELECT count(*)::int FROM product');
    await expect(seedCatalogue(db, { seed: 7 })).rejects.toThrow(/already seeded/);
    expect(await one(db, 'SELECT count(*)::int FROM product')).toBe(before);
    expect(await one(db, 'SELECT count(*)::int FROM artist')).toBe(summary.artists);
  });

  it('rolls everything back when a step fails midway; a later run equals the first catalogue', async () => {
    const other = await fresh();
    try {
      await expect(
        seedCatalogue(other, {
          seed: 7,
          onProgress: (step) => {
            if (step === 'images') throw new Error('boom');
          },
        }),
      ).rejects.toThrow('boom');
      for (const t of ['artist', 'category', 'tag', 'product', 'variation', 'variation_price', 'attribute', 'product_i18n']) {
        expect(await one(other, `SELECT count(*)::int FROM ${t}`), t).toBe(0);
      }
      expect(await isSeeded(other)).toBe(false);
      // the same seed into another database gives the same content
      await seedCatalogue(other, { seed: 7 });
      expect(await dump(other)).toBe(await dump(db));
    } finally {
      await other.close();
    }
  });
});

describe('seed determinism', () => {
  it('the same seed plans the same catalogue, another seed a different one', () => {
    const a = JSON.stringify(planCatalogue(5));
    expect(JSON.stringify(planCatalogue(5))).toBe(a);
    const b = planCatalogue(6);
    expect(JSON.stringify(b)).not.toBe(a);
    const names = (p: ReturnType<typeof planCatalogue>) =>
      p.products
        .filter((x) => x.type === 1)
        .map((x) => x.texts.en.name)
        .join('|');
    expect(names(b)).not.toBe(names(planCatalogue(5)));
  });
});
