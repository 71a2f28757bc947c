/** Profile edit (spec §5 "Profile", §7 PUT /api/auth/profile). */
import { createProfileActors } from '../../flows/profile/actors';
import { profileMachine } from '../../flows/profile/machine';
import { definePageFlow } from '../flow';

export const profileFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: profileMachine.provide(createProfileActors(ports)), input: undefined }),
});
