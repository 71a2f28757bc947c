/**
 * The order list's filters and page live in the URL,
 * so a link or a reload shows the same rows. Unknown or empty parameters are left out.
 */
import type { AdminOrderQuery } from '../../model/back-office';
import { listHrefOf, pageParamOf } from '../admin-list/paging';

export { pageCountOf } from '../admin-list/paging';

export const ADMIN_ORDERS_PATH = '/admin';
export const adminOrderPath = (id: string): string => `/admin/orders/${encodeURIComponent(id)}`;

const FILTERS = ['status', 'from', 'to', 'country', 'q'] as const;
export type AdminFilter = (typeof FILTERS)[number];

export const EMPTY_QUERY: AdminOrderQuery = { status: '', from: '', to: '', country: '', q: '', page: 1 };

export const adminQueryOf = (params: Readonly<Record<string, string | undefined>>): AdminOrderQuery => ({
  ...EMPTY_QUERY,
  ...Object.fromEntries(FILTERS.map((f) => [f, (params[f] ?? '').trim()])),
  page: pageParamOf(params),
});

export const adminListHref = (query: AdminOrderQuery): string =>
  listHrefOf(ADMIN_ORDERS_PATH, Object.fromEntries(FILTERS.map((f) => [f, query[f]])), query.page);

/** The query string of a list address (without `?`), filters in a fixed order, page 1 left out. */
export const adminSearchOf = (query: AdminOrderQuery): string => adminListHref(query).split('?')[1] ?? '';

/** The printer's batch of one day's print files (UTC day, as the server cuts it). */
export const dayBatchPath = (day: string): string => `/api/admin/print-batches/${day}.zip`;

/** The packing slips of one day's orders as one PDF, beside the day's print batch. */
export const daySlipsPath = (day: string): string => `/api/admin/packing-slips/${day}.pdf`;

/** The UTC days the listed orders were paid on, newest first: one print batch each. */
export const paidDaysOf = (orders: readonly { readonly paid_at: string }[]): string[] =>
  [...new Set(orders.map((o) => o.paid_at.slice(0, 10)))].sort().reverse();

/** The CSV export of every order the list's filters select (all pages). */
export const ordersCsvPath = (query: AdminOrderQuery): string =>
  listHrefOf('/api/admin/orders.csv', Object.fromEntries(FILTERS.map((f) => [f, query[f]])), 1);

export const AUDIT_CSV_PATH = '/api/admin/audit.csv';
