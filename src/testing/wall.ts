/** Gallery walls being designed (docs/rules/gallery-wall.md#designer-steps "Wall (in progress)"): a layout's slots, each empty or filled. */
import fc from 'fast-check';
import { PRODUCT_TYPE, WALL_LAYOUTS, withFrame, type WallLayout, type WallPoster } from '../domain';
import { product } from './commerce';

export interface Wall {
  readonly layout: WallLayout;
  readonly posters: readonly WallPoster[];
}

/**
 * A wall on one of the nine layouts: each slot is empty or holds a poster that has the slot's
 * size, with or without a frame that has it too, all priced in `currency`.
 */
export const wall = (cur = 'EUR'): fc.Arbitrary<Wall> =>
  fc.constantFrom(...WALL_LAYOUTS).chain((layout) =>
    fc
      .tuple(
        ...layout.slots.map((slot) => {
          const withSize = fc.constant([slot.size] as const);
          const empty: WallPoster = {
            size: slot.size,
            portrait: true,
            position: { top: slot.top, left: slot.left },
            product: null,
            frame: null,
            frameIndex: null,
          };
          return fc
            .tuple(fc.option(product(PRODUCT_TYPE.poster, cur, withSize)), fc.option(product(PRODUCT_TYPE.frame, cur, withSize)))
            .map(([poster, frame]): WallPoster => (poster === null ? empty : withFrame({ ...empty, product: poster }, frame)));
        }),
      )
      .map((posters) => ({ layout, posters })),
  );
