/** Artist onboarding on its own (docs/rules/artists.md#onboarding-and-alias alias), for front ends that run it outside the account area. */
import { createOnboardingActors } from '../../flows/onboarding/actors';
import { onboardingMachine } from '../../flows/onboarding/machine';
import { definePageFlow } from '../flow';

export const onboardingFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: onboardingMachine.provide(createOnboardingActors(ports)), input: {} }),
});
