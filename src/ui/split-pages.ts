import type { PageData } from '../application/loaders/pages.loader';
import { showsTemplate, showsUpload } from './route-chunks';
import { chunk, deferred, fromChunk, type Chunk } from './chunk';
import { lineDesign, searchBox, templateParts, uploadParts } from './part-chunks';

/**
 * The pages the server renders that live in their own chunks (docs/architecture.md#performance-budgets "split by route":
 * a product page does not ship the listings' or the start page's code); chunk.ts says how a
 * split page renders, part-chunks.ts holds the chunks pages use themselves.
 */
const start = chunk(() => import('./pages/StartPage'));
const product = chunk(() => import('./pages/product/ProductPage'));
const listings = chunk(() => import('./pages/ListingPages'));
const notFound = chunk(() => import('./pages/NotFoundPage'));
const orderStatus = chunk(() => import('./pages/order-status/OrderStatusPage'));
const belowFold = chunk(() => import('./layout/below-fold'));

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

const CHUNK_OF_PAGE: Partial<Readonly<Record<PageData['route'], Chunk<unknown>>>> = {
  start,
  product,
  category: listings,
  tag: listings,
  artists: listings,
  artist: listings,
  page: listings,
  search: listings,
  notFound,
  error: notFound,
  orderStatus,
};

/** Loads the chunks a page needs (nothing for pages in the entry or rendered in the browser only). */
export const preloadPage = async (data: PageData): Promise<void> => {
  await Promise.all([
    CHUNK_OF_PAGE[data.route]?.preload(),
    showsTemplate(data) ? templateParts.preload() : undefined,
    showsUpload(data) ? uploadParts.preload() : undefined,
    // The order's lines are drawn by the cart's renderer: hydrate with the server's drawings.
    data.route === 'orderStatus' ? lineDesign.preload() : undefined,
  ]);
};

/** Loads every split page: the server renders synchronously (renderToString). */
export const preloadAllPages = async (): Promise<void> => {
  await Promise.all(
    [...Object.values(CHUNK_OF_PAGE), templateParts, uploadParts, searchBox, belowFold, lineDesign].map((c) => c.preload()),
  );
};
