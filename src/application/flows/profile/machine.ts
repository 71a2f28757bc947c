/**
 * Profile edit (docs/rules/artists.md#profile "Profile", docs/rules/artists.md#artist-endpoints PUT /api/auth/profile, docs/rules/artists.md#profile profile save failure toast).
 *
 * Loads the account (a failure ends the machine: the page goes back to /my-account). Bio: more
 * than 20 and at most 160 characters, checked only when not null (an emptied field is null).
 * VAT number: empty or the European format of its country prefix. Avatar: a JPEG, optional —
 * omitted from the request when not chosen. Name, alias and e-mail are shown read-only.
 * Success shows a saved toast, failure a danger toast, each for 3 s.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TOAST_DURATION_MS, checkBio, checkVatNumber, isJpegFile } from '../../../domain';
import type { ArtistAccount } from '../../model/artist';
import type { Outcome } from '../../model/outcome';
import type { ProfileUpdate } from '../../ports/artist-account.port';
import type { ProfileContext } from './context';
import type { ProfileEvent } from './events';

export const profileIsValid = (c: ProfileContext): boolean =>
  checkBio(c.bio).ok && checkVatNumber(c.vatNumber).ok && (c.avatar === null || isJpegFile(c.avatar));

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadAccount: fromPromise<Outcome<ArtistAccount>>(() => {
      throw new Error('provide loadAccount');
    }),
    saveProfile: fromPromise<Outcome<true>, ProfileUpdate>(() => {
      throw new Error('provide saveProfile');
    }),
  },
  actions: {
    toast: enqueueActions(({ enqueue }, params: { kind: 'saved' | 'error' }) => {
      enqueue.assign({ toast: params.kind });
      enqueue.cancel('toast');
      enqueue.raise({ type: 'profile.toast.hide' }, { id: 'toast', delay: TOAST_DURATION_MS });
    }),
    backToAccount: (_, _params: undefined) => {
      throw new Error('provide backToAccount');
    },
  },
  guards: { valid: ({ context }) => profileIsValid(context) },
}).createMachine({
  id: 'profile',
  context: { account: null, bio: null, vatNumber: '', avatar: null, toast: null },
  initial: 'Loading',
  on: { 'profile.toast.hide': { actions: assign({ toast: null }) } },
  states: {
    Loading: {
      description: 'The account is loaded.',
      tags: ['loading'],
      invoke: {
        src: 'loadAccount',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Editing',
            actions: assign(({ event }) => {
              const a = event.output.ok ? event.output.value : null;
              return a ? { account: a, bio: a.bio, vatNumber: a.vat_number } : {};
            }),
          },
          { target: 'Failed' },
        ],
        onError: 'Failed',
      },
    },
    Failed: { description: 'Loading failed: back to /my-account.', tags: ['error'], type: 'final', entry: 'backToAccount' },
    Editing: {
      description: 'The profile form.',
      on: {
        'profile.bio.change': { actions: assign({ bio: ({ event }) => (event.value === '' ? null : event.value) }) },
        'profile.vat.change': { actions: assign({ vatNumber: ({ event }) => event.value }) },
        'profile.avatar.choose': {
          actions: assign({ avatar: ({ event }) => ({ file: event.file, name: event.name, mimeType: event.mimeType }) }),
        },
        'profile.save': { guard: 'valid', target: 'Saving' },
      },
    },
    Saving: {
      description: 'The profile is saved (multipart; avatar only when chosen).',
      tags: ['busy'],
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => ({ bio: context.bio, vatNumber: context.vatNumber, avatar: context.avatar?.file ?? null }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Editing',
            actions: [{ type: 'toast', params: { kind: 'saved' } }, assign({ avatar: null })],
          },
          { target: 'Editing', actions: { type: 'toast', params: { kind: 'error' } } },
        ],
        onError: { target: 'Editing', actions: { type: 'toast', params: { kind: 'error' } } },
      },
    },
  },
});
