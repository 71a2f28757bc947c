import type { Queryable } from '../db/db.port.js';
import { countListedArtists, listedArtists, publicArtistBySlug } from './public-artist.repository.js';

export type { PublicArtist } from './public-artist.repository.js';

/** Public artist directory and profiles (docs/rules/artists.md#directory-and-profile Artist pages, docs/rules/artists.md#directory-and-profile). */
export const createArtistService = (db: Queryable) => ({
  /** Artists who chose an alias and may sell, featured first. */
  list: async (limit: number, offset: number) => {
    const total = await countListedArtists(db);
    const items = await listedArtists(db, limit, offset);
    return { items, total };
  },
  bySlug: (slug: string) => publicArtistBySlug(db, slug),
});

export type ArtistService = ReturnType<typeof createArtistService>;
