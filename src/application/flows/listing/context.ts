/** A listing page's flow: its input, what it holds and what it asks the catalogue (docs/rules/catalogue.md). */
import type { ListingFilters } from '../../../domain';
import type { Paged, Product } from '../../model/catalogue';

export interface ListingInput {
  /** The URL's query values. */
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly pageSize?: number;
  /** The server's answer for that page and those filters. */
  readonly initial?: Paged<Product>;
  /** What a failed load leads to (see above); `retry` when absent. */
  readonly onFailure?: 'home' | 'retry';
  /** The listing's own store-relative path, without query (`/product-category/abstract`); `/` when absent. */
  readonly path?: string;
  /** Query values of the page itself that every URL of the listing keeps (the search text). */
  readonly keeps?: Readonly<Record<string, string>>;
}

export interface ListingContext {
  readonly page: number;
  readonly pageSize: number;
  readonly filters: ListingFilters;
  readonly products: readonly Product[];
  readonly total: number;
  /** The products came with the input (a server render), so the first page needs no load. */
  readonly seeded: boolean;
  readonly onFailure: 'home' | 'retry';
  readonly path: string;
  readonly keeps: Readonly<Record<string, string>>;
}

export interface ListingRequest {
  readonly offset: number;
  readonly limit: number;
  readonly filters: ListingFilters;
}
