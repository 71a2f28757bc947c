/** Onboarding's real actors over the ArtistAccountGateway port (docs/rules/artists.md#onboarding-and-alias alias lookup and save). */
import { fromPromise } from 'xstate';
import type { ArtistAccountGateway } from '../../ports/artist-account.port';

export const createOnboardingActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    lookupAlias: fromPromise(({ input }: { input: { readonly alias: string } }) => ports.artistAccount.lookupAlias(input.alias)),
    saveAlias: fromPromise(({ input }: { input: { readonly alias: string } }) => ports.artistAccount.saveAlias(input.alias)),
  },
});
