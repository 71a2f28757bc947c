/**
 * The checkout's order id kept in the KeyValueStore (docs/rules/checkout.md#checkout-order "created when no order id
 * exists", "Confirmation clears cart and order id"), so a reload or a return visit updates the
 * same order instead of creating another.
 */
import type { KeyValueStore } from '../../ports/key-value-store.port';

export const ORDER_ID_KEY = 'checkoutOrderId';

/** The stored id, or null when none (or something that is not an id) is stored. */
export const readStoredOrderId = (store: KeyValueStore): string | null => {
  const stored = store.get(ORDER_ID_KEY);
  return typeof stored === 'string' && stored.trim() !== '' ? stored : null;
};

/**
 * The order a checkout visit resumes: the id in the page's path (`checkout/{orderId}`, a
 * bookmarked or shared link) when present, else the stored one.
 */
export const orderIdToResume = (pathOrderId: string | null, store: KeyValueStore): string | null =>
  pathOrderId !== null && pathOrderId.trim() !== '' ? pathOrderId : readStoredOrderId(store);

export const rememberOrderId = (store: KeyValueStore, orderId: string): void => store.set(ORDER_ID_KEY, orderId);

export const forgetOrderId = (store: KeyValueStore): void => store.remove(ORDER_ID_KEY);
