import type { Route } from './routes';
import { ROUTES } from './registry';

/**
 * Which addresses show the same page (docs/rules/shop-wide.md#side-panels "Side panels", docs/rules/shop-wide.md#kept-alive-pages pages kept alive): the key a
 * visit is kept under, and the change that closes a side panel. Product listings and the
 * artist's pages (the registry's `ownQuery`) read their query themselves (page, filters, the login and saved notices), so a
 * new query there is the same page; elsewhere, the search page included (its loader reads the
 * text, `?q` or `?query`, the filters and the page number), a new query is a new page.
 */
export const pageKeyOf = (route: Route, path: string, search: string): string => {
  if (ROUTES[route.name].ownQuery) return path;
  const query = new URLSearchParams(search);
  const rest = query.toString();
  return rest === '' ? path : `${path}?${rest}`;
};
