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
export { preloadAllPages } from './split-pages';
export { resolveShopPorts } from '../adapters/container/ports';
export { createShopSystem } from '../application/system/shop-system';
export { markupCookieKey } from '../application/ports/cookies';
export { parseCookieHeader } from '../adapters/cookies/document-cookie-jar';

/** Renders the app for one request; the server wraps it in the document. */
export const render = (props: AppProps): string => renderToString(<App {...props} />);
