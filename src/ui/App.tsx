import { Activity, Suspense, useEffect, useMemo, useRef } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
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
// Pages below the content, in their own chunk (split-pages.ts).
import { Newsletter, Reviews, SellingPointsSection, Footer } from './split-pages';
import { PageBody } from './page-views';
import { alternatesOf } from '../application/routing/registry';
import { useFlow } from './shop/use-flow';
import { pageFlow } from '../application/system/flows/page.flow';
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

const placeholder = <div className={css.pagePlaceholder} />;

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
        <Suspense fallback={placeholder}>{data ? <PageBody data={data} query={query} /> : placeholder}</Suspense>
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
