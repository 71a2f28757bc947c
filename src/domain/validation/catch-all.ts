/**
 * Catch-all content pages (docs/rules/catalogue.md#content-pages "Catch-all", docs/rules/catalogue.md#content-pages): a path containing a dot gives 404 with
 * the message "Not found"; any other path is looked up as a page slug (leading and trailing
 * slashes removed).
 */
export type CatchAllOutcome =
  | { readonly kind: 'not-found'; readonly status: 404; readonly message: 'Not found' }
  | { readonly kind: 'page'; readonly slug: string };

export const isNotFoundPath = (path: string): boolean => path.includes('.');

export const catchAllOutcome = (path: string): CatchAllOutcome =>
  isNotFoundPath(path)
    ? { kind: 'not-found', status: 404, message: 'Not found' }
    : { kind: 'page', slug: path.replace(/^\/+|\/+$/g, '') };
