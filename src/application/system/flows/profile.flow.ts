/** Profile edit (docs/rules/artists.md#profile "Profile", docs/rules/artists.md#artist-endpoints PUT /api/auth/profile). */
import { createProfileActors } from '../../flows/profile/actors';
import { profileMachine } from '../../flows/profile/machine';
import { ACCOUNT_PATHS } from '../../routing/paths';
import { definePageFlow } from '../flow';

export const profileFlow = definePageFlow({
  prepare: ({ ports }) => ({
    logic: profileMachine.provide({
      ...createProfileActors(ports),
      actions: { backToAccount: () => ports.navigation.go(ACCOUNT_PATHS.dashboard) },
    }),
    input: undefined,
  }),
});
