/**
 * The page part of a back-office list's address: `?page=` (1 left out), anything else read as page 1.
 * Shared by every paged table so the address is spelled the same everywhere.
 */
import { ADMIN_PAGE_SIZE } from '../../../domain/backoffice';

export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

export const pageParamOf = (params: Readonly<Record<string, string | undefined>>): number => {
  const page = Number(params.page);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** `path` with the non-empty `filters` (in the given order) and the page (when past the first) as its query string. */
export const listHrefOf = (path: string, filters: Readonly<Record<string, string>>, page: number): string => {
  const search = new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  return search === '' ? path : `${path}?${search}`;
};
