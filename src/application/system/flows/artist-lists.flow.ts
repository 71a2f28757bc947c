/** The artist's posters (24 a page, refreshing while images are made) and sales (30 a page), spec §2, §9. */
import {
  artistPostersMachine,
  artistSalesMachine,
  createArtistPostersActors,
  createArtistSalesActors,
} from '../../flows/artist-account/lists';
import { definePageFlow } from '../flow';

export interface ArtistListInput {
  readonly page?: number;
  readonly justSaved?: boolean;
}

export const artistPostersFlow = definePageFlow({
  prepare: ({ ports }, input: ArtistListInput) => ({
    logic: artistPostersMachine.provide(createArtistPostersActors(ports)),
    input: { page: input.page ?? 1, toast: input.justSaved ? ('saved' as const) : null },
  }),
});

export const artistSalesFlow = definePageFlow({
  prepare: ({ ports }, input: ArtistListInput) => ({
    logic: artistSalesMachine.provide(createArtistSalesActors(ports)),
    input: { page: input.page ?? 1 },
  }),
});
