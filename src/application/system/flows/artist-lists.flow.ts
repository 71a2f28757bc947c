/**
 * The artist's posters (24 a page, refreshing while images are made) and sales (30 a page), docs/rules/artists.md#dashboard, docs/rules/artists.md#directory-and-profile.
 * A list that cannot load goes back to /my-account (docs/rules/shop-wide.md#errors-and-redirects); the posters' saved notice leaves the
 * address once its toast has hidden.
 */
import {
  artistPostersMachine,
  artistSalesMachine,
  createArtistPostersActors,
  createArtistSalesActors,
} from '../../flows/artist-account/lists';
import type { Navigation } from '../../ports/navigation.port';
import { ACCOUNT_PATHS } from '../../routing/paths';
import { definePageFlow } from '../flow';

const backToAccount = (navigation: Navigation) => () => navigation.go(ACCOUNT_PATHS.dashboard);

export interface ArtistListInput {
  readonly page?: number;
  readonly justSaved?: boolean;
}

export const artistPostersFlow = definePageFlow({
  prepare: ({ ports }, input: ArtistListInput) => ({
    logic: artistPostersMachine.provide({
      ...createArtistPostersActors(ports),
      actions: {
        backToAccount: backToAccount(ports.navigation),
        forgetSaved: () => ports.navigation.go(ACCOUNT_PATHS.posters, { replace: true }),
      },
    }),
    input: { page: input.page ?? 1, toast: input.justSaved ? ('saved' as const) : null },
  }),
});

export const artistSalesFlow = definePageFlow({
  prepare: ({ ports }, input: ArtistListInput) => ({
    logic: artistSalesMachine.provide({
      ...createArtistSalesActors(ports),
      actions: { backToAccount: backToAccount(ports.navigation), forgetSaved: () => undefined },
    }),
    input: { page: input.page ?? 1 },
  }),
});
