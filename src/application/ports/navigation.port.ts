/**
 * Moving the shopper to another page of the same store (a search result chosen, a paid order's
 * confirmation), and hearing where they went. Paths are store-relative (`/checkout/confirmation/42`);
 * the browser adapter adds the store prefix and lets the router render, a headless run records
 * where it went.
 */
export interface Address {
  /** Store-relative path, without the query. */
  readonly path: string;
  /** The query without its `?` (empty when none). */
  readonly search: string;
}

export interface AddressChange {
  readonly from: Address;
  readonly to: Address;
}

export interface Navigation {
  go(path: string, options?: { readonly replace?: boolean }): void;
  /**
   * Calls `listener` whenever the address changes: a link followed, back or forward, or `go`.
   * The shop system decides from it whether the page changed (routing/page-key.ts). Returns the
   * unsubscribe.
   */
  watch(listener: (change: AddressChange) => void): () => void;
}

/** Splits a store-relative `path?query` into its parts. */
export const addressOf = (target: string): Address => {
  const at = target.indexOf('?');
  return at < 0 ? { path: target, search: '' } : { path: target.slice(0, at), search: target.slice(at + 1) };
};
