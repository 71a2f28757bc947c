import type { Queryable } from '../db/db.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';
import { listedProduct } from '../db/listed-product.js';

/**
 * What search engines are told about (sitemaps, docs/rules/stores-and-urls.md#routes "SEO"): every publicly listed product
 * with its featured image, the categories and tags that hold one, the artists with a public
 * profile and the content pages, each with its slug in every language it has one and the
 * date it last changed, as far as the catalogue records it (the newest product it shows).
 */
export interface SlugsByLanguage {
  readonly [language: string]: string;
}

export interface SitemapProduct {
  readonly id: number;
  readonly lastmod: Date;
  readonly image: string | null;
  readonly slugs: SlugsByLanguage;
  readonly names: SlugsByLanguage;
}
export interface SitemapCategory {
  readonly id: number;
  readonly parentId: number | null;
  readonly lastmod: Date | null;
  readonly slugs: SlugsByLanguage;
}
export interface SitemapTag {
  readonly id: number;
  readonly lastmod: Date | null;
  readonly slugs: SlugsByLanguage;
}
export interface SitemapArtist {
  readonly slug: string;
  readonly lastmod: Date;
}
export interface SitemapPage {
  readonly key: string;
  readonly slugs: SlugsByLanguage;
}

export interface SitemapCatalogue {
  readonly products: readonly SitemapProduct[];
  readonly categories: readonly SitemapCategory[];
  readonly tags: readonly SitemapTag[];
  readonly artists: readonly SitemapArtist[];
  readonly pages: readonly SitemapPage[];
}

/** Every query below binds the public statuses as $1. */
const PUBLIC = listedProduct('$1');
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export const createSitemapRepository = (db: Queryable) => ({
  catalogue: async (): Promise<SitemapCatalogue> => {
    const products = await db.query<{
      id: number;
      updated_at: Date;
      image: string | null;
      slugs: SlugsByLanguage;
      names: SlugsByLanguage;
    }>(
      `SELECT p.id, p.updated_at,
              (SELECT url FROM product_image im WHERE im.product_id = p.id AND im.type = 'featured' ORDER BY im.position, im.id LIMIT 1) AS image,
              jsonb_object_agg(i.language, i.slug) AS slugs, jsonb_object_agg(i.language, i.name) AS names
         FROM product p JOIN product_i18n i ON i.product_id = p.id
        WHERE ${PUBLIC} GROUP BY p.id ORDER BY p.id`,
      [PUBLIC_STATUSES],
    );
    const categories = await db.query<{ id: number; parent_id: number | null; lastmod: Date | null; slugs: SlugsByLanguage }>(
      `SELECT c.id, c.parent_id,
              (SELECT max(p.updated_at) FROM product_category pc JOIN product p ON p.id = pc.product_id
                WHERE pc.category_id = c.id AND ${PUBLIC}) AS lastmod,
              jsonb_object_agg(ci.language, ci.slug) AS slugs
         FROM category c JOIN category_i18n ci ON ci.category_id = c.id
        GROUP BY c.id ORDER BY c.position, c.id`,
      [PUBLIC_STATUSES],
    );
    const tags = await db.query<{ id: number; lastmod: Date | null; slugs: SlugsByLanguage }>(
      `SELECT t.tag_id AS id, max(p.updated_at) AS lastmod, (SELECT jsonb_object_agg(ti.language, ti.slug) FROM tag_i18n ti WHERE ti.tag_id = t.tag_id) AS slugs
         FROM product_tag t JOIN product p ON p.id = t.product_id
        WHERE ${PUBLIC} GROUP BY t.tag_id ORDER BY t.tag_id`,
      [PUBLIC_STATUSES],
    );
    const artists = await db.query<{ slug: string; lastmod: Date }>(
      `SELECT a.slug, least(now(), greatest(a.created_at, (SELECT max(p.updated_at) FROM product p WHERE p.artist_id = a.id AND ${PUBLIC}))) AS lastmod
         FROM artist a WHERE a.alias <> '' AND a.selling_enabled ORDER BY a.id`,
      [PUBLIC_STATUSES],
    );
    const pages = await db.query<{ key: string; slugs: SlugsByLanguage }>(
      `SELECT pg.key, jsonb_object_agg(pi.language, pi.slug) AS slugs
         FROM page pg JOIN page_i18n pi ON pi.page_id = pg.id WHERE pg.key <> 'start' GROUP BY pg.id ORDER BY pg.id`,
    );
    return {
      products: products.rows.map((r) => ({
        id: r.id,
        lastmod: asDate(r.updated_at),
        image: r.image,
        slugs: r.slugs,
        names: r.names,
      })),
      categories: categories.rows.map((r) => ({
        id: r.id,
        parentId: r.parent_id,
        lastmod: r.lastmod ? asDate(r.lastmod) : null,
        slugs: r.slugs,
      })),
      tags: tags.rows
        .filter((r) => r.slugs)
        .map((r) => ({ id: r.id, lastmod: r.lastmod ? asDate(r.lastmod) : null, slugs: r.slugs })),
      artists: artists.rows.map((r) => ({ slug: r.slug, lastmod: asDate(r.lastmod) })),
      pages: pages.rows.map((r) => ({ key: r.key, slugs: r.slugs })),
    };
  },
});

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
