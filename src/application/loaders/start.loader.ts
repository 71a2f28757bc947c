import type { PosterCatalog } from '../ports/catalogue.port';
import type { Artist, Category, Page, Product } from '../model/catalogue';
import { ok, type Outcome } from '../model/outcome';

/** Start page (spec §2 "Other pages", §9 start-page counts). Failed sections render empty. */
export const START_COUNTS = { bestSellers: 12, personalised: 11, artists: 12, walls: 8, social: 8 } as const;

export interface StartPageData {
  readonly page: Page | null;
  readonly bestSellers: readonly Product[];
  readonly personalised: readonly Product[];
  readonly artists: readonly Artist[];
  readonly walls: readonly Product[];
  readonly social: { readonly category: Category; readonly products: readonly Product[] } | null;
}

const findSocial = (cats: readonly Category[]): Category | undefined => {
  for (const c of cats) {
    if (c.metadata.social) return c;
    const inner = findSocial(c.children);
    if (inner) return inner;
  }
  return undefined;
};

export const loadStartPage = async (catalog: PosterCatalog, categories: readonly Category[]): Promise<Outcome<StartPageData>> => {
  const social = findSocial(categories);
  const [page, bestSellers, personalised, artists, walls, socialProducts] = await Promise.all([
    catalog.page('start'),
    catalog.products({ type: 1, customizable: false, limit: START_COUNTS.bestSellers }),
    catalog.products({ customizable: true, limit: START_COUNTS.personalised }),
    catalog.artists(START_COUNTS.artists, 0),
    catalog.products({ type: 4, limit: START_COUNTS.walls }),
    social ? catalog.products({ category_id: social.id, limit: START_COUNTS.social }) : Promise.resolve(undefined),
  ]);
  return ok({
    page: page.ok ? page.value : null,
    bestSellers: bestSellers.ok ? bestSellers.value.items : [],
    personalised: personalised.ok ? personalised.value.items : [],
    artists: artists.ok ? artists.value.items : [],
    walls: walls.ok ? walls.value.items : [],
    social: social && socialProducts?.ok ? { category: social, products: socialProducts.value.items } : null,
  });
};
