/**
 * Artist onboarding (docs/rules/artists.md#onboarding-and-alias empty alias → wizard → dashboard, docs/rules/artists.md#onboarding-and-alias alias: more than 3 and at
 * most 50, not taken, lookup 500 ms after typing and only for lengths 3–50, saving needs terms,
 * docs/rules/shop-wide.md#errors-and-redirects danger toast for 3 s); no DOM.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createOnboardingActors } from '../../src/application/flows/onboarding/actors';
import { onboardingMachine } from '../../src/application/flows/onboarding/machine';
import {
  selectAliasChecking,
  selectAliasFeedback,
  selectCanSaveAlias,
  selectOnboardingSaving,
  selectOnboardingToast,
} from '../../src/application/flows/onboarding/selectors';
import { createArtistAccountActors } from '../../src/application/flows/artist-account/actors';
import { artistAccountMachine } from '../../src/application/flows/artist-account/machine';
import { selectAccountView } from '../../src/application/flows/artist-account/selectors';
import { InMemoryArtistAccount } from '../../src/adapters/memory/in-memory-artist-account';
import { onboardThroughWizard } from './onboard-artist';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = (artistAccount = new InMemoryArtistAccount()) => {
  const actor = createActor(onboardingMachine.provide(createOnboardingActors({ artistAccount })), { input: {} }).start();
  const type = (value: string) => actor.send({ type: 'onboarding.alias.change', value });
  return { actor, artistAccount, type, s: () => actor.getSnapshot() };
};

describe('onboarding', () => {
  it('looks the alias up 500 ms after typing stops, once, for the last alias typed', async () => {
    const c = start();
    c.type('Maj');
    await vi.advanceTimersByTimeAsync(300);
    c.type('Maja');
    await vi.advanceTimersByTimeAsync(300);
    c.type('Maja L');
    await vi.advanceTimersByTimeAsync(499);
    expect(c.artistAccount.log).toEqual([]);
    expect(selectAliasChecking(c.s())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.artistAccount.log).toEqual(['lookupAlias:Maja L']);
    expect(selectAliasChecking(c.s())).toBe(false);
  });

  it.each([
    ['Ma', false],
    ['Maj', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
  ])('looks up %j: %s (only lengths 3 to 50)', async (alias, looked) => {
    const c = start();
    c.type(alias);
    await vi.advanceTimersByTimeAsync(600);
    expect(c.artistAccount.log.length > 0).toBe(looked);
  });

  it.each([
    ['Maj', 'ALIAS.LENGTH'],
    ['x'.repeat(51), 'ALIAS.LENGTH'],
    ['Taken Alias', 'ALIAS.EXISTS'],
    ['Maja Lind', null],
  ])('gives %j the feedback %s', async (alias, feedback) => {
    const c = start();
    c.type(alias);
    await vi.advanceTimersByTimeAsync(600);
    expect(selectAliasFeedback(c.s())).toBe(feedback);
  });

  it('saves only with a valid, free alias, the terms accepted and no lookup in flight', async () => {
    const c = start();
    c.type('Maja Lind');
    c.actor.send({ type: 'onboarding.terms.change', accepted: true });
    expect(selectCanSaveAlias(c.s())).toBe(false); // lookup pending
    await vi.advanceTimersByTimeAsync(600);
    c.actor.send({ type: 'onboarding.terms.change', accepted: false });
    expect(selectCanSaveAlias(c.s())).toBe(false); // terms
    c.actor.send({ type: 'onboarding.terms.change', accepted: true });
    expect(selectCanSaveAlias(c.s())).toBe(true);
    c.actor.send({ type: 'onboarding.save' });
    expect(selectOnboardingSaving(c.s())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.s().status).toBe('done');
    expect(c.s().output).toEqual({ alias: 'Maja Lind' });
    expect(c.artistAccount.log).toEqual(['lookupAlias:Maja Lind', 'saveAlias:Maja Lind']);
  });

  it('refuses to save a taken alias', async () => {
    const c = start();
    c.type('Taken Alias');
    c.actor.send({ type: 'onboarding.terms.change', accepted: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(selectCanSaveAlias(c.s())).toBe(false);
  });

  it('an alias taken between lookup and save (409) is said beside the field, not as the unknown error', async () => {
    const c = start();
    c.type('Maja Lind');
    c.actor.send({ type: 'onboarding.terms.change', accepted: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(selectAliasFeedback(c.s())).toBeNull();
    c.artistAccount.takenAliases.add('maja lind');
    c.actor.send({ type: 'onboarding.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.s().matches('Editing')).toBe(true);
    expect(selectAliasFeedback(c.s())).toBe('ALIAS.EXISTS');
    expect(selectOnboardingToast(c.s())).toBeNull();
    expect(selectCanSaveAlias(c.s())).toBe(false);
  });

  it('shows a danger toast for 3 s when saving fails, and keeps the form', async () => {
    const c = start();
    c.artistAccount.failNext.add('saveAlias:Maja Lind');
    c.type('Maja Lind');
    c.actor.send({ type: 'onboarding.terms.change', accepted: true });
    await vi.advanceTimersByTimeAsync(600);
    c.actor.send({ type: 'onboarding.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectOnboardingToast(c.s())).toBe('error');
    expect(c.s().matches('Editing')).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(selectOnboardingToast(c.s())).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectOnboardingToast(c.s())).toBeNull();
  });

  it('in the account area: an empty alias leads to the wizard, saving it to the dashboard', async () => {
    const artistAccount = new InMemoryArtistAccount();
    const actor = createActor(artistAccountMachine.provide(createArtistAccountActors({ artistAccount }))).start();
    await onboardThroughWizard(actor, 'Maja Lind');
    expect(artistAccount.log).toEqual(['session', 'lookupAlias:Maja Lind', 'saveAlias:Maja Lind', 'session', 'salesChart']);
  });

  it('in the account area: no session shows the login page', async () => {
    const artistAccount = new InMemoryArtistAccount();
    artistAccount.loggedIn = false;
    const actor = createActor(artistAccountMachine.provide(createArtistAccountActors({ artistAccount }))).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectAccountView(actor.getSnapshot())).toBe('login');
  });
});
