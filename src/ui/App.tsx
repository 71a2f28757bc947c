import { Activity, Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Router, useLocation, useSearch } from 'wouter';
import { useSelector } from '@xstate/react';
import { resolveRoute, type Route } from '../application/routing/routes';
import { keepAlive, type Visit } from '../application/routing/keep-alive';
import { pageKeyOf } from '../application/routing/page-key';
import { pageNumberOf } from '../application/routing/page-number';
import type { PageData } from '../application/loaders/pages.loader';
import { AppContext, type AppServices } from './app-context';
import { Header } from './layout/Header';
import { ProgressBar } from './components/ProgressBar';
import { Breadcrumbs } from './layout/Breadcrumbs';
import { crumbsOf } from '../application/routing/breadcrumbs';
import { CookieAlert, StoreMessage } from './layout/Notices';
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
// Server-rendered pages in their own chunks (split-pages.ts).
import {
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
  Newsletter,
  Reviews,
  SellingPointsSection,
  Footer,
} from './split-pages';
import { useFlow } from './shop/use-flow';
import { pageFlow } from '../application/system/flows/page.flow';
import { useAfterHydration } from './shop/useAfterHydration';
import { useScrollRestoration } from './shop/useScrollRestoration';
import { PanelsHost } from './shop/PanelsHost';
import * as css from './styles/layout.css';
import './styles/theme.css';
// Style sheets of the parts hydrated later (split-pages.ts `deferred`): linked with the shell, so
// their server-rendered markup is styled from the first paint.
import './pages/checkout/checkout.css';
import './components/components.css';
import 'glider-js/glider.min.css';

export interface AppProps {
  readonly services: AppServices;
  readonly locale: string;
  readonly messages: Record<string, unknown>;
  /** Store-relative path and search of the first render, and the server's data for it. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
  readonly initial?: { readonly key: string; readonly data: PageData };
}

/**
 * Pages in their own chunks render in the browser only: the server and the hydrating client
 * both show the placeholder, then the chunk loads (no Suspense boundary left unfinished by the
 * server). Their flows start in the browser anyway. The place is a screen tall before and after,
 * so the parts below the page (newsletter, footer) start out of the first screen and nothing in
 * view moves when the page appears, however tall it turns out (spec budgets: CLS ≤ 0.02).
 */
const ClientOnly = ({ children, noscript }: { children: React.ReactNode; noscript?: React.ReactNode }) => {
  const ready = useAfterHydration();
  // While the page's chunk loads, its place stays as tall (not the shorter page-level fallback).
  // Without JavaScript the page never comes: say so instead of leaving the place empty.
  return (
    <div style={{ minHeight: '100vh' }}>
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

const PageBody = ({ data, query }: { data: PageData; query: Readonly<Record<string, string>> }) => {
  switch (data.route) {
    case 'start':
      return <StartPage data={data.data} />;
    case 'product':
      return <ProductPage data={data.data} />;
    case 'category':
      return <CategoryPage data={data.data} />;
    case 'tag':
      return <TagPage data={data.data} />;
    case 'artists':
      return <ArtistsPage data={data.data} />;
    case 'artist':
      return <ArtistPage data={data.data} />;
    case 'page':
      return <ContentPage data={data.data} />;
    case 'search':
      return <SearchPage data={data.data} />;
    case 'checkout':
      return (
        <ClientOnly>
          <CheckoutPage data={data.data} />
        </ClientOnly>
      );
    case 'confirmation':
      return (
        <ClientOnly>
          <ConfirmationPage data={data.data} />
        </ClientOnly>
      );
    case 'balance':
      return (
        <ClientOnly>
          <BalancePage data={data.data} />
        </ClientOnly>
      );
    case 'unsubscribe':
      return (
        <ClientOnly>
          <UnsubscribePage data={data.data} />
        </ClientOnly>
      );
    case 'galleryWall':
      return (
        <div className={css.container}>
          <h1 className={css.pageTitle}>
            <FormattedMessage id="title.galleryWall" defaultMessage="Design your own gallery wall" />
          </h1>
          <ClientOnly>
            <GalleryWallPage wallId={data.data.wallId} />
          </ClientOnly>
        </div>
      );
    case 'account':
      return (
        <ClientOnly>
          <AccountPage key={data.data.section} data={data.data} />
        </ClientOnly>
      );
    case 'admin':
      return (
        <ClientOnly
          noscript={
            <FormattedMessage
              id="admin.noscript"
              defaultMessage="The back office needs JavaScript. Please turn it on and reload the page."
            />
          }
        >
          <AdminPage view={data.data.view} query={query} />
        </ClientOnly>
      );
    case 'orderStatus':
      return <OrderStatusPage data={data.data} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'error':
      return <ErrorPage status={data.data.status} reason={data.data.reason} />;
  }
};

const alternatesOf = (data: PageData | null): Readonly<Record<string, string>> => {
  if (!data) return {};
  switch (data.route) {
    case 'start':
      return data.data.page?.alternate ?? {};
    case 'product':
      return data.data.product.alternate ?? {};
    case 'category':
      return data.data.category.alternate;
    case 'tag':
      return data.data.tag.alternate;
    case 'page':
      return data.data.page.alternate;
    default:
      return {};
  }
};

const PageHost = ({
  route,
  page,
  query,
  path,
  initial,
  services,
}: {
  route: Route;
  page: number;
  query: Readonly<Record<string, string>>;
  path: string;
  initial?: PageData;
  services: AppServices;
}) => {
  const intl = useIntl();
  const pageActor = useFlow(pageFlow, { route, page, initial, query, categories: services.shell.categories });
  const data = useSelector(pageActor, (s) => s.context.data);
  const busy = useSelector(pageActor, (s) => s.hasTag('busy'));
  // Pages hydrate inside their own Activity boundary, after the shell: only now may browser
  // storage fill the cart and wishlist without the first render differing from the server's.
  useEffect(() => {
    services.hydrated?.();
  }, [services]);
  useEffect(() => {
    // The head's rules (titles, structured data) load with the first page the browser renders itself.
    if (data && !initial) {
      void Promise.all([import('./head'), import('./page-titles')]).then(([{ headFor }, { pageTitles }]) => {
        document.title = headFor(data, {
          store: services.store,
          publicUrl: '',
          path,
          brand: intl.formatMessage({ id: 'layout.brand', defaultMessage: 'Atelier Posters' }),
          storeAlternates: {},
          titles: pageTitles(intl),
        }).title;
      });
    }
  }, [data, initial, services.store, path, intl]);
  return (
    <>
      <ProgressBar active={busy} />
      <Header alternates={alternatesOf(data)} />
      <StoreMessage />
      <Breadcrumbs
        crumbs={crumbsOf(
          data,
          {
            home: intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' }),
            artists: intl.formatMessage({ id: 'nav.artists', defaultMessage: 'Artists' }),
            search: intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' }),
          },
          services.store,
          services.shell.categories,
        )}
      />
      <main className={css.main} aria-busy={busy}>
        <Suspense fallback={<div style={{ minHeight: '60vh' }} />}>
          {data ? <PageBody data={data} query={query} /> : <div style={{ minHeight: '60vh' }} />}
        </Suspense>
      </main>
    </>
  );
};

interface PageVisit extends Visit {
  readonly page: number;
  readonly query: Readonly<Record<string, string>>;
  readonly path: string;
  readonly initial?: PageData;
}

const Shell = ({ services, initial }: { services: AppServices; initial?: AppProps['initial'] }) => {
  const [location] = useLocation();
  const search = useSearch();
  const route = useMemo(() => resolveRoute(location, services.store.language), [location, services.store.language]);
  const key = pageKeyOf(route, location, search);
  const firstKey = useRef(key).current;
  const seeded = initial && initial.key === location && key === firstKey ? initial.data : undefined;
  const current: PageVisit = {
    key,
    route,
    page: pageNumberOf(search),
    query: Object.fromEntries(new URLSearchParams(search)),
    path: location,
    initial: seeded,
  };
  const visits = useRef<PageVisit[]>([]);
  if (visits.current[visits.current.length - 1]?.key !== key) visits.current = keepAlive(visits.current, current);
  useScrollRestoration(key);
  return (
    <>
      {visits.current.map((v) => (
        <Activity key={v.key} mode={v.key === key ? 'visible' : 'hidden'}>
          <PageHost route={v.route} page={v.page} query={v.query} path={v.path} initial={v.initial} services={services} />
        </Activity>
      ))}
      {/* The back office is the staff's desk, not a shop page. */}
      {route.name !== 'admin' && (
        <>
          <Newsletter />
          <Reviews />
          <SellingPointsSection />
        </>
      )}
      {/* docs/rules/gallery-wall.md#designer-steps: the designer hides the footer. */}
      {route.name !== 'galleryWall' && route.name !== 'admin' && <Footer />}
      <CookieAlert />
    </>
  );
};

export const App = ({ services, locale, messages, ssrPath, ssrSearch, initial }: AppProps) => (
  <IntlProvider locale={locale} messages={messages as Record<string, string>} defaultLocale="en">
    <AppContext.Provider value={services}>
      <Router base={services.store.pathPrefix} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Shell services={services} initial={initial} />
        <PanelsHost />
      </Router>
    </AppContext.Provider>
  </IntlProvider>
);
