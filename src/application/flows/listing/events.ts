/** What a listing page tells its flow. */
import type { ListingFilters } from '../../../domain';

export type ListingEvent =
  | { readonly type: 'listing.goto'; readonly page: number }
  /** A kept-alive page is shown again: `page` is the URL's `page` value. */
  | { readonly type: 'listing.reactivated'; readonly page: string | null | undefined }
  | { readonly type: 'listing.filter'; readonly filters: ListingFilters }
  | { readonly type: 'listing.clearFilters' }
  /** Load the failed page again. */
  | { readonly type: 'listing.retry' };
