/** Poster upload (docs/rules/artists.md#poster-upload "Poster upload (artist)", docs/rules/artists.md#artist-endpoints POST /api/auth/products). */
import { createPosterUploadActors } from '../../flows/poster-upload/actors';
import { posterUploadMachine } from '../../flows/poster-upload/machine';
import { ACCOUNT_PATHS, postersJustSavedPath } from '../../routing/paths';
import { definePageFlow } from '../flow';

export const posterUploadFlow = definePageFlow({
  prepare: ({ ports }) => ({
    logic: posterUploadMachine.provide({
      ...createPosterUploadActors(ports),
      actions: {
        backToAccount: () => ports.navigation.go(ACCOUNT_PATHS.dashboard),
        showPosters: () => ports.navigation.go(postersJustSavedPath),
      },
    }),
    input: undefined,
  }),
});
