/** Named reads of the wishlist for the panel, the product hearts and the header heart (docs/rules/shop-wide.md#side-panels). */
import type { WishlistContext } from './context';
import type { WishlistItem } from './wishlist-items';

type WishlistSnapshot = { readonly context: WishlistContext };

export const selectWishlistItems = (s: WishlistSnapshot): readonly WishlistItem[] => s.context.items;
export const selectWishlistHas =
  (id: number) =>
  (s: WishlistSnapshot): boolean =>
    s.context.items.some((i) => i.id === id);
/** The header heart is filled when this is false. */
export const selectWishlistIsEmpty = (s: WishlistSnapshot): boolean => s.context.items.length === 0;
export const selectWishlistCount = (s: WishlistSnapshot): number => s.context.items.length;
