/**
 * The artist's account area (docs/rules/artists.md#directory-and-profile my-account, docs/rules/artists.md#onboarding-and-alias onboarding and token refresh on entry): the
 * session and dashboard, with the onboarding wizard as its child for an empty alias.
 */
import { createArtistAccountActors } from '../../flows/artist-account/actors';
import { artistAccountMachine } from '../../flows/artist-account/machine';
import { definePageFlow } from '../flow';

export const artistAccountFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: artistAccountMachine.provide(createArtistAccountActors(ports)), input: undefined }),
});
