import type { PageData } from '../application/loaders/pages.loader';
import type { Store } from '../domain/stores/stores';
import { priceRange, wallPriceRange } from '../domain/pricing';
import { money } from '../domain/money';
import type { Category, Product } from '../application/model/catalogue';
import { crumbsOf } from '../application/routing/breadcrumbs';
import { breadcrumbList, itemList, organization, person, webSite, type Site } from './structured-data';
import { PRODUCT_TYPE } from '../domain/product';
import { PAGE_POLICIES } from '../application/routing/page-policies';
import type { PageTitleName } from './page-titles';

/**
 * Document head of a page (title, description, canonical, hreflang alternates, Open Graph,
 * JSON-LD), computed from the page data. The server writes it into the HTML; the browser
 * updates the title on client navigation.
 */
export interface Head {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: Readonly<Record<string, string>>;
  readonly image?: string;
  /** JSON-LD objects, one inline script each. */
  readonly jsonLd?: readonly object[];
  /** Search engines are asked not to index the page (an error or a missing page is no content). */
  readonly noindex?: boolean;
}

const priced = (p: Product) => p.variations.map((v) => ({ price: money(v.price, v.currency) }));

/** docs/rules/gallery-wall.md#designer-steps structured data: a poster's variation range, or a wall's summed bundled ranges. */
const offersOf = (p: Product, bundled: readonly Product[]) => {
  const range = p.type === PRODUCT_TYPE.wall ? wallPriceRange(bundled.map(priced)) : priceRange(priced(p));
  if (!range.ok) return undefined;
  const { low, high, offerCount } = range.value;
  return {
    '@type': 'AggregateOffer',
    lowPrice: low.amount / 100,
    highPrice: high.amount / 100,
    offerCount,
    priceCurrency: low.currency,
  };
};

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

export const headFor = (
  page: PageData,
  ctx: {
    store: Store;
    publicUrl: string;
    path: string;
    brand: string;
    storeAlternates: Readonly<Record<string, string>>;
    /** Translated titles of the pages that have no name of their own. */
    titles: Readonly<Record<Exclude<PageTitleName, 'home'>, string>> & { readonly home?: string };
    /** The menu's categories: a product's breadcrumb follows its first category's hierarchy. */
    categories?: readonly Category[];
  },
): Head => {
  const head = headOf(page, ctx);
  return { ...head, jsonLd: [...(head.jsonLd ?? []), ...structuredData(page, ctx, head.canonical)] };
};

type HeadContext = Parameters<typeof headFor>[1];

/** Breadcrumbs on every page that has them, and what each page type adds (docs/rules/shop-wide.md#layout). */
const structuredData = (page: PageData, ctx: HeadContext, canonical: string): object[] => {
  const site: Site = { store: ctx.store, publicUrl: ctx.publicUrl, brand: ctx.brand };
  const crumbs = crumbsOf(
    page,
    { home: ctx.titles.home ?? 'Home', artists: ctx.titles.artists, search: ctx.titles.search },
    ctx.store,
    ctx.categories ?? [],
  );
  const trail = crumbs.length > 1 ? [breadcrumbList(site, crumbs, canonical)] : [];
  switch (page.route) {
    case 'start':
      return [organization(site), webSite(site), itemList(site, page.data.bestSellers)];
    case 'category':
    case 'tag':
      return [...trail, itemList(site, page.data.products.items)];
    case 'artist':
      return [person(site, page.data.artist, canonical), ...trail, itemList(site, page.data.products.items)];
    default:
      return trail;
  }
};

const headOf = (page: PageData, ctx: HeadContext): Head => {
  const canonical = ctx.publicUrl + ctx.store.pathPrefix + (ctx.path === '/' ? (ctx.store.pathPrefix ? '' : '/') : ctx.path);
  const base = { canonical, alternates: ctx.storeAlternates };
  const titled = (name: string) => `${name} | ${ctx.brand}`;
  switch (page.route) {
    case 'start':
      return {
        ...base,
        title: page.data.page?.name ? titled(page.data.page.name) : ctx.brand,
        description: stripHtml(page.data.page?.description ?? ''),
        alternates: page.data.page?.alternate ?? ctx.storeAlternates,
      };
    case 'product': {
      const p = page.data.product;
      const featured = p.images.find((i) => i.type === 'featured') ?? p.images[0];
      return {
        ...base,
        title: titled(p.name),
        description: stripHtml(p.description),
        alternates: p.alternate ?? {},
        canonical: p.alternate?.[ctx.store.locale] ?? canonical,
        image: featured ? ctx.publicUrl + featured.url : undefined,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: p.name,
            sku: p.sku,
            description: stripHtml(p.description),
            image: featured ? ctx.publicUrl + featured.url : undefined,
            offers: offersOf(p, page.data.bundled),
          },
        ],
      };
    }
    case 'category':
      return {
        ...base,
        title: titled(page.data.category.name),
        description: stripHtml(page.data.category.description),
        alternates: page.data.category.alternate,
        canonical: page.data.category.alternate[ctx.store.locale] ?? canonical,
      };
    case 'tag':
      return { ...base, title: titled(page.data.tag.name), description: '', alternates: page.data.tag.alternate };
    case 'artist':
      return { ...base, title: titled(page.data.artist.alias), description: page.data.artist.bio ?? '' };
    case 'page':
      return {
        ...base,
        title: titled(page.data.page.name),
        description: page.data.page.description,
        alternates: page.data.page.alternate,
      };
    case 'search':
      return { ...base, title: titled(`${ctx.titles.search}: ${page.data.query}`), description: '' };
    // docs/rules/stores-and-urls.md#routes: the translated "design your own" title and a canonical link to /gallery-wall; a
    // saved wall's link shows the wall itself as its Open Graph image (an unknown id has none).
    case 'galleryWall': {
      const wallId = page.data.wallId;
      return {
        ...base,
        title: titled(ctx.titles.galleryWall),
        description: '',
        canonical: `${ctx.publicUrl}${ctx.store.pathPrefix}/gallery-wall`,
        image:
          wallId && page.data.wallFound
            ? `${ctx.publicUrl}/api/gallery-wall/${encodeURIComponent(wallId)}/preview.jpg`
            : undefined,
      };
    }
    case 'error':
      return {
        ...base,
        title: titled(page.data.status === 404 ? ctx.titles.notFound : ctx.titles.error),
        description: '',
        alternates: {},
        noindex: true,
      };
    // A page with no name of its own: its translated title. One the page policies mark `noindex` (a
    // shopper's own order, the staff's pages, a missing page; robots.txt disallows the first two
    // too) is not indexed and is no other store's page.
    default:
      return PAGE_POLICIES[page.route].noindex
        ? { ...base, title: titled(ctx.titles[page.route]), description: '', alternates: {}, noindex: true }
        : { ...base, title: titled(ctx.titles[page.route]), description: '' };
  }
};
