/**
 * The wall's poster picker (docs/rules/shop-wide.md#side-panels "The poster picker can list wishlist items or categories",
 * docs/rules/gallery-wall.md#poster-picker "Wall poster picker", docs/rules/catalogue.md#filters GET /api/products with size, portrait, categories, customizable;
 * POST /api/product-wishlist; docs/rules/catalogue.md#listings page size 18).
 *
 * The place being filled decides the size and orientation of what is listed. The listing is the
 * wishlist's posters (when the wishlist is on) or the chosen categories' posters (all posters
 * when none is chosen), 18 a page. The wishlist switch is disabled while the wishlist is empty;
 * category switches are disabled while the wishlist is on. Only categories with products, not
 * dynamic, in the menu, of type 1 or none, and not the personalised posters' (their listing
 * with `customizable=false` is always empty) are offered.
 *
 * Decision: posters that need personalising first (templates, uploads) are not listed
 * (`customizable=false`): the wall shows and sells them as they are.
 */
import { assign, fromPromise, setup } from 'xstate';
import { WALL_PICKER_PAGE_SIZE, canListInWallPicker, offsetForPage } from '../../../domain';
import type { Category, Paged, Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';
import type { PickerPlace, PickerRequest, PickerCategory, PosterPickerInput, PosterPickerContext } from './context';
import type { PosterPickerEvent } from './events';

const flatten = (cs: readonly Category[]): Category[] => cs.flatMap((c) => [c, ...flatten(c.children)]);

/** The categories the picker may offer (docs/rules/catalogue.md#category-pages). */
export const pickerCategories = (tree: readonly Category[]): PickerCategory[] =>
  flatten(tree)
    .filter((c) =>
      canListInWallPicker({
        id: c.id,
        productCount: c.product_count,
        dynamic: c.dynamic,
        showInMenu: c.show_in_menu,
        productType: c.product_type,
        personalised: c.metadata.customizable === true,
      }),
    )
    .map((c) => ({ slug: c.slug, name: c.name }));

const samePlace = (a: PickerPlace | null, b: PickerPlace) => a !== null && a.size === b.size && a.portrait === b.portrait;

export const posterPickerMachine = setup({
  types: { input: {} as PosterPickerInput, context: {} as PosterPickerContext, events: {} as PosterPickerEvent },
  actors: {
    loadProducts: fromPromise<Outcome<Paged<Product>>, PickerRequest>(() => {
      throw new Error('provide loadProducts');
    }),
  },
  actions: {
    show: assign(({ event }) => (event.type === 'picker.show' ? { place: event.place, page: 1 } : {})),
    toggleWishlist: assign(({ context }) => ({ useWishlist: !context.useWishlist, page: 1 })),
    toggleCategory: assign(({ context, event }) => {
      if (event.type !== 'picker.toggleCategory') return {};
      const chosen = context.chosen.includes(event.slug)
        ? context.chosen.filter((c) => c !== event.slug)
        : [...context.chosen, event.slug];
      return { chosen, page: 1 };
    }),
    goto: assign({ page: ({ context, event }) => (event.type === 'picker.goto' ? event.page : context.page) }),
    wishlistChanged: assign(({ context, event }) => {
      if (event.type !== 'picker.wishlistChanged') return {};
      // An emptied wishlist cannot stay on: its switch is disabled (docs/rules/shop-wide.md#side-panels).
      return { wishlistIds: event.ids, useWishlist: context.useWishlist && event.ids.length > 0 };
    }),
    applyPage: assign((_, page: Paged<Product>) => ({ products: page.items, total: page.total })),
  },
  guards: {
    newPlace: ({ context, event }) => event.type === 'picker.show' && !samePlace(context.place, event.place),
    wishlistUsable: ({ context }) => context.useWishlist || context.wishlistIds.length > 0,
    categoriesUsable: ({ context, event }) =>
      !context.useWishlist && event.type === 'picker.toggleCategory' && context.categories.some((c) => c.slug === event.slug),
    otherPage: ({ context, event }) =>
      event.type === 'picker.goto' &&
      Number.isSafeInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.page &&
      offsetForPage(event.page, WALL_PICKER_PAGE_SIZE) < Math.max(context.total, 1),
    listsWishlist: ({ context }) => context.useWishlist,
    hasPlace: ({ context }) => context.place !== null,
  },
}).createMachine({
  id: 'posterPicker',
  context: ({ input }) => ({
    place: null,
    useWishlist: false,
    wishlistIds: input.wishlistIds ?? [],
    categories: pickerCategories(input.categories),
    chosen: [],
    page: 1,
    products: [],
    total: 0,
  }),
  initial: 'Waiting',
  on: {
    'picker.show': { guard: 'newPlace', target: '.Loading', actions: 'show' },
    'picker.toggleWishlist': { guard: 'wishlistUsable', target: '.Loading', actions: 'toggleWishlist' },
    'picker.toggleCategory': { guard: 'categoriesUsable', target: '.Loading', actions: 'toggleCategory' },
    'picker.goto': { guard: 'otherPage', target: '.Loading', actions: 'goto' },
    'picker.wishlistChanged': [
      { guard: 'listsWishlist', target: '.Loading', actions: 'wishlistChanged' },
      { actions: 'wishlistChanged' },
    ],
  },
  states: {
    Waiting: { description: 'No place to fill has been shown yet.' },
    Loading: {
      description: 'The page of posters for the place, source and categories is loading.',
      tags: ['busy'],
      always: { guard: ({ context }) => context.place === null, target: 'Waiting' },
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => ({
          size: context.place!.size,
          portrait: context.place!.portrait,
          wishlistIds: context.useWishlist ? context.wishlistIds : null,
          categories: context.useWishlist ? [] : context.chosen,
          offset: offsetForPage(context.page, WALL_PICKER_PAGE_SIZE),
          limit: WALL_PICKER_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Listed',
            actions: { type: 'applyPage', params: ({ event }) => (event.output as { value: Paged<Product> }).value },
          },
          { target: 'Failed' },
        ],
        onError: 'Failed',
      },
    },
    Listed: { description: 'The page of posters is shown.' },
    Failed: { description: 'The posters could not be loaded; choosing again retries.', tags: ['error'] },
  },
});
