/** What the pages tell the wishlist. */
import type { WishlistItem, WishlistItems } from './wishlist-items';

export type WishlistEvent =
  | { readonly type: 'wishlist.toggle'; readonly item: WishlistItem }
  | { readonly type: 'wishlist.remove'; readonly id: number }
  /** From the store: what it held when the wishlist started. */
  | { readonly type: 'wishlist.restored'; readonly items: WishlistItems }
  /** From the store: another tab changed the wishlist. */
  | { readonly type: 'wishlist.synced'; readonly items: WishlistItems }
  | { readonly type: 'wishlist.refresh' };
