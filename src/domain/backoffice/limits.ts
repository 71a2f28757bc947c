/** The back office's tables show this many rows a page (issue 27: orders in pages of 50). */
export const ADMIN_PAGE_SIZE = 50;
