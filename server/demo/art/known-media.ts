/**
 * The media the catalogue uses (docs/rules/uploads.md#customer-photos image types): every URL stored in product images,
 * rooms, artist avatars and category headers, and the AR model of each portrait poster. Only
 * these are rendered, so nobody can make the server render and store images nobody links to.
 *
 * The set is read in one query and read again when the catalogue version moves (any instance
 * writing the catalogue bumps it), so a new product's images are servable at once.
 */
import type { Queryable } from '../../db/db.port.js';
import type { createCatalogueVersion } from '../../platform/catalogue-version.js';
import { storedMediaUrls } from '../known-media.repository.js';

export interface KnownMedia {
  /** Whether `pathname` (a /media/… path) is an image or model the catalogue uses. */
  has(pathname: string): Promise<boolean>;
}

export const createKnownMedia = (db: Queryable, version: ReturnType<typeof createCatalogueVersion>): KnownMedia => {
  let known: Promise<ReadonlySet<string>> | undefined;
  const load = async (): Promise<ReadonlySet<string>> => {
    const urls = await storedMediaUrls(db);
    const models = urls
      .filter((u) => /^\/media\/art\/[a-z-]+-\d+-p\/featured\.webp$/.test(u))
      .map((u) => u.replace(/featured\.webp$/, 'ar.glb'));
    return new Set([...urls, ...models]);
  };
  return {
    has: async (pathname) => {
      if ((await version.changed()) || !known)
        known = load().catch((e: unknown) => {
          known = undefined;
          throw e;
        });
      return (await known).has(pathname);
    },
  };
};
