/**
 * Artist onboarding (docs/rules/artists.md#onboarding-and-alias "empty alias leads to the wizard; saving the alias with terms
 * accepted leads to the dashboard", docs/rules/artists.md#onboarding-and-alias "Artist alias", docs/rules/artists.md#onboarding-and-alias alias save failure toast).
 *
 * The alias is looked up 500 ms after typing stops, and only for lengths 3–50; a new keystroke
 * drops a pending or running lookup, so the answer is always about the alias in the field.
 * Saving needs the domain's `canSaveAlias` (length, not taken, terms accepted) and no lookup in
 * flight; a save refused because the alias was taken meanwhile (409) marks it taken, so the form
 * says why beside the field; any other failed save shows a danger toast for 3 s and keeps the form. The machine is done
 * (final) once the alias is saved.
 *
 * `lookupAlias` and `saveAlias` are stubs; `createOnboardingActors(ports)` gives the real ones.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { ARTIST_LOOKUP_DEBOUNCE_MS, TOAST_DURATION_MS, canSaveAlias, shouldLookUpAlias } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { OnboardingContext } from './context';
import type { OnboardingEvent } from './events';

export const onboardingMachine = setup({
  types: {
    input: {} as { readonly alias?: string },
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    output: {} as { readonly alias: string },
  },
  actors: {
    lookupAlias: fromPromise<Outcome<boolean>, { readonly alias: string }>(() => {
      throw new Error('provide lookupAlias');
    }),
    saveAlias: fromPromise<Outcome<true>, { readonly alias: string }>(() => {
      throw new Error('provide saveAlias');
    }),
  },
  actions: {
    setAlias: assign({
      alias: ({ context, event }) => (event.type === 'onboarding.alias.change' ? event.value : context.alias),
      exists: null,
    }),
    showErrorToast: enqueueActions(({ enqueue }) => {
      enqueue.assign({ toast: 'error' as const });
      enqueue.cancel('toast');
      enqueue.raise({ type: 'onboarding.toast.hide' }, { id: 'toast', delay: TOAST_DURATION_MS });
    }),
  },
  guards: {
    aliasNeedsLookup: ({ event }) => event.type === 'onboarding.alias.change' && shouldLookUpAlias(event.value),
    canSave: ({ context }) => canSaveAlias(context.alias, context.exists, context.termsAccepted).ok,
  },
  delays: { lookup: ARTIST_LOOKUP_DEBOUNCE_MS },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ alias: input.alias ?? '', termsAccepted: false, exists: null, toast: null }),
  initial: 'Editing',
  on: { 'onboarding.toast.hide': { actions: assign({ toast: null }) } },
  output: ({ context }) => ({ alias: context.alias }),
  states: {
    Editing: {
      description: 'The wizard: alias and terms.',
      initial: 'Idle',
      on: {
        'onboarding.alias.change': [
          { guard: 'aliasNeedsLookup', target: '.Debouncing', reenter: true, actions: 'setAlias' },
          { target: '.Idle', actions: 'setAlias' },
        ],
        'onboarding.terms.change': { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
      },
      states: {
        Idle: {
          description: 'Nothing is being looked up; saving is possible when the rules allow it.',
          on: { 'onboarding.save': { guard: 'canSave', target: '#onboarding.Saving' } },
        },
        Debouncing: {
          description: 'Waits 500 ms after the last keystroke before looking the alias up.',
          tags: ['checking'],
          after: { lookup: 'LookingUp' },
        },
        LookingUp: {
          description: 'Asks whether another artist already uses the alias.',
          tags: ['checking'],
          invoke: {
            src: 'lookupAlias',
            input: ({ context }) => ({ alias: context.alias }),
            onDone: { target: 'Idle', actions: assign({ exists: ({ event }) => (event.output.ok ? event.output.value : null) }) },
            onError: 'Idle',
          },
        },
      },
    },
    Saving: {
      description: 'The alias and accepted terms are saved.',
      tags: ['busy'],
      invoke: {
        src: 'saveAlias',
        input: ({ context }) => ({ alias: context.alias }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'Saved' },
          // 409: another artist took the alias since it was looked up; the form says so beside the field.
          {
            guard: ({ event }) => !event.output.ok && event.output.error.status === 409,
            target: 'Editing',
            actions: assign({ exists: true }),
          },
          { target: 'Editing', actions: 'showErrorToast' },
        ],
        onError: { target: 'Editing', actions: 'showErrorToast' },
      },
    },
    Saved: { description: 'The alias is saved; the dashboard follows.', type: 'final' },
  },
});
