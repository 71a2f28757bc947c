/**
 * Moving the shopper to another page of the same store (a search result chosen, a paid order's
 * confirmation). Paths are store-relative (`/checkout/confirmation/42`); the browser adapter
 * adds the store prefix and lets the router render, a headless run records where it went.
 */
export interface Navigation {
  go(path: string, options?: { readonly replace?: boolean }): void;
}
