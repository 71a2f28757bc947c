/** SQL of the staff's artist desk: artists found by alias, name, e-mail or slug, and their selling settings. */
import type { Queryable } from '../db/db.port.js';
import type { ArtistSettings } from '../../src/domain/backoffice/index.js';
import type { AdminArtist } from '../../src/adapters/http/contract/catalogue-desk.js';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status.js';

/** An artist as the desk lists it: selected straight in the columns of the desk's answer. */
export type ArtistRow = AdminArtist;

// Denied posters do not count against the limit (src/domain/print/artist-upload.ts).
const COLUMNS = `a.id, a.slug, a.alias, a.name, a.email, a.country, a.selling_enabled, a.product_limit, a.membership_level,
  (SELECT count(*) FROM product p WHERE p.artist_id = a.id AND p.status <> ${PRODUCT_STATUS.denied})::int AS posters`;

export const listArtists = async (db: Queryable, text: string | undefined, page: { offset: number; limit: number }) => {
  // LIKE wildcards typed by a person are taken literally.
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like ? 'WHERE a.alias ILIKE $1 OR a.name ILIKE $1 OR a.email ILIKE $1 OR a.slug ILIKE $1' : '';
  const params = like ? [like] : [];
  const total = Number(
    (await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM artist a ${where}`, params)).rows[0]!.n,
  );
  const n = params.length;
  const { rows } = await db.query<ArtistRow>(
    `SELECT ${COLUMNS} FROM artist a ${where} ORDER BY lower(a.alias), a.id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows, total };
};

export const findArtist = async (db: Queryable, id: number, lock = false): Promise<ArtistRow | undefined> =>
  (await db.query<ArtistRow>(`SELECT ${COLUMNS} FROM artist a WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id])).rows[0];

export const updateArtistSettings = async (tx: Queryable, id: number, s: ArtistSettings): Promise<void> => {
  await tx.query(
    `UPDATE artist SET selling_enabled = COALESCE($2, selling_enabled), product_limit = COALESCE($3, product_limit),
     membership_level = COALESCE($4, membership_level) WHERE id = $1`,
    [id, s.sellingEnabled ?? null, s.productLimit ?? null, s.membershipLevel ?? null],
  );
};
