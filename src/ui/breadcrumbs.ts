import type { Category } from '../application/model/catalogue';
import type { PageData } from '../application/loaders/pages.loader';
import { categoryPath, type Store } from '../domain/stores/stores';
import type { Crumb } from './layout/Breadcrumbs';

/**
 * The breadcrumb trail of a page (spec §2 "Layout"): shown above the page and, as JSON-LD
 * BreadcrumbList, in its head. Hrefs are store-relative.
 */
const findCategory = (categories: readonly Category[], id: number): Category | undefined => {
  for (const c of categories) {
    if (c.id === id) return c;
    const inner = findCategory(c.children, id);
    if (inner) return inner;
  }
  return undefined;
};

/** Crumbs of a category hierarchy, each linking to its own category page. */
const hierarchyCrumbs = (store: Store, hierarchy: readonly { name: string; slug: string }[]): Crumb[] =>
  hierarchy.map((h, i) => ({
    label: h.name,
    href: categoryPath(store, hierarchy.slice(0, i + 1).map((x) => x.slug)).slice(store.pathPrefix.length),
  }));

export const crumbsOf = (data: PageData | null, home: string, artistsLabel: string, searchLabel: string, store: Store, categories: readonly Category[]): Crumb[] => {
  const start: Crumb = { label: home, href: '/' };
  if (!data) return [];
  switch (data.route) {
    case 'product': {
      // spec §2: the hierarchy of the first category, then the product name.
      const first = data.data.product.categories[0];
      const category = first ? findCategory(categories, first.id) : undefined;
      return [start, ...(category ? hierarchyCrumbs(store, category.hierarchy) : []), { label: data.data.product.name }];
    }
    case 'category':
      return [start, ...hierarchyCrumbs(store, data.data.category.hierarchy)];
    case 'tag': return [start, { label: data.data.tag.name }];
    case 'artists': return [start, { label: artistsLabel }];
    case 'artist': return [start, { label: artistsLabel, href: '/artists' }, { label: data.data.artist.alias }];
    case 'page': return [start, { label: data.data.page.name }];
    case 'search': return [start, { label: searchLabel }];
    default: return [];
  }
};

