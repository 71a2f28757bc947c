export {
  PRODUCT_STATUS,
  PUBLIC_STATUSES,
  isPublicStatus,
  UNKNOWN_STATUS_VIEW,
  statusView,
  isAwaitingProcessing,
} from './product-status';
export type { BadgeColour, StatusView } from './product-status';
export {
  offsetForPage,
  pageForOffset,
  parsePage,
  pageCount,
  showsPagination,
  pageQueryValue,
  parseTotalCount,
} from './pagination';
export { COLOURS, NO_FILTERS, isColour, filtersToQuery, filtersFromQuery, categoryProductType, isFilterOffered } from './filters';
export type { Colour, ListingFilters } from './filters';
export { slugify } from './slug';
export { canListInWallPicker, canListInArtistUpload } from './category-eligibility';
export type { CategoryFlags } from './category-eligibility';
export { MEMBERSHIP_TIERS, isMembershipLevel, membershipTier } from './membership';
export type { MembershipLevel, MembershipTier } from './membership';
