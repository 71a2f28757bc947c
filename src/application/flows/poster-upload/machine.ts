/**
 * Poster upload (docs/rules/artists.md#poster-upload "Poster upload (artist)", docs/rules/artists.md#poster-upload product_limit, docs/rules/shop-wide.md#errors-and-redirects upload toasts).
 *
 * Loads the artist's account and the offered categories (a failure sends the artist back to
 * /my-account); blocked when the non-denied posters reach product_limit. The name is looked up
 * 500 ms after typing stops, only once it passes its length rule; the chosen image is inspected
 * (pixel size, preview) and checked by the domain (JPEG, not square, not both sides under
 * 3648 px). Submitting needs every rule to pass and no lookup or inspection in flight. Success
 * ends the machine and shows the posters list with a saved toast (`showPosters`); failure shows a
 * danger toast for 3 s and keeps the form. Both moves are actions the shop system provides.
 *
 * Every I/O actor is a stub; `createPosterUploadActors(ports)` gives the real ones.
 */
import { and, assign, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import {
  ARTIST_LOOKUP_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  canUploadAnotherPoster,
  checkArtistImage,
  checkPosterDescription,
  checkPosterName,
} from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { PosterUpload } from '../../ports/artist-account.port';
import type { PosterUploadContext, UploadForm } from './context';
import type { PosterUploadEvent } from './events';

/** The submit rule (docs/rules/uploads.md#customer-photos): every field valid, name not taken, image accepted, not blocked. */
export const canSubmitPoster = (c: PosterUploadContext): boolean =>
  !c.blocked &&
  checkPosterName(c.name).ok &&
  c.nameExists !== true &&
  checkPosterDescription(c.description).ok &&
  c.categoryId !== null &&
  c.categories.some((k) => k.id === c.categoryId) &&
  c.image !== null &&
  c.imageProblem === null;

type Inspection = Outcome<{ width: number; height: number; previewUrl: string | null }>;

export const posterUploadMachine = setup({
  types: { context: {} as PosterUploadContext, events: {} as PosterUploadEvent },
  actors: {
    loadForm: fromPromise<Outcome<UploadForm>>(() => {
      throw new Error('provide loadForm');
    }),
    lookupName: fromPromise<Outcome<boolean>, { readonly name: string }>(() => {
      throw new Error('provide lookupName');
    }),
    inspectImage: fromPromise<Inspection, { readonly file: Blob; readonly name: string }>(() => {
      throw new Error('provide inspectImage');
    }),
    uploadPoster: fromPromise<Outcome<true>, PosterUpload>(() => {
      throw new Error('provide uploadPoster');
    }),
  },
  actions: {
    backToAccount: () => {
      throw new Error('provide backToAccount');
    },
    showPosters: () => {
      throw new Error('provide showPosters');
    },
    setName: assign({
      name: ({ context, event }) => (event.type === 'upload.name.change' ? event.value : context.name),
      nameExists: null,
    }),
    setPending: assign({
      pending: ({ context, event }) =>
        event.type === 'upload.image.choose' ? { file: event.file, name: event.name, mimeType: event.mimeType } : context.pending,
    }),
    showErrorToast: enqueueActions(({ enqueue }) => {
      enqueue.assign({ toast: 'error' as const });
      enqueue.cancel('toast');
      enqueue.raise({ type: 'upload.toast.hide' }, { id: 'toast', delay: TOAST_DURATION_MS });
    }),
  },
  guards: {
    nameNeedsLookup: ({ event }) => event.type === 'upload.name.change' && checkPosterName(event.value).ok,
    canSubmit: ({ context }) => canSubmitPoster(context),
  },
  delays: { lookup: ARTIST_LOOKUP_DEBOUNCE_MS },
}).createMachine({
  id: 'posterUpload',
  context: {
    categories: [],
    blocked: false,
    productLimit: 0,
    name: '',
    description: '',
    categoryId: null,
    image: null,
    imageProblem: null,
    nameExists: null,
    toast: null,
    pending: null,
  },
  initial: 'Loading',
  on: { 'upload.toast.hide': { actions: assign({ toast: null }) } },
  states: {
    Loading: {
      description: 'The account (for the poster limit) and the offered categories are loaded.',
      tags: ['loading'],
      invoke: {
        src: 'loadForm',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Form',
            actions: assign(({ event }) => {
              const form = event.output.ok ? event.output.value : null;
              return form
                ? {
                    categories: form.categories,
                    productLimit: form.session.account.product_limit,
                    blocked: !canUploadAnotherPoster(form.session.account.posters, form.session.account.product_limit),
                  }
                : {};
            }),
          },
          { target: 'Failed' },
        ],
        onError: 'Failed',
      },
    },
    Failed: {
      // docs/rules/shop-wide.md#errors-and-redirects
      description: 'Loading failed: the artist goes back to /my-account.',
      tags: ['error'],
      type: 'final',
      entry: 'backToAccount',
    },
    Form: {
      description: 'The upload form; blocked when the poster limit is reached.',
      type: 'parallel',
      on: {
        'upload.description.change': { actions: assign({ description: ({ event }) => event.value }) },
        'upload.category.change': { actions: assign({ categoryId: ({ event }) => event.categoryId }) },
      },
      states: {
        Name: {
          initial: 'Idle',
          on: {
            'upload.name.change': [
              { guard: 'nameNeedsLookup', target: '.Debouncing', actions: 'setName' },
              { target: '.Idle', actions: 'setName' },
            ],
          },
          states: {
            Idle: { id: 'nameIdle', description: 'No name lookup pending.' },
            Debouncing: {
              description: 'Waits 500 ms after the last keystroke.',
              tags: ['checking'],
              after: { lookup: 'LookingUp' },
              // Restarts the wait inside this region only (a re-entry here leaves the other regions alone).
              on: {
                'upload.name.change': [
                  { guard: 'nameNeedsLookup', target: 'Debouncing', reenter: true, actions: 'setName' },
                  { target: 'Idle', actions: 'setName' },
                ],
              },
            },
            LookingUp: {
              description: 'Asks whether a poster already has this name.',
              tags: ['checking'],
              invoke: {
                src: 'lookupName',
                input: ({ context }) => ({ name: context.name }),
                onDone: {
                  target: 'Idle',
                  actions: assign({ nameExists: ({ event }) => (event.output.ok ? event.output.value : null) }),
                },
                onError: 'Idle',
              },
            },
          },
        },
        Image: {
          initial: 'Idle',
          on: {
            'upload.image.choose': { target: '.Inspecting', actions: 'setPending' },
          },
          states: {
            Idle: { id: 'imageIdle', description: 'No file being read.' },
            Inspecting: {
              description: 'The chosen file is read for its pixel size and preview, then checked.',
              tags: ['checking'],
              on: { 'upload.image.choose': { target: 'Inspecting', reenter: true, actions: 'setPending' } },
              invoke: {
                src: 'inspectImage',
                input: ({ context }) => ({ file: context.pending!.file, name: context.pending!.name }),
                onDone: {
                  target: 'Idle',
                  actions: assign(({ context, event }) => {
                    const p = context.pending!;
                    if (!event.output.ok)
                      return { image: null, imageProblem: { code: 'ARTIST_IMAGE.UNREADABLE' as const }, pending: null };
                    const { width, height, previewUrl } = event.output.value;
                    const checked = checkArtistImage({ name: p.name, mimeType: p.mimeType }, { width, height });
                    return {
                      image: { file: p.file, name: p.name, mimeType: p.mimeType, width, height, previewUrl },
                      imageProblem: checked.ok ? null : checked.error,
                      pending: null,
                    };
                  }),
                },
                onError: {
                  target: 'Idle',
                  actions: assign({ image: null, imageProblem: { code: 'ARTIST_IMAGE.UNREADABLE' as const }, pending: null }),
                },
              },
            },
          },
        },
        Submit: {
          initial: 'Ready',
          states: {
            Ready: {
              description: 'Submitting needs every rule to pass and nothing in flight.',
              on: {
                'upload.submit': {
                  guard: and([stateIn('#nameIdle'), stateIn('#imageIdle'), 'canSubmit']),
                  target: '#posterUpload.Saving',
                },
              },
            },
          },
        },
      },
    },
    Saving: {
      description: 'The poster is uploaded (multipart).',
      tags: ['busy'],
      invoke: {
        src: 'uploadPoster',
        input: ({ context }) => ({
          name: context.name,
          description: context.description,
          categoryId: context.categoryId!,
          image: context.image!.file,
          fileName: context.image!.name,
        }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'Saved' },
          // Refusals with a known reason are said beside their field (docs/rules/shop-wide.md#errors-and-redirects), not as the unknown error.
          {
            guard: ({ event }) => !event.output.ok && event.output.error.apiCode === 'POSTER.NAME_EXISTS',
            target: 'Form',
            actions: assign({ nameExists: true }),
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.error.status === 415,
            target: 'Form',
            actions: assign({ imageProblem: { code: 'ARTIST_IMAGE.NOT_JPEG' as const } }),
          },
          { target: 'Form', actions: 'showErrorToast' },
        ],
        onError: { target: 'Form', actions: 'showErrorToast' },
      },
    },
    Saved: { description: 'Saved; the posters list follows with a saved toast.', type: 'final', entry: 'showPosters' },
  },
});
