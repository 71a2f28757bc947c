import type { Artist } from '../../src/adapters/http/contract/index.js';

/**
 * The public artist directory the content routes answer from (docs/rules/artists.md#directory-and-profile Artist pages, docs/rules/artists.md#directory-and-profile). Owned
 * here and implemented by the artists capability, wired where the shop is composed.
 */
export interface ArtistDirectory {
  /** Artists who chose an alias and may sell, featured first. */
  list(limit: number, offset: number): Promise<{ readonly items: Artist[]; readonly total: number }>;
  bySlug(slug: string): Promise<Artist | undefined>;
}
