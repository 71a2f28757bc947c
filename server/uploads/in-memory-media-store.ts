/** MediaStore kept in memory: for tests and short-lived tools, never for the running shop. */
import { assertMediaKey, type MediaStore } from '../platform/media-store.port.js';

export const createInMemoryMediaStore = (): MediaStore & { keys(): string[] } => {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(assertMediaKey(key), Buffer.from(bytes));
    },
    async get(key) {
      return files.get(assertMediaKey(key)) ?? null;
    },
    async has(key) {
      return files.has(assertMediaKey(key));
    },
    async delete(key) {
      files.delete(assertMediaKey(key));
    },
    keys: () => [...files.keys()].sort(),
  };
};
