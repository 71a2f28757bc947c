/**
 * MediaStore on the local disk (the default; docs/configuration.md: MEDIA_DIR, default
 * `<DATA_DIR>/media`). Writes go to a temporary file that is renamed into place, so a reader
 * sees the old file or the new one, never half of one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, type MediaStore } from '../platform/media-store.port.js';

export const createLocalFolderMediaStore = (root: string): MediaStore => {
  const fileOf = (key: string) => path.join(root, ...assertMediaKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      } catch (e) {
        // A full disk leaves a zero-byte or partial temporary file behind: remove it.
        await rm(tmp, { force: true }).catch(() => undefined);
        throw e;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
};
