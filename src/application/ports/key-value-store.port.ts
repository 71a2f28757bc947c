/**
 * A small key–value store of JSON-serialisable values (docs/rules/shop-wide.md#side-panels cart and wishlist survive a
 * reload; docs/architecture.md#layers). In the browser it is localStorage, whose `storage` event
 * reports changes made by another tab; on the server and in tests it lives in memory.
 *
 * Decisions:
 * - `get` answers `unknown`: what is stored may be from an older version or hand-edited, so
 *   every reader checks the shape it needs. Unreadable JSON reads as `undefined`.
 * - `subscribe` reports only changes made elsewhere (another tab), never the caller's own
 *   writes, like the browser's `storage` event; a removed key reports `undefined`.
 * - Writes are best effort: a full or disabled storage must not break shopping.
 */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: Json): void;
  remove(key: string): void;
  /** Calls `listener` with the new value when another context changes `key`; returns the unsubscribe. */
  subscribe(key: string, listener: (value: unknown) => void): () => void;
}
