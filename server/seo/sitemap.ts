import {
  STORES,
  DEFAULT_STORE,
  ROUTE_PREFIXES,
  productPath,
  tagPath,
  categoryPath,
  type Store,
} from '../../src/domain/stores/stores.js';
import { escapeHtml } from '../http/escape-html.js';
import type { SitemapCatalogue, SitemapCategory } from './sitemap.repository.js';
import { PAGE_NAMES, isSitemapPage, type SitemapPage } from '../../src/application/routing/page-policies.js';

/**
 * Sitemaps (sitemaps.org protocol with Google's image and hreflang extensions, docs/rules/stores-and-urls.md#routes "SEO"):
 * an index naming one sitemap per store; each store's sitemap lists its start page, products
 * (with their featured image), categories, tags, artists and content pages, every URL with the
 * same resource in the other stores as `xhtml:link rel="alternate"` (plus `x-default`) and a
 * `lastmod` where the catalogue knows one.
 */
export interface SitemapUrl {
  /** The store-relative path of the resource in a store, or undefined when it has none there. */
  readonly pathIn: (store: Store) => string | undefined;
  readonly lastmod?: Date | null;
  readonly images?: readonly { readonly loc: string; readonly title?: string }[];
}

const day = (d: Date): string => d.toISOString().slice(0, 10);
const xml = escapeHtml;

export const sitemapIndex = (publicUrl: string, lastmod: Date | null): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  STORES.map(
    (s) =>
      `<sitemap><loc>${xml(`${publicUrl}/sitemaps/${s.code}.xml`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`,
  ).join('') +
  '</sitemapindex>\n';

export const storeSitemap = (publicUrl: string, store: Store, urls: readonly SitemapUrl[]): string => {
  const out: string[] = [];
  for (const u of urls) {
    const own = u.pathIn(store);
    if (own === undefined) continue;
    const alternates = STORES.map((s) => [s.locale, u.pathIn(s)] as const).filter(
      (a): a is readonly [string, string] => a[1] !== undefined,
    );
    const fallback = u.pathIn(DEFAULT_STORE);
    if (fallback !== undefined) alternates.push(['x-default', fallback]);
    out.push(
      `<url><loc>${xml(publicUrl + (own || '/'))}</loc>` +
        (u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : '') +
        alternates
          .map(([lang, p]) => `<xhtml:link rel="alternate" hreflang="${xml(lang)}" href="${xml(publicUrl + (p || '/'))}"/>`)
          .join('') +
        (u.images ?? [])
          .map(
            (i) =>
              `<image:image><image:loc>${xml(i.loc)}</image:loc>${i.title ? `<image:title>${xml(i.title)}</image:title>` : ''}</image:image>`,
          )
          .join('') +
        '</url>',
    );
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' +
    out.join('') +
    '</urlset>\n'
  );
};

/** The slug path of a category in one language: every ancestor must have a slug there too. */
const categorySlugs = (
  byId: ReadonlyMap<number, SitemapCategory>,
  c: SitemapCategory,
  language: string,
): string[] | undefined => {
  const slugs: string[] = [];
  for (let node: SitemapCategory | undefined = c; node; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    const slug = node.slugs[language];
    if (!slug) return undefined;
    slugs.unshift(slug);
  }
  return slugs;
};

const newest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

interface SitemapSource {
  readonly publicUrl: string;
  readonly catalogue: SitemapCatalogue;
  readonly categories: ReadonlyMap<number, SitemapCategory>;
  /** The newest change of any product or artist: the start page's. */
  readonly lastmod: Date | null;
}

const inStore = (slug: string | undefined, build: (s: Store, slug: string) => string) => (s: Store) =>
  slug === undefined ? undefined : build(s, slug);

/** The URLs of each page the route registry lists in the sitemap (its `sitemap`), from the catalogue. */
const SITEMAP_URLS: { readonly [N in SitemapPage]: (source: SitemapSource) => SitemapUrl[] } = {
  start: ({ lastmod }) => [{ pathIn: (s) => s.pathPrefix || '/', lastmod }],
  product: ({ catalogue, publicUrl }) =>
    catalogue.products.map((p): SitemapUrl => ({
      pathIn: (s) => inStore(p.slugs[s.language], productPath)(s),
      lastmod: p.lastmod,
      images: p.image ? [{ loc: publicUrl + p.image, title: p.names.en }] : [],
    })),
  category: ({ catalogue, categories }) =>
    catalogue.categories.map((cat): SitemapUrl => ({
      pathIn: (s) => {
        const slugs = categorySlugs(categories, cat, s.language);
        return slugs && categoryPath(s, slugs);
      },
      lastmod: cat.lastmod,
    })),
  tag: ({ catalogue }) =>
    catalogue.tags.map((t): SitemapUrl => ({ pathIn: (s) => inStore(t.slugs[s.language], tagPath)(s), lastmod: t.lastmod })),
  artists: ({ catalogue }) => [
    { pathIn: (s) => `${s.pathPrefix}/artists`, lastmod: newest(catalogue.artists.map((a) => a.lastmod)) },
  ],
  artist: ({ catalogue }) =>
    catalogue.artists.map((a): SitemapUrl => ({
      pathIn: (s) => `${s.pathPrefix}/artists/${encodeURIComponent(a.slug)}`,
      lastmod: a.lastmod,
    })),
  page: ({ catalogue }) =>
    catalogue.pages.map((pg): SitemapUrl => ({
      pathIn: (s) => inStore(pg.slugs[s.language], (st, slug) => `${st.pathPrefix}/${slug}`)(s),
    })),
};

/** Every URL of the catalogue, in the order a sitemap lists them (the route registry's). */
export const catalogueUrls = (publicUrl: string, c: SitemapCatalogue): { urls: SitemapUrl[]; lastmod: Date | null } => {
  const lastmod = newest([...c.products.map((p) => p.lastmod), ...c.artists.map((a) => a.lastmod)]);
  const source: SitemapSource = {
    publicUrl,
    catalogue: c,
    categories: new Map(c.categories.map((cat) => [cat.id, cat])),
    lastmod,
  };
  const urls = PAGE_NAMES.filter(isSitemapPage).flatMap((name) => SITEMAP_URLS[name](source));
  return { urls, lastmod };
};

export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    // Checkout, confirmation and API answers are no pages to list (docs/rules/checkout.md#checkout-order: noindex on checkout).
    'Disallow: /checkout',
    'Disallow: /*/checkout',
    'Disallow: /api/',
    'Disallow: /sandbox/',
    // The staff's back office, sign-ins and the shoppers' own order-status pages.
    'Disallow: /admin',
    'Disallow: /auth/',
    // Each store's order-status page (/order-status/…, /de/bestellstatus/…), in every language's words.
    ...[...new Set(Object.values(ROUTE_PREFIXES).map((p) => p.orderStatus))].flatMap((segment) => [
      `Disallow: /${segment}/`,
      `Disallow: /*/${segment}/`,
    ]),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
