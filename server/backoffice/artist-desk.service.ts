/**
 * The staff's artist desk: artists listed and searched, and their selling settings
 * changed after the domain's rule (src/domain/backoffice/artist-settings.ts). A paused artist
 * (selling_enabled off) leaves the public artist list and sells nothing: checkout refuses their
 * posters (server/orders/pricing.ts). Each change is one transaction with its audit row.
 */
import type { Db } from '../db/db.port.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import { checkArtistSettings } from '../../src/domain/backoffice/index.js';
import { findArtist, listArtists, updateArtistSettings, type ArtistRow } from './artist-desk.repository.js';
import { recordAct, type StaffAct } from './staff-act.js';

/** The selling settings staff ask to change; a setting left out stays as it is. */
export interface ArtistSettingsRequest {
  readonly selling_enabled?: boolean;
  readonly product_limit?: number;
  readonly membership_level?: number;
}

const view = (r: ArtistRow): ArtistRow => ({ ...r });
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

  update: async (id: number, request: ArtistSettingsRequest, by: StaffAct): Promise<Outcome<ArtistRow>> => {
    const settings = checkArtistSettings({
      sellingEnabled: request.selling_enabled,
      productLimit: request.product_limit,
      membershipLevel: request.membership_level,
    });
    if (!settings.ok) return failed('ARTIST.SETTINGS', settings.error.reason);
    const updated = await settle(() =>
      db.transaction(async (tx) => {
        const before = await findArtist(tx, id, true);
        if (!before) return refuse('ARTIST.NOT_FOUND', `Artist ${id} was not found`);
        await updateArtistSettings(tx, id, settings.value);
        const after = (await findArtist(tx, id))!;
        await recordAct(tx, by, new Date(clock.now()), {
          action: 'artist.update',
          target: `artist:${id}`,
          before: settingsOf(before),
          after: settingsOf(after),
        });
      }),
    );
    if (!updated.ok) return updated;
    return succeeded(view((await findArtist(db, id))!));
  },
});
export type ArtistDesk = ReturnType<typeof createArtistDesk>;
