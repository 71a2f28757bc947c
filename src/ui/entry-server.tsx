import { renderToString } from 'react-dom/server';
import { App, type AppProps } from './App';

export { headFor } from './head';
export { pageTitlesFor } from './page-titles';
export { serializeForScript, escapeHtml, DATA_ELEMENT_ID } from './document';
export { resolveRoute, canonicalPath } from '../application/routing/routes';
export { loadPage } from '../application/loaders/pages.loader';
export { loadShell } from '../application/loaders/shell.loader';
export { pageNumberOf } from '../application/routing/page-number';
export { createServerContainer } from '../adapters/container/server';
export { pageModules } from './route-chunks';
export { preloadAllPages } from './page-views';
export { resolveShopPorts } from '../adapters/container/ports';
export { createShopSystem } from '../application/system/shop-system';
export { markupCookieKey } from '../application/model/cookies';
export { parseCookieHeader } from '../adapters/cookies/document-cookie-jar';

/**
 * Renders the app for one request; the server wraps it in the document.
 *
 * A string, not a stream (`renderToPipeableStream`): a page's data is all loaded before it renders
 * (the loaders), so no Suspense boundary waits on data whose fallback a stream could send first;
 * anonymous pages are kept whole in the page cache and served as bytes; and the document is
 * finished from the markup (the priority image's preload, React's hoisted styles moved into the
 * head). Routes are split all the same: the server holds every page's chunk (`preloadAllPages`),
 * the browser loads only the route's (split-pages.ts, server/ssr/document.ts SCRIPT_LOADER).
 */
export const render = (props: AppProps): string => renderToString(<App {...props} />);
