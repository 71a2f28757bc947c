/** Named reads of the poster picker (docs/rules/gallery-wall.md#poster-picker "Wall poster picker"). */
import { WALL_PICKER_PAGE_SIZE } from '../../../domain';
import type { PosterPickerContext } from './context';

type Snapshot = { readonly context: PosterPickerContext; hasTag(tag: string): boolean };

export const selectPickerPlace = (s: Snapshot) => s.context.place;
export const selectPickerProducts = (s: Snapshot) => s.context.products;
export const selectPickerCategories = (s: Snapshot) => s.context.categories;
export const selectPickerChosen = (s: Snapshot) => s.context.chosen;
export const selectUsesWishlist = (s: Snapshot) => s.context.useWishlist;
/** docs/rules/shop-wide.md#side-panels: wishlist checkboxes disabled when the wishlist is empty. */
export const selectWishlistDisabled = (s: Snapshot) => s.context.wishlistIds.length === 0 && !s.context.useWishlist;
/** docs/rules/shop-wide.md#side-panels: category checkboxes disabled while the wishlist is on. */
export const selectCategoriesDisabled = (s: Snapshot) => s.context.useWishlist;
export const selectPickerPage = (s: Snapshot) => s.context.page;
export const selectPickerPageCount = (s: Snapshot) => Math.max(1, Math.ceil(s.context.total / WALL_PICKER_PAGE_SIZE));
export const selectPickerBusy = (s: Snapshot) => s.hasTag('busy');
export const selectPickerFailed = (s: Snapshot) => s.hasTag('error');
