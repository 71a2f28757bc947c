import { ROUTE_PREFIXES, STORES, type Language, type RoutePrefixes } from '../../domain/stores/stores';
import { ROUTES } from './registry';
import type { Route } from './route';

export {
  ADMIN_LIST_PAGES,
  GALLERY_WALL_SEGMENT,
  type AccountSection,
  type AdminListPage,
  type AdminView,
  type Route,
} from './route';

const segments = (path: string): string[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });

/**
 * Which page a store-relative path shows (docs/rules/stores-and-urls.md#routes "Routes"): the
 * first record of the route registry (registry.ts) whose matcher takes the path, else the content
 * page of that path. One pure
 * function used by the server (to pick the loader, status and redirects) and by the browser (to render).
 */
export const resolveRoute = (path: string, language: Language): Route => {
  const parts = segments(path);
  if (parts.length === 0) return { name: 'start' };
  if (path.includes('.')) return { name: 'notFound' };
  const prefixes = ROUTE_PREFIXES[language];
  const [first, ...rest] = parts;
  for (const [name, { at, match }] of Object.entries(ROUTES)) {
    const params = at !== undefined && first === (at in prefixes ? prefixes[at as keyof RoutePrefixes] : at) && match?.(rest);
    // The record under a name matches that name's parameters (its type says so); the pair is that route.
    if (params) return { name, ...params } as Route;
  }
  return { name: 'page', path: parts.join('/') };
};

/**
 * The canonical spelling of a full path (store prefix included): no trailing slash and lower
 * case, except for tokens. An order id is case-sensitive, so the segments after `checkout`
 * (first segment, or second after a store prefix) keep their case; only the literal
 * `confirmation` folds. An order-status token keeps its case too. A path that is already
 * canonical is returned unchanged.
 */
const orderStatusSegments = (): ReadonlySet<string> => new Set(Object.values(ROUTE_PREFIXES).map((p) => p.orderStatus));

export const canonicalPath = (path: string): string => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const parts = trimmed.split('/');
  // parts[0] is the empty string before the leading slash.
  const afterStore = STORES.some((s) => s.pathPrefix !== '' && s.pathPrefix === `/${parts[1]?.toLowerCase()}`) ? 2 : 1;
  // An order id follows `checkout` (and `checkout/confirmation`) or the back office's `admin/orders`;
  // a status token follows the order-status page's segment of any language.
  const first = parts[afterStore]?.toLowerCase();
  const checkoutAt =
    first === 'checkout' || orderStatusSegments().has(first ?? '')
      ? afterStore
      : first === 'admin' && parts[afterStore + 1]?.toLowerCase() === 'orders'
        ? afterStore + 1
        : undefined;
  return parts
    .map((segment, i) => {
      if (checkoutAt === undefined || i <= checkoutAt) return segment.toLowerCase();
      return i === checkoutAt + 1 && segment.toLowerCase() === 'confirmation' ? 'confirmation' : segment;
    })
    .join('/');
};
