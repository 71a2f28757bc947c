/**
 * The gallery-wall designer (docs/rules/gallery-wall.md#designer-steps "Gallery-wall designer", docs/rules/gallery-wall.md#designer-steps "Gallery wall flows", "Frame
 * picker", "Sharing", "Saved wall loading", docs/rules/gallery-wall.md#designer-steps wall errors, docs/rules/gallery-wall.md#designer-steps steps 0 to 4).
 *
 * - Steps: 0 overview of four numbered items, each opening its step; 1 background (28 rooms),
 *   2 layout (9), 3 posters, 4 frames. Next while below 4, Previous while above 1, each picker
 *   closes back to 0. Selecting a poster on the wall moves to step 3 unless already at 4.
 * - Overlays: intro (shown first), sharing (link, loading, no-posters flag), loading.
 * - Sharing is ignored while one is in progress; otherwise the sharing overlay opens at once and
 *   the sidebar closes. With no posters loading clears at once; otherwise the wall is posted and
 *   loading clears whether or not it succeeded; no link back raises the generic error alert.
 * - A saved wall (input `wallId`) is loaded and reconciled; a failed load shows nothing and
 *   clears loading.
 * - Beyond the spec: every wall edit can be undone and redone; a phone can zoom the wall in,
 *   so its posters are large enough to drag.
 * - The poster picker of step 3 runs as this machine's child (`picker`): while step 3 is open,
 *   the place a chosen poster would fill (size, orientation) is sent to it after every event,
 *   so the view only renders the two snapshots.
 *
 * Side effects are stubs here; `createWallDesignerActors(ports)` in actors.ts gives the real ones.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  canGoNext,
  canGoPrevious,
  chooseStep,
  decideShare,
  isFilled,
  nextStep,
  previousStep,
  toSavedWall,
  wallCartLines,
  type DesignerStep,
  type Product,
  type SavedWallPoster,
  type WallPosition,
} from '../../../domain';
import type { Category } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';
import { posterPickerMachine } from '../wall-poster-picker/machine';
import type { PosterPickerEvent } from '../wall-poster-picker/events';
import type { Environment, SharedWall } from '../../ports/gallery-wall.port';
import {
  canPlace,
  chooseEnvironment,
  chooseLayout,
  frameWall,
  initialWall,
  loadedWall,
  movePoster,
  placePoster,
  removePoster,
  selectPlace,
  targetPlace,
  type WallEnvironmentRef,
  type WallState,
} from './wall-state';

export interface WallDesignerInput {
  /** A saved wall to open (/gallery-wall/{id}). */
  readonly wallId?: string | null;
  /** The store's category tree: the poster picker offers the eligible ones (docs/rules/gallery-wall.md#poster-picker). */
  readonly categories?: readonly Category[];
  /** The wishlist's product ids when the designer opens. */
  readonly wishlistIds?: readonly number[];
}

/** What loading a saved wall gives: the wall and the products and frames it names. */
export interface LoadedWall {
  readonly wall: SharedWall;
  readonly products: readonly Product[];
  readonly frames: readonly Product[];
}

export interface DesignerOptions {
  readonly frames: readonly Product[];
  readonly environments: readonly Environment[];
}

export const HISTORY_LIMIT = 50;

export interface WallDesignerContext {
  readonly step: DesignerStep;
  readonly wall: WallState;
  readonly past: readonly WallState[];
  readonly future: readonly WallState[];
  readonly sidebarOpen: boolean;
  /** The wall is shown at twice its size (phones: posters large enough to drag). */
  readonly zoomed: boolean;
  readonly introOpen: boolean;
  readonly sharingOpen: boolean;
  /** The loading flag of the sharing and loading overlays. */
  readonly loading: boolean;
  readonly shareLink: string | null;
  /** The sharing overlay's "no posters" flag. */
  readonly noPosters: boolean;
  /** The generic unknown-error alert (docs/rules/gallery-wall.md#sharing-and-saved-walls: wall share step when no link returns). */
  readonly failed: boolean;
  readonly frames: readonly Product[];
  readonly environments: readonly Environment[];
  readonly wallId: string | null;
  /** What the poster picker starts from. */
  readonly pickerInput: { readonly categories: readonly Category[]; readonly wishlistIds: readonly number[] };
}

export type WallDesignerEvent =
  | { readonly type: 'designer.next' }
  | { readonly type: 'designer.previous' }
  | { readonly type: 'designer.openStep'; readonly step: number }
  | { readonly type: 'designer.closePicker' }
  | { readonly type: 'designer.toggleSidebar' }
  | { readonly type: 'designer.toggleZoom' }
  | { readonly type: 'designer.start' }
  | { readonly type: 'designer.closeSharing' }
  | { readonly type: 'designer.dismissError' }
  | { readonly type: 'wall.chooseEnvironment'; readonly environment: WallEnvironmentRef }
  | { readonly type: 'wall.chooseLayout'; readonly layoutId: number }
  | { readonly type: 'wall.selectPoster'; readonly index: number }
  | { readonly type: 'wall.placePoster'; readonly product: Product }
  | { readonly type: 'wall.removePoster'; readonly index: number }
  | { readonly type: 'wall.chooseFrame'; readonly frame: Product | null }
  | { readonly type: 'wall.movePoster'; readonly index: number; readonly position: WallPosition }
  | { readonly type: 'wall.undo' }
  | { readonly type: 'wall.redo' }
  | { readonly type: 'wall.share' }
  | { readonly type: 'wall.addToCart' }
  | Extract<PosterPickerEvent, { readonly type: 'picker.wishlistChanged' }>;

/** The wall as it is shared (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall"): filled posters only. */
export const sharedWallOf = (w: WallState): SharedWall => {
  const saved = toSavedWall(w.layoutId, w.environment, w.posters);
  return {
    layout: saved.layout,
    environment: saved.environment,
    posters: saved.posters.map((p) => ({
      productId: p.productId,
      size: p.size,
      portrait: p.portrait,
      frameId: p.frameId,
      top: p.position.top,
      left: p.position.left,
    })),
  };
};

const savedPostersOf = (w: SharedWall): SavedWallPoster[] =>
  w.posters.map((p) => ({
    productId: p.productId,
    size: p.size,
    frameId: p.frameId,
    portrait: p.portrait,
    position: { top: p.top, left: p.left },
  }));

/** An edit of the wall: applied, and remembered for undo when it changed something. */
const edited = (context: WallDesignerContext, next: WallState): Partial<WallDesignerContext> =>
  next === context.wall ? {} : { wall: next, past: [...context.past, context.wall].slice(-HISTORY_LIMIT), future: [] };

/** Ids of cart lines built to check whether the wall can be bought (never shown). */
const probeIds = (i: number) => `probe-${i}`;

const designerSetup = setup({
  types: {
    input: {} as WallDesignerInput,
    context: {} as WallDesignerContext,
    events: {} as WallDesignerEvent,
    children: {} as { picker: 'posterPicker' },
  },
  actors: {
    /** Its listing actor is a stub too; the flow provides the real one. */
    posterPicker: posterPickerMachine,
    loadOptions: fromPromise<DesignerOptions>(() => {
      throw new Error('provide loadOptions');
    }),
    loadWall: fromPromise<Outcome<LoadedWall>, { readonly id: string }>(() => {
      throw new Error('provide loadWall');
    }),
    shareWall: fromPromise<Outcome<{ readonly id: string; readonly link: string }>, { readonly wall: SharedWall }>(() => {
      throw new Error('provide shareWall');
    }),
  },
  actions: {
    /** Builds the cart lines (fresh line ids) and hands them to the cart. */
    addToCart: (_: unknown, _params: { readonly wall: WallState }) => {
      throw new Error('provide addToCart');
    },
    next: assign({ step: ({ context }) => nextStep(context.step) }),
    previous: assign({ step: ({ context }) => previousStep(context.step) }),
    openStep: assign({
      step: ({ context, event }) => (event.type === 'designer.openStep' ? chooseStep(context.step, event.step) : context.step),
    }),
    closePicker: assign({ step: 0 as DesignerStep }),
    toggleSidebar: assign({ sidebarOpen: ({ context }) => !context.sidebarOpen }),
    toggleZoom: assign({ zoomed: ({ context }) => !context.zoomed }),
    closeIntro: assign({ introOpen: false }),
    closeSharing: assign({ sharingOpen: false }),
    dismissError: assign({ failed: false }),
    chooseEnvironment: assign(({ context, event: e }) =>
      e.type === 'wall.chooseEnvironment' ? edited(context, chooseEnvironment(context.wall, e.environment)) : {},
    ),
    chooseLayout: assign(({ context, event: e }) =>
      e.type === 'wall.chooseLayout' ? edited(context, chooseLayout(context.wall, e.layoutId)) : {},
    ),
    placePoster: assign(({ context, event: e }) =>
      e.type === 'wall.placePoster' ? edited(context, placePoster(context.wall, e.product)) : {},
    ),
    removePoster: assign(({ context, event: e }) =>
      e.type === 'wall.removePoster' ? edited(context, removePoster(context.wall, e.index)) : {},
    ),
    chooseFrame: assign(({ context, event: e }) =>
      e.type === 'wall.chooseFrame' ? edited(context, frameWall(context.wall, e.frame)) : {},
    ),
    movePoster: assign(({ context, event: e }) =>
      e.type === 'wall.movePoster' ? edited(context, movePoster(context.wall, e.index, e.position)) : {},
    ),
    // Selecting is not an edit: it only says which poster the pickers act on.
    selectPoster: assign(({ context, event }) =>
      event.type === 'wall.selectPoster'
        ? { wall: selectPlace(context.wall, event.index), step: context.step === 4 ? context.step : (3 as DesignerStep) }
        : {},
    ),
    undo: assign(({ context }) => ({
      wall: context.past[context.past.length - 1]!,
      past: context.past.slice(0, -1),
      future: [context.wall, ...context.future],
    })),
    redo: assign(({ context }) => ({
      wall: context.future[0]!,
      future: context.future.slice(1),
      past: [...context.past, context.wall],
    })),
    startSharing: assign({ loading: true, sharingOpen: true, sidebarOpen: false, shareLink: null, noPosters: false }),
    noPostersToShare: assign({ loading: false, noPosters: true }),
    storeLink: assign({ shareLink: (_, link: string) => link }),
    fail: assign({ failed: true }),
    stopLoading: assign({ loading: false }),
    applyOptions: assign((_, options: DesignerOptions) => ({ frames: options.frames, environments: options.environments })),
    applyLoadedWall: assign((_, loaded: LoadedWall) => ({
      wall: loadedWall(loaded.wall.layout, loaded.wall.environment, savedPostersOf(loaded.wall), loaded.products, loaded.frames),
      past: [],
      future: [],
      introOpen: false,
    })),
  },
  guards: {
    canGoNext: ({ context }) => canGoNext(context.step),
    canGoPrevious: ({ context }) => canGoPrevious(context.step),
    canOpenStep: ({ context, event }) =>
      event.type === 'designer.openStep' && chooseStep(context.step, event.step) !== context.step,
    canPlace: ({ context, event }) => event.type === 'wall.placePoster' && canPlace(context.wall, event.product),
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    hasWallId: ({ context }) => context.wallId !== null,
    nothingToShare: ({ context }) =>
      decideShare(false, context.wall.posters).kind === 'start' && !context.wall.posters.some(isFilled),
    canBuy: ({ context }) => context.wall.posters.some(isFilled) && wallCartLines(context.wall.posters, probeIds).ok,
  },
});

/** On step 3 the picker lists posters for the place a choice would fill; it ignores a place it already shows. */
const showPickerPlace = designerSetup.enqueueActions(({ context, enqueue }) => {
  const place = context.wall.posters[targetPlace(context.wall)];
  if (context.step === 3 && place)
    enqueue.sendTo('picker', { type: 'picker.show', place: { size: place.size, portrait: place.portrait } });
});

const forwardToPicker = designerSetup.enqueueActions(({ event, enqueue }) => {
  if (event.type === 'picker.wishlistChanged') enqueue.sendTo('picker', event);
});

export const wallDesignerMachine = designerSetup.createMachine({
  id: 'wallDesigner',
  context: ({ input }) => ({
    step: 0,
    wall: initialWall(),
    past: [],
    future: [],
    sidebarOpen: true,
    zoomed: false,
    introOpen: !input.wallId,
    sharingOpen: false,
    loading: Boolean(input.wallId),
    shareLink: null,
    noPosters: false,
    failed: false,
    frames: [],
    environments: [],
    wallId: input.wallId ?? null,
    pickerInput: { categories: input.categories ?? [], wishlistIds: input.wishlistIds ?? [] },
  }),
  type: 'parallel',
  invoke: { id: 'picker', src: 'posterPicker', input: ({ context }) => context.pickerInput },
  on: {
    'designer.next': { guard: 'canGoNext', actions: ['next', showPickerPlace] },
    'designer.previous': { guard: 'canGoPrevious', actions: ['previous', showPickerPlace] },
    'designer.openStep': { guard: 'canOpenStep', actions: ['openStep', showPickerPlace] },
    'designer.closePicker': { actions: 'closePicker' },
    'designer.toggleSidebar': { actions: 'toggleSidebar' },
    'designer.toggleZoom': { actions: 'toggleZoom' },
    'designer.start': { actions: 'closeIntro' },
    'designer.closeSharing': { actions: 'closeSharing' },
    'designer.dismissError': { actions: 'dismissError' },
    'wall.chooseEnvironment': { actions: 'chooseEnvironment' },
    'wall.chooseLayout': { actions: ['chooseLayout', showPickerPlace] },
    'wall.selectPoster': { actions: ['selectPoster', showPickerPlace] },
    'wall.placePoster': { guard: 'canPlace', actions: ['placePoster', showPickerPlace] },
    'wall.removePoster': { actions: ['removePoster', showPickerPlace] },
    'wall.chooseFrame': { actions: 'chooseFrame' },
    'wall.movePoster': { actions: ['movePoster', showPickerPlace] },
    'wall.undo': { guard: 'canUndo', actions: ['undo', showPickerPlace] },
    'wall.redo': { guard: 'canRedo', actions: ['redo', showPickerPlace] },
    'picker.wishlistChanged': { actions: forwardToPicker },
    'wall.addToCart': { guard: 'canBuy', actions: { type: 'addToCart', params: ({ context }) => ({ wall: context.wall }) } },
  },
  states: {
    wall: {
      initial: 'Opening',
      states: {
        Opening: {
          description: 'Deciding whether a saved wall is to be loaded.',
          always: [{ guard: 'hasWallId', target: 'Loading' }, { target: 'Ready' }],
        },
        Loading: {
          description: 'A saved wall is loading behind the loading overlay; a failure shows nothing.',
          tags: ['busy'],
          invoke: {
            src: 'loadWall',
            input: ({ context }) => ({ id: context.wallId! }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'Ready',
                actions: [
                  { type: 'applyLoadedWall', params: ({ event }) => (event.output as { value: LoadedWall }).value },
                  'stopLoading',
                ],
              },
              { target: 'Ready', actions: 'stopLoading' },
            ],
            onError: { target: 'Ready', actions: 'stopLoading' },
          },
        },
        Ready: {
          description: 'The wall can be edited and shared.',
          on: {
            'wall.share': [
              { guard: 'nothingToShare', actions: ['startSharing', 'noPostersToShare'] },
              { target: 'Sharing', actions: 'startSharing' },
            ],
          },
        },
        Sharing: {
          description: 'The wall is being posted; another share is ignored until it answers.',
          tags: ['busy'],
          invoke: {
            src: 'shareWall',
            input: ({ context }) => ({ wall: sharedWallOf(context.wall) }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok && event.output.value.link !== '',
                target: 'Ready',
                actions: [
                  { type: 'storeLink', params: ({ event }) => (event.output as { value: { link: string } }).value.link },
                  'stopLoading',
                ],
              },
              { target: 'Ready', actions: ['fail', 'stopLoading'] },
            ],
            onError: { target: 'Ready', actions: ['fail', 'stopLoading'] },
          },
        },
      },
    },
    options: {
      initial: 'Loading',
      states: {
        Loading: {
          description: 'The frames and rooms the pickers offer are loading.',
          invoke: {
            src: 'loadOptions',
            onDone: { target: 'Loaded', actions: { type: 'applyOptions', params: ({ event }) => event.output } },
            onError: 'Failed',
          },
        },
        Loaded: { description: 'The pickers offer the frames and rooms.' },
        Failed: { description: 'The frames and rooms could not be loaded; the wall still works with what it has.' },
      },
    },
  },
});

export type WallDesignerMachine = typeof wallDesignerMachine;
