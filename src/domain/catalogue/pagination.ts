/**
 * Pages and offsets (docs/rules/catalogue.md#listings listings, docs/rules/catalogue.md#listings offset parameters, docs/rules/catalogue.md#listings "offset is 24 times page
 * minus 1"): offset = page size × (page − 1). The page lives in the query string as `page`,
 * default 1; anything that is not a whole number ≥ 1 reads as 1. Pagination controls show
 * only when the record count exceeds the page size (docs/rules/catalogue.md#listings "Product grid").
 */
export const offsetForPage = (page: number, pageSize: number): number => pageSize * (page - 1);

export const pageForOffset = (offset: number, pageSize: number): number => Math.floor(offset / pageSize) + 1;

/** At most 15 digits, so the number is always a safe integer. */
const WHOLE_NUMBER = /^\d{1,15}$/;

export const parsePage = (value: string | null | undefined): number =>
  WHOLE_NUMBER.test(value ?? '') ? Math.max(Number(value), 1) : 1;

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export const showsPagination = (total: number, pageSize: number): boolean => total > pageSize;

/** The `page` query value to write: none for page 1, so the canonical URL stays clean. */
export const pageQueryValue = (page: number): string | null => (page > 1 ? String(page) : null);

/** The listing header's total (docs/rules/catalogue.md#listings): absent or malformed counts as 0. */
export const parseTotalCount = (header: string | null | undefined): number => {
  const text = (header ?? '').trim();
  return WHOLE_NUMBER.test(text) ? Number(text) : 0;
};
