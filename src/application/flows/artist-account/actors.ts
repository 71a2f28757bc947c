/** The account area's real actors over the ArtistAccountGateway port, onboarding's included. */
import { fromPromise } from 'xstate';
import type { ArtistAccountGateway } from '../../ports/artist-account.port';
import { createOnboardingActors } from '../onboarding/actors';
import { onboardingMachine } from '../onboarding/machine';

export const createArtistAccountActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    loadSession: fromPromise(() => ports.artistAccount.session()),
    loadChart: fromPromise(() => ports.artistAccount.salesChart()),
    logout: fromPromise(() => ports.artistAccount.logout()),
    onboarding: onboardingMachine.provide(createOnboardingActors(ports)),
  },
});
