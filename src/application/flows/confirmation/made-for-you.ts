/**
 * The personalised prints of the last confirmed order, kept in the KeyValueStore so a reload of
 * its confirmation page still shows each design (the cart they came from is cleared on the first
 * visit). One order is kept: a newer confirmation replaces it. Read with the cart's own line check.
 */
import type { CartLine } from '../../../domain';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import { readStoredCart, storedCart } from '../cart/stored-cart';

export const MADE_FOR_YOU_KEY = 'confirmedPersonalised';

export const personalisedOf = (lines: readonly CartLine[]): readonly CartLine[] => lines.filter((l) => l.template !== undefined);

export const rememberMadeForYou = (store: KeyValueStore, orderId: string, lines: readonly CartLine[]): void => {
  const personalised = personalisedOf(lines);
  if (personalised.length === 0) return;
  store.set(MADE_FOR_YOU_KEY, { orderId, cart: storedCart(personalised) });
};

/** The lines kept for `orderId`, or none (another order's, or nothing readable). */
export const readMadeForYou = (store: KeyValueStore, orderId: string): readonly CartLine[] => {
  const kept = store.get(MADE_FOR_YOU_KEY);
  if (typeof kept !== 'object' || kept === null || (kept as { orderId?: unknown }).orderId !== orderId) return [];
  return readStoredCart((kept as { cart?: unknown }).cart) ?? [];
};
