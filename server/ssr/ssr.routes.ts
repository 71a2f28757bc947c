import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../config.js';
import type { Services } from '../services.js';
import { resolveStorePath, storeByCode, type Store } from '../../src/domain/stores/stores.js';
import { createInProcessCatalog, yieldingCatalog } from './in-process-catalog.js';
import { createInProcessOrderStatus } from './in-process-order-status.js';
import type { Manifest } from './assets.js';
import { orderStatusHome } from './order-status-redirect.js';
import { LRUCache } from 'lru-cache';
import { createClientGate } from '../http/client-gate.js';
import { SIGN_IN_UNAVAILABLE } from '../auth/wallet-login.port.js';
import { isSafeText } from '../../src/adapters/http/contract/index.js';
import { meaningfulSearch, publishCacheStats } from '../http/cache-key.js';
import { withNonce, type PageBytes } from './page-bytes.js';
import type { createCatalogueVersion } from '../platform/catalogue-version.js';
import type { ErrorPages } from '../http/error-pages.js';
import { withPageHeaders } from '../http/security-headers.js';
import { createPageRenderer, type EntryServer } from './page-renderer.js';
import { serveStaticFiles } from './static-files.js';
import { canonicalPathOf } from './canonical-path.js';
import { PAGE_POLICIES } from '../../src/application/routing/page-policies.js';

/** The query parameters a server-rendered page reads (listing page and filters, product size, gift-card amount, search text as `query` or `q`). */
export const PAGE_PARAMS: ReadonlySet<string> = new Set(['page', 'color', 'portrait', 'size', 'amount', 'query', 'q']);
import { createShellCache } from './shell-cache.js';

/**
 * Server-side rendering: every page route runs its loader against in-process ports, renders
 * the app with that data, and embeds the data (escaped) for hydration. A load failure is a
 * real redirect home; a dotted path is a 404; a product, category or tag reached by a slug of
 * another language answers 308 to the store's canonical URL.
 */
export const ssrRoutes = async (
  app: FastifyInstance,
  {
    config,
    services,
    version,
    errorPages,
  }: {
    config: Config;
    services: Services;
    version: ReturnType<typeof createCatalogueVersion>;
    errorPages: ErrorPages;
  },
) => {
  const clientDir = path.join(config.distDir, 'client');
  const entry = (await import(pathToFileURL(path.join(config.distDir, 'ssr/entry-server.js')).href)) as EntryServer;
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Split pages render synchronously once their chunks are loaded (split-pages.ts).
  await entry.preloadAllPages();
  const renderData = await createPageRenderer({ config, entry, manifest, clientDir });
  await serveStaticFiles(app, clientDir);

  const storeOf = (req: FastifyRequest): { store: Store; rest: string } => {
    const url = new URL(req.url, 'http://x');
    const host = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
    const mapped = config.storeHosts.get(host);
    const mappedStore = mapped ? storeByCode(mapped) : undefined;
    return mappedStore ? { store: mappedStore, rest: url.pathname } : resolveStorePath(url.pathname);
  };

  type Rendered =
    | { readonly redirect: string; readonly code: 302 | 308; readonly personal?: boolean }
    | { readonly page: PageBytes; readonly status: number; readonly personal: boolean };
  const orders = createInProcessOrderStatus(services);
  const home = (store: Store) => store.pathPrefix || '/';
  // Finished HTML per store, path, the query parameters a page reads and the cookies that
  // change the markup, with a nonce placeholder swapped for a fresh nonce on every response.
  // Bounded by entries and bytes; expired pages are dropped (architecture "bounded caches").
  const PAGE_TTL_MS = 5 * 60_000;
  const cache = new LRUCache<string, { page: PageBytes; status: number }>({
    max: 2000,
    maxSize: 48 * 1024 * 1024,
    ttl: PAGE_TTL_MS,
    ttlAutopurge: true,
    sizeCalculation: (entry, key) => entry.page.bytes + key.length + 64,
  });
  // Refusals of the per-client render limit (429) are the one error page kept: a flood gets many
  // at once, and a refusal that renders the layout costs about what the render it refuses would
  // (50 pages at a time from one address then slowed another shopper's cached pages to a p95 of
  // 2 s). Rendered once per store and markup cookies, for the store's start page, as a static
  // page (markup and styles, no scripts): it serves every address, and nothing hydrates it
  // against an address it was not rendered for.
  const refusals = new Map<string, PageBytes>();
  const shells = createShellCache<Awaited<ReturnType<EntryServer['loadShell']>>>(PAGE_TTL_MS);
  const shellOf = (store: Store, catalog: ReturnType<typeof createInProcessCatalog>) =>
    shells.get(store.code, () => entry.loadShell(catalog));
  app.addHook('onClose', async () => {
    cache.clear();
    shells.clear();
    refusals.clear();
  });
  publishCacheStats(app, 'pages', cache);
  /** Renders under way, by cache key (at most one per key; each removed when it settles). */
  const inflight = new Map<string, Promise<Rendered>>();
  const renderGate = createClientGate(config.pageRenders);

  // Errors of page routes answer with the shop's styled error page (docs/rules/stores-and-urls.md#routes, docs/rules/stores-and-urls.md#error-pages), rendered
  // afresh each time (never cached: a 500 is a moment, not the page; a 429 is kept, above). The status picks
  // its words; the layout needs the menu, so a failure here falls back to the JSON body.
  errorPages.render = async (req, reply, status, code) => {
    const url = new URL(req.url, 'http://x');
    const { store, rest } = storeOf(req);
    const cookies = entry.parseCookieHeader(req.headers.cookie ?? '');
    const refusalKey = status === 429 ? `${store.code}|${entry.markupCookieKey(cookies)}` : undefined;
    let bytes = refusalKey === undefined ? undefined : refusals.get(refusalKey);
    if (!bytes) {
      const catalog = createInProcessCatalog(services, { store, publicUrl: config.publicUrl });
      const shell = await shellOf(store, catalog);
      const page =
        refusalKey === undefined ? { rest, pathname: url.pathname } : { rest: '/', pathname: home(store), static: true };
      bytes = await renderData({
        store,
        ...page,
        search: '',
        cookies,
        catalog,
        shell,
        data: {
          route: 'error',
          data: { status, ...(code === SIGN_IN_UNAVAILABLE ? { reason: 'signInUnavailable' as const } : {}) },
        },
      });
      if (refusalKey !== undefined) refusals.set(refusalKey, bytes);
    }
    const nonce = reply.cspNonce?.script ?? withPageHeaders(reply);
    return withNonce(bytes, nonce);
  };

  app.get('/*', { config: { pageRoute: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, 'http://x');
    // Normalise letter case and trailing slashes with one permanent redirect (tokens such as
    // order ids keep their case: canonicalPath).
    const normal = entry.canonicalPath(url.pathname);
    if (normal !== url.pathname && !url.pathname.includes('.')) return reply.redirect(normal + url.search, 308);

    const { store, rest } = storeOf(req);
    // A NUL character or broken Unicode in the path or a parameter names no page and must not
    // reach SQL: the shop's styled 404 page (the JSON routes answer 400, server/http/input-guard.ts).
    const unsafe = /%00/i.test(url.pathname) || [...url.searchParams].some(([k, v]) => !isSafeText(k) || !isSafeText(v));
    const route: ReturnType<EntryServer['resolveRoute']> = unsafe
      ? { name: 'notFound' }
      : entry.resolveRoute(rest, store.language);
    // The script nonce of this response (@fastify/helmet put it into the CSP header).
    const nonce = reply.cspNonce.script;
    const cookies = entry.parseCookieHeader(req.headers.cookie ?? '');
    // Tracking and unknown parameters neither change the page nor make a new cache entry; the
    // cookies that change the markup (a banner shown or hidden) are part of the key.
    const search = unsafe ? '' : meaningfulSearch(url.searchParams, PAGE_PARAMS, false);
    const cacheKey = `${store.code}|${url.pathname}?${search}|${entry.markupCookieKey(cookies)}`;
    if (await version.changed()) {
      cache.clear();
      shells.clear();
      refusals.clear();
    }
    const cached = cache.get(cacheKey);
    // A dotted path names no page (docs/rules/stores-and-urls.md#routes): the shop's own 404 page, never cached, so stray
    // requests for files cannot crowd real pages out of the cache. The route registry's page policies hold each page's status.
    const routeStatus = PAGE_POLICIES[route.name].status ?? 200;
    if (cached) {
      return reply
        .code(cached.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-html-cache', 'hit')
        .send(withNonce(cached.page, nonce));
    }
    const renderPage = async (): Promise<Rendered> => {
      const catalog = yieldingCatalog(createInProcessCatalog(services, { store, publicUrl: config.publicUrl }));
      const page = entry.pageNumberOf(search);
      const shell = await shellOf(store, catalog);
      const loaded = await entry.loadPage(route, catalog, {
        categories: shell.categories,
        page,
        query: Object.fromEntries(new URLSearchParams(search)),
        orders,
      });
      if (!loaded || !loaded.ok) return { redirect: home(store), code: 302 } as const;
      const data = loaded.value;
      // An order-status token nobody was given loads the not-found page.
      const status = PAGE_POLICIES[data.route].status ?? routeStatus;
      // A shopper's own order is no page to keep (the registry's `personal`): it is private to its link, and changes as it moves.
      const personal = PAGE_POLICIES[data.route].personal === true;
      // An order bought in another store (an older e-mail's international link) moves to its own store's page.
      const ownPage =
        data.route === 'orderStatus' ? orderStatusHome(config, store, data.data.order.store, data.data.token) : undefined;
      if (ownPage) return { redirect: ownPage, code: 308, personal } as const;

      // A slug from another language (or a stale one) answers 308 to this store's canonical URL.
      const canonicalPath = canonicalPathOf(store, route, data);
      if (canonicalPath) return { redirect: canonicalPath, code: 308 } as const;

      const bytes = await renderData({ store, rest, pathname: url.pathname, search, cookies, catalog, shell, data });
      if (status === 200 && !personal) cache.set(cacheKey, { page: bytes, status });
      return { page: bytes, status, personal };
    };
    // One render per cache key at a time: the same page asked for by many shoppers at once
    // (a cold cache under load, or the same request 50 times) is rendered once and every waiting
    // request answers from it with its own nonce, instead of each queueing the same database
    // reads on the embedded database's single thread.
    let rendering = inflight.get(cacheKey);
    const shared = rendering !== undefined;
    if (!rendering) {
      // A render no cache answers costs real CPU: a few per client at a time (http/client-gate.ts).
      rendering = renderGate.run(req.ip, renderPage).finally(() => inflight.delete(cacheKey));
      inflight.set(cacheKey, rendering);
    }
    const rendered = await rendering;
    if (rendered.personal)
      void reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    // A canonical redirect keeps this request's own query string.
    if ('redirect' in rendered)
      return reply.redirect(rendered.code === 308 ? rendered.redirect + url.search : rendered.redirect, rendered.code);
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', rendered.personal ? 'no-store' : 'no-cache')
      .header('x-html-cache', shared ? 'shared' : 'miss')
      .send(withNonce(rendered.page, nonce));
  });
};
