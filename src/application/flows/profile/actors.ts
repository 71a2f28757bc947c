/** The profile form's real actors over the ArtistAccountGateway port (spec §7 PUT /api/auth/profile). */
import { fromPromise } from 'xstate';
import type { ArtistAccountGateway, ProfileUpdate } from '../../ports/artist-account.port';

export const createProfileActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    loadAccount: fromPromise(async () => {
      const s = await ports.artistAccount.session();
      return s.ok ? { ok: true as const, value: s.value.account } : s;
    }),
    saveProfile: fromPromise(({ input }: { input: ProfileUpdate }) => ports.artistAccount.saveProfile(input)),
  },
});
