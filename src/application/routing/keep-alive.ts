import type { Route } from './routes';
import { PAGE_CACHE_MAX } from '../../domain/constants';

/**
 * Which visited pages stay mounted (docs/rules/shop-wide.md#layout Layout, docs/rules/shop-wide.md#kept-alive-pages page cache max 4): the most recent
 * visits, at most four, the current one last; checkout and confirmation are never kept once
 * left, so their embeds and orders are always fresh.
 */
// The artist's pages are not kept either: they refresh the session and their data on entry (docs/rules/artists.md#sign-in-and-sessions).
const NEVER_KEPT: readonly Route['name'][] = ['checkout', 'confirmation', 'account'];

export interface Visit<R extends { readonly name: Route['name'] } = Route> {
  readonly key: string;
  readonly route: R;
}

export const keepAlive = <V extends Visit>(visits: readonly V[], next: V, max = PAGE_CACHE_MAX): V[] => {
  const kept = visits.find((v) => v.key === next.key) ?? next;
  const rest = visits.filter((v) => v.key !== next.key && !NEVER_KEPT.includes(v.route.name));
  return [...rest, kept].slice(-max);
};
