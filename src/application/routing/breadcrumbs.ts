/**
 * The breadcrumb trail of a page (docs/rules/shop-wide.md#layout "Layout": breadcrumbs; product: the hierarchy of its
 * first category, then the product name). Hrefs are store-relative; labels the view translates
 * (home, artists, search) come in as arguments. Shown above the page and, as JSON-LD
 * BreadcrumbList, in its head.
 */
import { categoryPath, type Store } from '../../domain/stores/stores';
import type { PageData } from '../loaders/pages.loader';
import type { Category } from '../model/catalogue';
import { findCategory } from '../model/category-tree';

export interface Crumb {
  readonly label: string;
  readonly href?: string;
}
export interface CrumbLabels {
  readonly home: string;
  readonly artists: string;
  readonly search: string;
}

/** Crumbs of a category hierarchy, each linking to its own category page. */
const hierarchyCrumbs = (store: Store, hierarchy: readonly { name: string; slug: string }[]): Crumb[] =>
  hierarchy.map((h, i) => ({
    label: h.name,
    href: categoryPath(
      store,
      hierarchy.slice(0, i + 1).map((x) => x.slug),
    ).slice(store.pathPrefix.length),
  }));

export const crumbsOf = (data: PageData | null, labels: CrumbLabels, store: Store, categories: readonly Category[]): Crumb[] => {
  const start: Crumb = { label: labels.home, href: '/' };
  if (!data) return [];
  switch (data.route) {
    case 'product': {
      // docs/rules/catalogue.md#category-pages: the hierarchy of the first category, then the product name.
      const first = data.data.product.categories[0];
      const category = first ? findCategory(categories, (c) => c.id === first.id) : undefined;
      return [start, ...(category ? hierarchyCrumbs(store, category.hierarchy) : []), { label: data.data.product.name }];
    }
    case 'category':
      return [start, ...hierarchyCrumbs(store, data.data.category.hierarchy)];
    case 'tag':
      return [start, { label: data.data.tag.name }];
    case 'artists':
      return [start, { label: labels.artists }];
    case 'artist':
      return [start, { label: labels.artists, href: '/artists' }, { label: data.data.artist.alias }];
    case 'page':
      return [start, { label: data.data.page.name }];
    case 'search':
      return [start, { label: labels.search }];
    default:
      return [];
  }
};
