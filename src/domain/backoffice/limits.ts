/** The back office's tables show this many rows a page. */
export const ADMIN_PAGE_SIZE = 50;
