import { chunk, deferred, fromChunk } from './chunk';

/**
 * The pages the server renders that live in their own chunks (docs/architecture.md#performance-budgets "split by route":
 * a product page does not ship the listings' or the start page's code); chunk.ts says how a
 * split page renders, part-chunks.ts holds the chunks pages use themselves, page-views.tsx which
 * page comes in which chunk.
 */
export const start = chunk(() => import('./pages/StartPage'));
export const product = chunk(() => import('./pages/product/ProductPage'));
export const listings = chunk(() => import('./pages/ListingPages'));
export const notFound = chunk(() => import('./pages/NotFoundPage'));
export const orderStatus = chunk(() => import('./pages/order-status/OrderStatusPage'));
export const belowFold = chunk(() => import('./layout/below-fold'));

export const Newsletter = deferred(belowFold, (m) => m.Newsletter);
export const Reviews = deferred(belowFold, (m) => m.Reviews);
export const SellingPointsSection = deferred(belowFold, (m) => m.SellingPointsSection);
export const Footer = deferred(belowFold, (m) => m.Footer);

export const StartPage = fromChunk(start, (m) => m.StartPage);
export const ProductPage = fromChunk(product, (m) => m.ProductPage);
export const CategoryPage = fromChunk(listings, (m) => m.CategoryPage);
export const TagPage = fromChunk(listings, (m) => m.TagPage);
export const ArtistsPage = fromChunk(listings, (m) => m.ArtistsPage);
export const ArtistPage = fromChunk(listings, (m) => m.ArtistPage);
export const ContentPage = fromChunk(listings, (m) => m.ContentPage);
export const SearchPage = fromChunk(listings, (m) => m.SearchPage);
export const NotFoundPage = fromChunk(notFound, (m) => m.NotFoundPage);
export const ErrorPage = fromChunk(notFound, (m) => m.ErrorPage);
export const OrderStatusPage = fromChunk(orderStatus, (m) => m.OrderStatusPage);
