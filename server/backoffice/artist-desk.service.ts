/**
 * The staff's artist desk (issue 27 §6): artists listed and searched, and their selling settings
 * changed after the domain's rule (src/domain/backoffice/artist-settings.ts). A paused artist
 * (selling_enabled off) leaves the public artist list and sells nothing: checkout refuses their
 * posters (server/orders/pricing.ts). Each change is one transaction with its audit row.
 */
import type { Db } from '../db/db.port.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Clock } from '../platform/clock.js';
import { checkArtistSettings } from '../../src/domain/backoffice/index.js';
import type { AdminArtist, ArtistSettingsRequest } from '../../src/adapters/http/contract/catalogue-desk.js';
import { findArtist, listArtists, updateArtistSettings, type ArtistRow } from './artist-desk.repository.js';
import { recordAct, type StaffAct } from './staff-act.js';

const view = (r: ArtistRow): AdminArtist => ({ ...r });
const settingsOf = (r: ArtistRow) => ({
  selling_enabled: r.selling_enabled,
  product_limit: r.product_limit,
  membership_level: r.membership_level,
});

export const createArtistDesk = ({ db, clock }: { readonly db: Db; readonly clock: Clock }) => ({
  list: async (text: string | undefined, page: { offset: number; limit: number }) => {
    const { rows, total } = await listArtists(db, text, page);
    return { artists: rows.map(view), total };
  },

  update: async (id: number, request: ArtistSettingsRequest, by: StaffAct): Promise<AdminArtist> => {
    const settings = checkArtistSettings({
      sellingEnabled: request.selling_enabled,
      productLimit: request.product_limit,
      membershipLevel: request.membership_level,
    });
    if (!settings.ok) throw badRequest(settings.error.reason, settings.error.code);
    await db.transaction(async (tx) => {
      const before = await findArtist(tx, id, true);
      if (!before) throw notFound(`Artist ${id}`);
      await updateArtistSettings(tx, id, settings.value);
      const after = (await findArtist(tx, id))!;
      await recordAct(tx, by, new Date(clock.now()), {
        action: 'artist.update',
        target: `artist:${id}`,
        before: settingsOf(before),
        after: settingsOf(after),
      });
    });
    return view((await findArtist(db, id))!);
  },
});
export type ArtistDesk = ReturnType<typeof createArtistDesk>;
