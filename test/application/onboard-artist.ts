/**
 * An artist without an alias through the account area's onboarding wizard (docs/rules/artists.md#onboarding-and-alias): the area
 * opens on the wizard; the alias is typed, the terms accepted, and after the alias check's
 * 600 ms pause saving leads to the dashboard. Shared by the onboarding flow's own tests and the
 * shop-system run of the marketplace.
 */
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { artistAccountMachine } from '../../src/application/flows/artist-account/machine';
import { selectAccountView } from '../../src/application/flows/artist-account/selectors';

export const onboardThroughWizard = async (account: ActorRefFrom<typeof artistAccountMachine>, alias: string) => {
  await vi.advanceTimersByTimeAsync(0);
  expect(selectAccountView(account.getSnapshot())).toBe('onboarding');
  const wizard = account.getSnapshot().children.onboarding!;
  wizard.send({ type: 'onboarding.alias.change', value: alias });
  wizard.send({ type: 'onboarding.terms.change', accepted: true });
  await vi.advanceTimersByTimeAsync(600);
  wizard.send({ type: 'onboarding.save' });
  await vi.advanceTimersByTimeAsync(0);
  expect(selectAccountView(account.getSnapshot())).toBe('dashboard');
};
