/** The wishlist's flow: its input and what it holds. */
import type { WishlistItems } from './wishlist-items';

export interface WishlistInput {
  readonly items?: WishlistItems;
}

export interface WishlistContext {
  readonly items: WishlistItems;
}
