/**
 * KeyValueStore over the browser's localStorage (docs/architecture.md#layers), with the `storage`
 * event for changes made in another tab. Both come in as arguments (a Storage-like object and
 * a window-like event target), so the adapter runs under test without a DOM.
 *
 * Decisions:
 * - Keys may carry a prefix, so two shops on one origin do not share a cart.
 * - Writes are best effort: a full quota or disabled storage (private mode) loses the saved
 *   copy, never the shopping; unreadable JSON reads as `undefined`.
 * - `storage.clear()` elsewhere arrives as an event with a null key and reads as a removal
 *   of every followed key.
 */
import type { Json, KeyValueStore } from '../../application/ports/key-value-store.port';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What this adapter reads of a `StorageEvent`. */
export interface StorageChange {
  readonly key: string | null;
  readonly newValue: string | null;
  readonly storageArea?: unknown;
}

export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

export interface LocalStorageOptions {
  readonly storage: StorageLike;
  readonly events?: StorageEventSource;
  readonly prefix?: string;
}

const parse = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const bestEffort = (write: () => void): void => {
  try {
    write();
  } catch {
    // Quota exceeded or storage disabled: the flow keeps its state in memory.
  }
};

export const createLocalStorageKeyValueStore = ({ storage, events, prefix = '' }: LocalStorageOptions): KeyValueStore => {
  const read = (key: string): unknown => {
    try {
      return parse(storage.getItem(prefix + key));
    } catch {
      return undefined;
    }
  };
  return {
    get: read,
    set: (key: string, value: Json) => bestEffort(() => storage.setItem(prefix + key, JSON.stringify(value))),
    remove: (key) => bestEffort(() => storage.removeItem(prefix + key)),
    subscribe: (key, listener) => {
      if (!events) return () => undefined;
      const onStorage = (event: Event) => {
        const change = event as unknown as StorageChange;
        if (change.storageArea !== undefined && change.storageArea !== storage) return;
        if (change.key === null) listener(undefined);
        else if (change.key === prefix + key) listener(parse(change.newValue));
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
};
