import { PRODUCT_TYPE } from '../product/model';

/**
 * Which categories a picker may list (docs/rules/catalogue.md#category-pages):
 * - wall poster picker: has products, not dynamic, shown in the menu, product type 1 or none,
 *   and not the personalised posters' category: the wall hangs posters as they are, so that
 *   category could never fill a slot;
 * - artist upload form: product type 1 or none, not the one excluded category, not dynamic,
 *   shown in the menu (an empty category is fine: the artist's poster will fill it).
 */
export interface CategoryFlags {
  readonly id: number;
  readonly productCount: number;
  readonly dynamic: boolean;
  readonly showInMenu: boolean;
  readonly productType: number | null;
  /** The category lists posters that are personalised before they are printed. */
  readonly personalised?: boolean;
}

/** A category without a product type holds posters (docs/rules/catalogue.md#category-pages: it behaves as type 1). */
const holdsPosters = (c: CategoryFlags): boolean => c.productType === PRODUCT_TYPE.poster || c.productType === null;

const isBrowsable = (c: CategoryFlags): boolean => !c.dynamic && c.showInMenu && holdsPosters(c);

export const canListInWallPicker = (c: CategoryFlags): boolean => c.productCount > 0 && isBrowsable(c) && c.personalised !== true;

export const canListInArtistUpload = (c: CategoryFlags, excludedCategoryId: number | null): boolean =>
  c.id !== excludedCategoryId && isBrowsable(c);
