import type { Queryable } from '../db/db.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';

/** Public artist directory and profiles (spec §2 Artist pages, §7). */
const publicColumns = (
  statusesParam: string,
) => `a.id, a.slug, a.alias, a.avatar, a.country, a.premium, a.bio, a.membership_level,
  (SELECT count(*)::int FROM product p WHERE p.artist_id = a.id AND p.status = ANY(${statusesParam}::int[])) AS posters`;

export interface PublicArtist {
  id: number;
  slug: string;
  alias: string;
  avatar: string | null;
  country: string;
  premium: boolean;
  bio: string | null;
  membership_level: number;
  posters: number;
}

export const createArtistService = (db: Queryable) => ({
  /** Artists who chose an alias and may sell, featured first. */
  list: async (limit: number, offset: number) => {
    const where = `a.alias <> '' AND a.selling_enabled`;
    const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM artist a WHERE ${where}`)).rows[0]!.n;
    const items = (
      await db.query<PublicArtist>(
        `SELECT ${publicColumns('$3')} FROM artist a WHERE ${where} ORDER BY a.featured DESC, a.alias, a.id LIMIT $1 OFFSET $2`,
        [limit, offset, PUBLIC_STATUSES],
      )
    ).rows;
    return { items, total };
  },
  bySlug: async (slug: string) =>
    (
      await db.query<PublicArtist>(`SELECT ${publicColumns('$2')} FROM artist a WHERE a.slug = $1 AND a.alias <> ''`, [
        slug,
        PUBLIC_STATUSES,
      ])
    ).rows[0],
});

export type ArtistService = ReturnType<typeof createArtistService>;
