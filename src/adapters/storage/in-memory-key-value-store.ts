/**
 * KeyValueStore in memory (docs/architecture.md#layers): the store of the server render and of
 * tests. Values are kept as JSON text, as localStorage keeps them, so a stored value never
 * shares objects with the flow that wrote it, and a test can plant unreadable text.
 *
 * Several stores may share one `area`, like tabs sharing one localStorage: a write reaches
 * the subscribers of the other stores on the area, never the writer's own (the browser's
 * `storage` event behaves the same).
 */
import type { Json, KeyValueStore } from '../../application/ports/key-value-store.port';

type Listener = (value: unknown) => void;

export interface InMemoryStorageArea {
  readonly entries: Map<string, string>;
  readonly stores: Set<{ notify(key: string, value: unknown): void }>;
}

export const createInMemoryStorageArea = (entries: Readonly<Record<string, string>> = {}): InMemoryStorageArea => ({
  entries: new Map(Object.entries(entries)),
  stores: new Set(),
});

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const createInMemoryKeyValueStore = (area: InMemoryStorageArea = createInMemoryStorageArea()): KeyValueStore => {
  const listeners = new Map<string, Set<Listener>>();
  const self = {
    notify: (key: string, value: unknown) => listeners.get(key)?.forEach((l) => l(value)),
  };
  area.stores.add(self);
  const tellOthers = (key: string) => {
    for (const other of area.stores) if (other !== self) other.notify(key, parse(area.entries.get(key)));
  };
  return {
    get: (key) => parse(area.entries.get(key)),
    set: (key: string, value: Json) => {
      area.entries.set(key, JSON.stringify(value));
      tellOthers(key);
    },
    remove: (key) => {
      area.entries.delete(key);
      tellOthers(key);
    },
    subscribe: (key, listener) => {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
  };
};
