/** The wall designer's poster picker: where it places, what it asks, and what it holds (docs/rules/gallery-wall.md). */
import type { Category, Product } from '../../model/catalogue';

export interface PickerPlace {
  readonly size: string;
  readonly portrait: boolean;
}

export interface PickerRequest extends PickerPlace {
  /** The wishlist's product ids when listing the wishlist, else null. */
  readonly wishlistIds: readonly number[] | null;
  readonly categories: readonly string[];
  readonly offset: number;
  readonly limit: number;
}

export interface PickerCategory {
  readonly slug: string;
  readonly name: string;
}

export interface PosterPickerInput {
  readonly categories: readonly Category[];
  readonly wishlistIds?: readonly number[];
}

export interface PosterPickerContext {
  readonly place: PickerPlace | null;
  readonly useWishlist: boolean;
  readonly wishlistIds: readonly number[];
  readonly categories: readonly PickerCategory[];
  readonly chosen: readonly string[];
  readonly page: number;
  readonly products: readonly Product[];
  readonly total: number;
}
