/** The profile form's real actors over the ArtistAccountGateway port (docs/rules/artists.md#artist-endpoints PUT /api/auth/profile). */
import { fromPromise } from 'xstate';
import { mapResult } from '../../../domain/result/result';
import type { ArtistAccountGateway, ProfileUpdate } from '../../ports/artist-account.port';

export const createProfileActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    loadAccount: fromPromise(async () => mapResult(await ports.artistAccount.session(), (s) => s.account)),
    saveProfile: fromPromise(({ input }: { input: ProfileUpdate }) => ports.artistAccount.saveProfile(input)),
  },
});
