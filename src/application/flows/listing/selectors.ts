/** Named reads of a listing for the product grid, its pagination and the URL (docs/rules/catalogue.md#listings). */
import { pageCount, showsPagination, type ListingFilters } from '../../../domain';
import type { Product } from '../../model/catalogue';
import { listingQuery } from './machine';
import type { ListingContext } from './context';

type ListingSnapshot = { readonly context: ListingContext; hasTag(tag: 'busy' | 'error'): boolean };

export const selectListingProducts = (s: ListingSnapshot): readonly Product[] => s.context.products;
export const selectListingTotal = (s: ListingSnapshot): number => s.context.total;
export const selectListingPage = (s: ListingSnapshot): number => s.context.page;
export const selectListingPageCount = (s: ListingSnapshot): number => pageCount(s.context.total, s.context.pageSize);
export const selectListingShowsPagination = (s: ListingSnapshot): boolean => showsPagination(s.context.total, s.context.pageSize);
export const selectListingFilters = (s: ListingSnapshot): ListingFilters => s.context.filters;
export const selectListingIsLoading = (s: ListingSnapshot): boolean => s.hasTag('busy');
export const selectListingFailed = (s: ListingSnapshot): boolean => s.hasTag('error');
/** A failed load that leads home (tag and category listings, docs/rules/catalogue.md#category-pages). */
export const selectListingGoesHome = (s: ListingSnapshot): boolean => s.hasTag('error') && s.context.onFailure === 'home';
/** A failed load the shopper may try again. */
export const selectListingCanRetry = (s: ListingSnapshot): boolean => s.hasTag('error') && s.context.onFailure === 'retry';
/** "No products found": a loaded page without products. */
export const selectListingIsEmpty = (s: ListingSnapshot): boolean =>
  !s.hasTag('busy') && !s.hasTag('error') && s.context.products.length === 0;

/** The query the URL carries: `page` (absent for page 1), `color`, `portrait`. */
export const selectListingUrlQuery = (s: ListingSnapshot): Readonly<Record<string, string>> => listingQuery(s.context);
