/** A refund's reason is 1 to this many characters (docs/rules/back-office.md#refunds). */
export const REFUND_REASON_MAX_LENGTH = 500;

/** The back office's tables show this many rows a page. */
export const ADMIN_PAGE_SIZE = 50;

/**
 * A CSV export reads this many rows from the database at a time, so an export of any length
 * holds one batch in memory (bench/csv-export.ts measures it).
 */
export const CSV_EXPORT_BATCH = 500;
