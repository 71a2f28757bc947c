/** Public artist rows (docs/rules/artists.md#directory-and-profile Artist pages): artists who chose an alias, with their count of public posters. */
import type { Queryable } from '../db/db.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';

/** What anyone may see of an artist: the profile the directory, the artist page and the artist's own account show. */
export interface ArtistProfileRow {
  id: number;
  slug: string;
  alias: string;
  avatar: string | null;
  country: string;
  premium: boolean;
  bio: string | null;
  membership_level: number;
}

export interface PublicArtist extends ArtistProfileRow {
  /** Public posters only. */
  posters: number;
}

const publicColumns = (
  statusesParam: string,
) => `a.id, a.slug, a.alias, a.avatar, a.country, a.premium, a.bio, a.membership_level,
  (SELECT count(*)::int FROM product p WHERE p.artist_id = a.id AND p.status = ANY(${statusesParam}::int[])) AS posters`;

/** Artists in the directory: an alias chosen, selling enabled. */
const LISTED = `a.alias <> '' AND a.selling_enabled`;

export const countListedArtists = async (db: Queryable): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM artist a WHERE ${LISTED}`)).rows[0]!.n;

/** A page of the directory, featured artists first. */
export const listedArtists = async (db: Queryable, limit: number, offset: number): Promise<PublicArtist[]> =>
  (
    await db.query<PublicArtist>(
      `SELECT ${publicColumns('$3')} FROM artist a WHERE ${LISTED} ORDER BY a.featured DESC, a.alias, a.id LIMIT $1 OFFSET $2`,
      [limit, offset, PUBLIC_STATUSES],
    )
  ).rows;

export const publicArtistBySlug = async (db: Queryable, slug: string): Promise<PublicArtist | undefined> =>
  (
    await db.query<PublicArtist>(`SELECT ${publicColumns('$2')} FROM artist a WHERE a.slug = $1 AND a.alias <> ''`, [
      slug,
      PUBLIC_STATUSES,
    ])
  ).rows[0];
