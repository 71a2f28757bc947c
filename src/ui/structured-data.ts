import type { Artist, Product } from '../application/model/catalogue';
import { productPath, searchPath, type Store } from '../domain/stores/stores';
import type { Crumb } from '../application/routing/breadcrumbs';

/**
 * JSON-LD builders (docs/rules/product-pages.md#head-and-structured-data structured data; Google's rich-result rules): BreadcrumbList from
 * the page's breadcrumb trail, ItemList of the products a listing shows (summary-page form:
 * position and URL), Organization and WebSite on the start page, Person on an artist's page.
 * URLs are absolute; the document escapes the JSON for its inline script.
 */
export interface Site {
  readonly store: Store;
  readonly publicUrl: string;
  readonly brand: string;
}

const CONTEXT = 'https://schema.org';
/** An absolute URL from a store-relative path ('/' is the store's start page). */
export const absolute = (site: Site, href: string): string =>
  site.publicUrl + (href === '/' ? site.store.pathPrefix || '/' : site.store.pathPrefix + href);

export const breadcrumbList = (site: Site, crumbs: readonly Crumb[], current: string) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.label,
    item: c.href === undefined ? current : absolute(site, c.href),
  })),
});

export const itemList = (site: Site, products: readonly Product[]) => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  itemListElement: products.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    url: site.publicUrl + productPath(site.store, p.slug),
  })),
});

export const organization = (site: Site) => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: site.brand,
  url: absolute(site, '/'),
});

/** The search box of the result pages (Google's sitelinks search box): the store's search page with `?query=`. */
export const SEARCH_TERM = '{search_term_string}';
export const webSite = (site: Site) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: site.brand,
  url: absolute(site, '/'),
  inLanguage: site.store.locale,
  publisher: { '@type': 'Organization', name: site.brand },
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: site.publicUrl + searchPath(site.store, '') + SEARCH_TERM },
    'query-input': 'required name=search_term_string',
  },
});

export const person = (site: Site, artist: Artist, url: string) => ({
  '@context': CONTEXT,
  '@type': 'Person',
  name: artist.alias,
  url,
  ...(artist.avatar ? { image: site.publicUrl + artist.avatar } : {}),
  ...(artist.bio ? { description: artist.bio } : {}),
  ...(artist.country ? { nationality: { '@type': 'Country', name: artist.country } } : {}),
});
