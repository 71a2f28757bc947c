/** Response header carrying the total record count of a paged list (spec §7; 0 when absent). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
