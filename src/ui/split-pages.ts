import { Suspense, createElement, use, type ComponentType } from 'react';
import type { PageData } from '../application/loaders/pages.loader';
import { showsTemplate, showsUpload } from './route-chunks';

/**
 * Pages that the server renders but that live in their own chunks (ARCHITECTURE "split by route":
 * a product page does not ship the listings' or the start page's code).
 *
 * A split page renders at once when its chunk is already loaded and suspends (the page host's
 * Suspense boundary) while it loads. The server loads every chunk before it renders anything
 * (`preloadAllPages`), and the browser loads the first page's chunk before it hydrates
 * (`preloadPage`), so neither the server's HTML nor hydration ever meets a suspended page and
 * the hydrating render is the server's render. Later pages load when first visited; the server
 * preloads the chunk of the page it serves (route-chunks.ts), so the first one costs no round trip.
 */
export interface Chunk<M> {
  readonly preload: () => Promise<M>;
  /** The module, suspending the rendering component until it is loaded. */
  readonly get: () => M;
}

export const chunk = <M>(load: () => Promise<M>): Chunk<M> => {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  // One promise per chunk: React's `use` needs the same promise on every render until it settles;
  // a failed load (a new deployment, a dropped connection) is tried again by the next visit.
  const preload = () => (pending ??= load().then(
    (m) => (loaded = m),
    (e: unknown) => { pending = undefined; throw e; },
  ));
  return { preload, get: () => loaded ?? use(preload()) };
};

/** A component of a chunk, rendered as if it were imported statically. */
export const fromChunk = <M, P extends object>(c: Chunk<M>, pick: (m: M) => ComponentType<P>) => (props: P) => createElement(pick(c.get()) as ComponentType<any>, props);

/**
 * A component of a chunk the first render shows but does not need to be interactive at once (the
 * header's search, the parts below the page's content). The server renders it like any other
 * (its chunk is loaded with `preloadAllPages`); the browser does not load it before hydrating, so
 * it stays out of the first load's script (ARCHITECTURE "Performance by design": ≤ 100 KB of
 * script on a product page). Its own Suspense boundary keeps the server's markup in place until
 * the chunk arrives, then hydrates it; a later page renders nothing there until then.
 */
export const deferred = <M, P extends object>(c: Chunk<M>, pick: (m: M) => ComponentType<P>) => {
  const Part = fromChunk(c, pick);
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Part as ComponentType<any>, props));
};

const start = chunk(() => import('./pages/StartPage'));
const product = chunk(() => import('./pages/product/ProductPage'));
const listings = chunk(() => import('./pages/ListingPages'));
const notFound = chunk(() => import('./pages/NotFoundPage'));
/** The personalised poster's form, preview and flow: only text-poster pages need them. */
export const templateParts = chunk(() => import('./pages/product/template-parts'));
/** The upload-your-own poster's field, preview and flow: only its page needs them. */
export const uploadParts = chunk(() => import('./pages/product/upload-parts'));

const searchBox = chunk(() => import('./shop/SearchBox'));
const belowFold = chunk(() => import('./layout/below-fold'));

export const SearchBox = deferred(searchBox, (m) => m.SearchBox);
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

const CHUNK_OF_PAGE: Partial<Readonly<Record<PageData['route'], Chunk<unknown>>>> = {
  start, product, category: listings, tag: listings, artists: listings, artist: listings, page: listings, search: listings, notFound,
};

/** Loads the chunks a page needs (nothing for pages in the entry or rendered in the browser only). */
export const preloadPage = async (data: PageData): Promise<void> => {
  await Promise.all([
    CHUNK_OF_PAGE[data.route]?.preload(),
    showsTemplate(data) ? templateParts.preload() : undefined,
    showsUpload(data) ? uploadParts.preload() : undefined,
  ]);
};

/** Loads every split page: the server renders synchronously (renderToString). */
export const preloadAllPages = async (): Promise<void> => {
  await Promise.all([...Object.values(CHUNK_OF_PAGE), templateParts, uploadParts, searchBox, belowFold].map((c) => c.preload()));
};
