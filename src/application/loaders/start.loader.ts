import type { PosterCatalog } from '../ports/catalogue.port';
import type { Artist, Category, Page, Product } from '../model/catalogue';
import { type Outcome } from '../model/outcome';
import { ok } from '../../domain/result/result';
import { findCategory } from '../model/category-tree';
import { PRODUCT_TYPE } from '../../domain/product';
import {
  START_FEATURED_ARTISTS,
  START_GALLERY_WALLS,
  START_PERSONALISED_PRINTS,
  START_SOCIAL_MEDIA_WALLS,
} from '../../domain/constants';

/** Start page (docs/rules/catalogue.md#start-page "Other pages", docs/rules/catalogue.md#listings start-page counts). Failed sections render empty. */
export const START_COUNTS = {
  // Best sellers have no count in the spec: one row of the grid, as wide as the artists' row.
  bestSellers: START_FEATURED_ARTISTS,
  personalised: START_PERSONALISED_PRINTS,
  artists: START_FEATURED_ARTISTS,
  walls: START_GALLERY_WALLS,
  social: START_SOCIAL_MEDIA_WALLS,
} as const;

export interface StartPageData {
  readonly page: Page | null;
  readonly bestSellers: readonly Product[];
  readonly personalised: readonly Product[];
  readonly artists: readonly Artist[];
  readonly walls: readonly Product[];
  readonly social: { readonly category: Category; readonly products: readonly Product[] } | null;
  /**
   * The listing page behind each carousel, as category slugs, for its view-all slide (docs/rules/catalogue.md#category-pages
   * "Carousels … each with an optional view-all slide"): best sellers lead to the home category,
   * personalised posters to the category marked `customizable`, walls to the wall category.
   * Null where the catalogue has no such category (then the carousel has no view-all slide).
   */
  readonly viewAll: {
    readonly bestSellers: readonly string[] | null;
    readonly personalised: readonly string[] | null;
    readonly walls: readonly string[] | null;
  };
}

const slugsOf = (c: Category | undefined): readonly string[] | null => (c ? c.hierarchy.map((h) => h.slug) : null);

export const loadStartPage = async (catalog: PosterCatalog, categories: readonly Category[]): Promise<Outcome<StartPageData>> => {
  const social = findCategory(categories, (c) => c.metadata.social === true);
  const [page, bestSellers, personalised, artists, walls, socialProducts] = await Promise.all([
    catalog.page('start'),
    catalog.products({ type: PRODUCT_TYPE.poster, customizable: false, limit: START_COUNTS.bestSellers }),
    catalog.products({ customizable: true, limit: START_COUNTS.personalised }),
    catalog.artists(START_COUNTS.artists, 0),
    catalog.products({ type: PRODUCT_TYPE.wall, limit: START_COUNTS.walls }),
    social ? catalog.products({ category_id: social.id, limit: START_COUNTS.social }) : Promise.resolve(undefined),
  ]);
  return ok({
    page: page.ok ? page.value : null,
    bestSellers: bestSellers.ok ? bestSellers.value.items : [],
    personalised: personalised.ok ? personalised.value.items : [],
    artists: artists.ok ? artists.value.items : [],
    walls: walls.ok ? walls.value.items : [],
    social: social && socialProducts?.ok ? { category: social, products: socialProducts.value.items } : null,
    viewAll: {
      bestSellers: slugsOf(findCategory(categories, (c) => c.home)),
      personalised: slugsOf(findCategory(categories, (c) => c.metadata.customizable === true)),
      walls: slugsOf(findCategory(categories, (c) => c.product_type === PRODUCT_TYPE.wall)),
    },
  });
};
