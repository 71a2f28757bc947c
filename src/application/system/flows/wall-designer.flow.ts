/**
 * The gallery-wall designer (docs/rules/gallery-wall.md#designer-steps): opens a saved wall when given its id; "add all to
 * cart" hands the wall's lines to the shop's cart, which opens the cart view (docs/rules/gallery-wall.md#designer-steps).
 * Its poster picker (docs/rules/gallery-wall.md#poster-picker) lists from the catalogue and follows the shop's wishlist
 * while the designer runs (an emptied wishlist turns its switch off).
 */
import type { Category } from '../../model/catalogue';
import { createWallDesignerActors } from '../../flows/wall-designer/actors';
import { wallDesignerMachine } from '../../flows/wall-designer/machine';
import { createPosterPickerActors } from '../../flows/wall-poster-picker/actors';
import { posterPickerMachine } from '../../flows/wall-poster-picker/machine';
import { selectWishlistItems } from '../../flows/wishlist/selectors';
import { definePageFlow } from '../flow';

export interface WallDesignerFlowInput {
  readonly wallId: string | null;
  /** The store's category tree (the shell's); the picker offers the eligible ones. */
  readonly categories?: readonly Category[];
}

const wishlistIds = (snapshot: Parameters<typeof selectWishlistItems>[0]) => selectWishlistItems(snapshot).map((i) => i.id);

export const wallDesignerFlow = definePageFlow({
  prepare: ({ ports, shop }, { wallId, categories = [] }: WallDesignerFlowInput) => {
    const designer = createWallDesignerActors({
      walls: ports.walls,
      catalog: ports.catalog,
      newId: () => ports.ids.newId(),
      addToCart: (lines) => shop.cart.send({ type: 'cart.add', lines, show: true }),
    });
    return {
      logic: wallDesignerMachine.provide({
        ...designer,
        actors: { ...designer.actors, posterPicker: posterPickerMachine.provide(createPosterPickerActors(ports)) },
      }),
      input: { wallId, categories, wishlistIds: wishlistIds(shop.wishlist.getSnapshot()) },
    };
  },
  connect: (designer, { shop }) => {
    let last = wishlistIds(shop.wishlist.getSnapshot()).join(',');
    const sub = shop.wishlist.subscribe((s) => {
      const ids = wishlistIds(s);
      if (ids.join(',') === last) return;
      last = ids.join(',');
      designer.send({ type: 'picker.wishlistChanged', ids });
    });
    return () => sub.unsubscribe();
  },
});
