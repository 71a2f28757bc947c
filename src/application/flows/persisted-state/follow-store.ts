/**
 * Keeps a flow in step with one key of the KeyValueStore (docs/rules/shop-wide.md#side-panels cart and wishlist survive a
 * reload and follow other tabs). On start it reports what the store holds (`restored`), then
 * every change made elsewhere (`synced`). `read` checks the stored shape; a value it cannot
 * read (corrupt, older format) answers `undefined` and is ignored, never thrown.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { KeyValueStore } from '../../ports/key-value-store.port';

export interface FollowedValueEvents<T, E extends EventObject> {
  readonly restored: (value: T) => E;
  readonly synced: (value: T) => E;
}

export const followStoredValue = <T, E extends EventObject>(
  store: KeyValueStore,
  key: string,
  read: (stored: unknown) => T | undefined,
  events: FollowedValueEvents<T, E>,
) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const initial = read(store.get(key));
    if (initial !== undefined) sendBack(events.restored(initial));
    return store.subscribe(key, (stored) => {
      const value = read(stored);
      if (value !== undefined) sendBack(events.synced(value));
    });
  });
