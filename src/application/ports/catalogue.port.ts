import type { Artist, Category, Page, Paged, Product, SearchResults, SiteReview, Tag, Widget } from '../model/catalogue';
import type { Outcome } from '../model/outcome';

/** Query of GET /api/products (docs/rules/catalogue.md#catalogue-endpoints); every field optional. */
export interface ProductQuery {
  readonly related_id?: number;
  readonly random?: boolean;
  readonly type?: number;
  readonly query?: string;
  readonly size?: string;
  readonly portrait?: boolean | null;
  readonly color?: string;
  readonly categories?: readonly string[];
  readonly tag?: string;
  readonly artist?: string;
  readonly category_id?: number;
  readonly except_category_id?: number;
  readonly customizable?: boolean;
  readonly newest?: boolean;
  readonly hard_limit?: number;
  readonly limit?: number;
  readonly offset?: number;
}

/** Query of GET /api/search: the text, the results page's filters and the page. */
export interface SearchQuery {
  readonly query: string;
  readonly color?: string;
  readonly portrait?: boolean;
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * The catalogue as the application reads it. In the browser it is the HTTP API; on the
 * server the same port is bound to in-process services (no HTTP call to itself).
 */
export interface PosterCatalog {
  products(query: ProductQuery): Promise<Outcome<Paged<Product>>>;
  /** Ranked search with filter counts, matching artists and categories (results page, dropdown). */
  search(query: SearchQuery): Promise<Outcome<SearchResults>>;
  productBySlug(slug: string): Promise<Outcome<Product>>;
  productById(id: number): Promise<Outcome<Product>>;
  /** The listed products among `ids` (POST /api/product-wishlist), in the store's language. */
  productsByIds(ids: readonly number[]): Promise<Outcome<readonly Product[]>>;
  bundled(id: number): Promise<Outcome<readonly Product[]>>;
  tagBySlug(slug: string): Promise<Outcome<Tag>>;
  categories(): Promise<Outcome<readonly Category[]>>;
  categoryBySlugs(slugs: readonly string[]): Promise<Outcome<Category>>;
  page(path: string): Promise<Outcome<Page>>;
  widget(slug: string): Promise<Outcome<Widget>>;
  siteReviews(): Promise<Outcome<readonly SiteReview[]>>;
  artists(limit: number, offset: number): Promise<Outcome<Paged<Artist>>>;
  artistBySlug(slug: string): Promise<Outcome<Artist>>;
  /** Whether a shared wall is saved under `id` (GET /api/gallery-wall/{id}): its page only then shows its preview. */
  wallExists(id: string): Promise<boolean>;
}
