/**
 * The wall's poster picker (spec §2, §5): lists the wishlist's posters or the categories', and
 * follows the shop's wishlist while it runs (an emptied wishlist turns its switch off).
 */
import type { Category } from '../../model/catalogue';
import { createPosterPickerActors } from '../../flows/wall-poster-picker/actors';
import { posterPickerMachine } from '../../flows/wall-poster-picker/machine';
import { selectWishlistItems } from '../../flows/wishlist/selectors';
import { definePageFlow } from '../flow';

export interface PosterPickerFlowInput {
  /** The store's category tree (the shell's); the picker offers the eligible ones. */
  readonly categories: readonly Category[];
}

const wishlistIds = (snapshot: Parameters<typeof selectWishlistItems>[0]) => selectWishlistItems(snapshot).map((i) => i.id);

export const posterPickerFlow = definePageFlow({
  prepare: ({ ports, shop }, { categories }: PosterPickerFlowInput) => ({
    logic: posterPickerMachine.provide(createPosterPickerActors(ports)),
    input: { categories, wishlistIds: wishlistIds(shop.wishlist.getSnapshot()) },
  }),
  connect: (picker, { shop }) => {
    let last = wishlistIds(shop.wishlist.getSnapshot()).join(',');
    const sub = shop.wishlist.subscribe((s) => {
      const ids = wishlistIds(s);
      if (ids.join(',') === last) return;
      last = ids.join(',');
      picker.send({ type: 'picker.wishlistChanged', ids });
    });
    return () => sub.unsubscribe();
  },
});
