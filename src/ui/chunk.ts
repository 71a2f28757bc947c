import { Suspense, createElement, use, type ComponentType } from 'react';

/**
 * Pages that the server renders but that live in their own chunks (docs/architecture.md#performance-budgets "split by route":
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
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  // React 19's `use` may be called outside a component's top level: `get` runs only while rendering.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return { preload, get: () => loaded ?? use(preload()) };
};

/** A component of a chunk, rendered as if it were imported statically. */
export const fromChunk =
  <M, P extends object>(c: Chunk<M>, pick: (m: M) => ComponentType<P>) =>
  (props: P) =>
    createElement(pick(c.get()), props);

/**
 * A component of a chunk the first render shows but does not need to be interactive at once (the
 * header's search, the parts below the page's content). The server renders it like any other
 * (its chunk is loaded with `preloadAllPages`); the browser does not load it before hydrating, so
 * it stays out of the first load's script (docs/architecture.md#performance-budgets: ≤ 100 KB of
 * script on a product page). Its own Suspense boundary keeps the server's markup in place until
 * the chunk arrives, then hydrates it; a later page renders nothing there until then.
 */
export const deferred = <M, P extends object>(c: Chunk<M>, pick: (m: M) => ComponentType<P>) => {
  const Part = fromChunk(c, pick);
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Part, props));
};
