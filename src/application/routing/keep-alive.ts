import type { Route } from './routes';
import { ROUTES } from './registry';
import { PAGE_CACHE_MAX } from '../../domain/constants';

export interface Visit<R extends { readonly name: Route['name'] } = Route> {
  readonly key: string;
  readonly route: R;
}

/**
 * Which visited pages stay mounted (docs/rules/shop-wide.md#layout Layout, docs/rules/shop-wide.md#kept-alive-pages page cache max 4): the most recent
 * visits, at most four, the current one last; the pages the route registry marks `notKept`
 * (checkout, confirmation: their embeds and orders are always fresh; the artist's pages) are
 * never kept once left.
 */
export const keepAlive = <V extends Visit>(visits: readonly V[], next: V, max = PAGE_CACHE_MAX): V[] => {
  const kept = visits.find((v) => v.key === next.key) ?? next;
  const rest = visits.filter((v) => v.key !== next.key && !ROUTES[v.route.name].notKept);
  return [...rest, kept].slice(-max);
};
