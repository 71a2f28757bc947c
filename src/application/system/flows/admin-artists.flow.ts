/** The back office's artists: the search and page come from the URL and go back into it. */
import { adminArtistsMachine, artistsQueryOf, createAdminArtistsActors } from '../../flows/admin-artists/machine';
import { definePageFlow } from '../flow';

export const adminArtistsFlow = definePageFlow({
  prepare: ({ ports }, input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminArtistsMachine.provide({
      ...createAdminArtistsActors(ports),
      actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
    }),
    input: { query: artistsQueryOf(input.query) },
  }),
});
