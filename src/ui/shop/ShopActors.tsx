import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { ShopActors } from '../../application/system/shop-flows';
import { useApp } from '../app-context';

/**
 * Each shop flow's snapshot as the server rendered it, taken the first time the view asks for
 * the flows: that is during hydration's first render pass, before the page's effects open
 * browser storage (the server has none).
 */
const firstSnapshots = new WeakMap<ShopActors, ReadonlyMap<AnyActorRef, unknown>>();

/** The shop-wide flows every page shares (cart, wishlist, panels, newsletter), wired by the shop system. */
export const useShopActors = (): ShopActors => {
  const shop = useApp().system.shop;
  if (!firstSnapshots.has(shop)) {
    firstSnapshots.set(shop, new Map(Object.values(shop).map((a: AnyActorRef) => [a, a.getSnapshot()])));
  }
  return shop;
};

/**
 * Selects from a shop flow so that hydration always agrees with the server: while a component
 * hydrates it sees the flow as the server rendered it (nothing stored), and right after, the
 * live state — whenever its part of the page hydrates. Suspense and Activity boundaries
 * hydrate at their own pace, so browser storage may already have filled the cart and wishlist
 * by the time a late boundary (a product card's heart) hydrates; reading the live state
 * there would differ from the server's HTML (React error #418).
 */
export const useStoredSelector = <A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T): T => {
  const shop = useShopActors();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = actor.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [actor],
  );
  const first = firstSnapshots.get(shop);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor.getSnapshot() as SnapshotFrom<A>,
    () => (first?.has(actor) ? first.get(actor) : actor.getSnapshot()) as SnapshotFrom<A>,
  );
  return selector(snapshot);
};
