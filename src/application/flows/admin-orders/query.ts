/**
 * The order list's filters and page live in the URL,
 * so a link or a reload shows the same rows. Unknown or empty parameters are left out.
 */
import { ADMIN_PAGE_SIZE } from '../../../domain/backoffice';
import type { AdminOrderQuery } from '../../model/back-office';

export const ADMIN_ORDERS_PATH = '/admin';
export const adminOrderPath = (id: string): string => `/admin/orders/${encodeURIComponent(id)}`;

const FILTERS = ['status', 'from', 'to', 'country', 'q'] as const;
export type AdminFilter = (typeof FILTERS)[number];

export const EMPTY_QUERY: AdminOrderQuery = { status: '', from: '', to: '', country: '', q: '', page: 1 };

export const adminQueryOf = (params: Readonly<Record<string, string | undefined>>): AdminOrderQuery => {
  const page = Number(params.page);
  return {
    ...EMPTY_QUERY,
    ...Object.fromEntries(FILTERS.map((f) => [f, (params[f] ?? '').trim()])),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

/** The query string of a list address (without `?`), filters in a fixed order, page 1 left out. */
export const adminSearchOf = (query: AdminOrderQuery): string =>
  new URLSearchParams({
    ...Object.fromEntries(FILTERS.filter((f) => query[f] !== '').map((f) => [f, query[f]])),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  }).toString();

export const adminListHref = (query: AdminOrderQuery): string => {
  const search = adminSearchOf(query);
  return search === '' ? ADMIN_ORDERS_PATH : `${ADMIN_ORDERS_PATH}?${search}`;
};

export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/** The printer's batch of one day's print files (UTC day, as the server cuts it). */
export const dayBatchPath = (day: string): string => `/api/admin/print-batches/${day}.zip`;

/** The UTC days the listed orders were paid on, newest first: one print batch each. */
export const paidDaysOf = (orders: readonly { readonly paid_at: string }[]): string[] =>
  [...new Set(orders.map((o) => o.paid_at.slice(0, 10)))].sort().reverse();
