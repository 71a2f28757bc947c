/** Response header carrying the total record count of a paged list (docs/rules/shop-wide.md#layout; 0 when absent). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
