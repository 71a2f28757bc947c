import { Suspense, lazy, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageData, PageDataOf, PageName } from '../application/loaders/pages.loader';
import { useAfterHydration } from './shop/useAfterHydration';
import { showsTemplate, showsUpload } from './route-chunks';
import type { Chunk } from './chunk';
import { lineDesign, searchBox, templateParts, uploadParts } from './part-chunks';
import * as css from './styles/layout.css';
import {
  belowFold,
  listings,
  notFound,
  orderStatus,
  product,
  start,
  StartPage,
  ProductPage,
  CategoryPage,
  TagPage,
  ArtistsPage,
  ArtistPage,
  ContentPage,
  SearchPage,
  NotFoundPage,
  ErrorPage,
  OrderStatusPage,
} from './split-pages';

// Checkout, confirmation and the form pages load only when visited (their own chunks).
const CheckoutPage = lazy(() => import('./pages/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const ConfirmationPage = lazy(() => import('./pages/checkout/ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })));
const BalancePage = lazy(() => import('./pages/forms/FormPages').then((m) => ({ default: m.BalancePage })));
// The gallery-wall designer (and @dnd-kit) loads only on its own page (docs/rules/shop-wide.md#layout: client only).
const GalleryWallPage = lazy(() => import('./pages/gallery-wall/GalleryWallPage').then((m) => ({ default: m.GalleryWallPage })));
const AccountPage = lazy(() => import('./pages/account/AccountPage').then((m) => ({ default: m.AccountPage })));
// The staff's back office: its own chunk, never part of a shopper's page.
const AdminPage = lazy(() => import('./pages/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const UnsubscribePage = lazy(() => import('./pages/forms/FormPages').then((m) => ({ default: m.UnsubscribePage })));

/**
 * Pages in their own chunks render in the browser only: the server and the hydrating client
 * both show the placeholder, then the chunk loads (no Suspense boundary left unfinished by the
 * server). Their flows start in the browser anyway. The place is a screen tall before and after,
 * so the parts below the page (newsletter, footer) start out of the first screen and nothing in
 * view moves when the page appears, however tall it turns out (docs/architecture.md#performance-budgets: CLS ≤ 0.02).
 */
const ClientOnly = ({ children, noscript }: { children: ReactNode; noscript?: ReactNode }) => {
  const ready = useAfterHydration();
  // While the page's chunk loads, its place stays as tall (not the shorter page-level fallback).
  // Without JavaScript the page never comes: say so instead of leaving the place empty.
  return (
    <div className={css.clientOnlyPage}>
      <noscript>
        <p className={css.container}>
          {noscript ?? (
            <FormattedMessage
              id="page.noscript"
              defaultMessage="This page needs JavaScript. Please turn it on and reload the page."
            />
          )}
        </p>
      </noscript>
      {ready ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
};

interface PageView<N extends PageName> {
  /** The split chunk the server renders the page from (split-pages.ts); none for the browser-only pages. */
  readonly chunk?: Chunk<unknown>;
  readonly render: (data: PageDataOf<N>, query: Readonly<Record<string, string>>) => ReactNode;
}

/**
 * The view half of each record of the route registry (src/application/routing/registry.ts), by the
 * same names: what a page renders and the chunk it comes in. Its type asks for every page.
 */
const PAGE_VIEWS: { readonly [N in PageName]: PageView<N> } = {
  start: { chunk: start, render: (data) => <StartPage data={data} /> },
  product: { chunk: product, render: (data) => <ProductPage data={data} /> },
  category: { chunk: listings, render: (data) => <CategoryPage data={data} /> },
  tag: { chunk: listings, render: (data) => <TagPage data={data} /> },
  artists: { chunk: listings, render: (data) => <ArtistsPage data={data} /> },
  artist: { chunk: listings, render: (data) => <ArtistPage data={data} /> },
  search: { chunk: listings, render: (data) => <SearchPage data={data} /> },
  orderStatus: { chunk: orderStatus, render: (data) => <OrderStatusPage data={data} /> },
  confirmation: {
    render: (data) => (
      <ClientOnly>
        <ConfirmationPage data={data} />
      </ClientOnly>
    ),
  },
  checkout: {
    render: (data) => (
      <ClientOnly>
        <CheckoutPage data={data} />
      </ClientOnly>
    ),
  },
  balance: {
    render: (data) => (
      <ClientOnly>
        <BalancePage data={data} />
      </ClientOnly>
    ),
  },
  unsubscribe: {
    render: (data) => (
      <ClientOnly>
        <UnsubscribePage data={data} />
      </ClientOnly>
    ),
  },
  galleryWall: {
    render: (data) => (
      <div className={css.container}>
        <h1 className={css.pageTitle}>
          <FormattedMessage id="title.galleryWall" defaultMessage="Design your own gallery wall" />
        </h1>
        <ClientOnly>
          <GalleryWallPage wallId={data.wallId} />
        </ClientOnly>
      </div>
    ),
  },
  admin: {
    render: (data, query) => (
      <ClientOnly
        noscript={
          <FormattedMessage
            id="admin.noscript"
            defaultMessage="The back office needs JavaScript. Please turn it on and reload the page."
          />
        }
      >
        <AdminPage view={data.view} query={query} />
      </ClientOnly>
    ),
  },
  account: {
    render: (data) => (
      <ClientOnly>
        <AccountPage key={data.section} data={data} />
      </ClientOnly>
    ),
  },
  page: { chunk: listings, render: (data) => <ContentPage data={data} /> },
  notFound: { chunk: notFound, render: () => <NotFoundPage /> },
  error: { chunk: notFound, render: (data) => <ErrorPage status={data.status} reason={data.reason} /> },
};

const viewOf = <N extends PageName>(name: N): PageView<N> => PAGE_VIEWS[name];

/** The page's content, as its record's view draws it. */
export const PageBody = <N extends PageName>({ data, query }: { data: PageData<N>; query: Readonly<Record<string, string>> }) =>
  viewOf(data.route).render(data.data, query);

/** Loads the chunks a page needs (nothing for pages in the entry or rendered in the browser only). */
export const preloadPage = async (data: PageData): Promise<void> => {
  await Promise.all([
    viewOf(data.route).chunk?.preload(),
    showsTemplate(data) ? templateParts.preload() : undefined,
    showsUpload(data) ? uploadParts.preload() : undefined,
    // The order's lines are drawn by the cart's renderer: hydrate with the server's drawings.
    data.route === 'orderStatus' ? lineDesign.preload() : undefined,
  ]);
};

/** Loads every split page: the server renders synchronously (renderToString). */
export const preloadAllPages = async (): Promise<void> => {
  const chunks = new Set(Object.values(PAGE_VIEWS).flatMap((v) => (v.chunk ? [v.chunk] : [])));
  await Promise.all([...chunks, templateParts, uploadParts, searchBox, belowFold, lineDesign].map((c) => c.preload()));
};
