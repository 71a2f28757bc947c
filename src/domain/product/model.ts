/**
 * The product as the domain sees it (docs/rules/catalogue.md#products-and-categories "Product", "Variation", image types).
 *
 * Decision: field names are camelCase; adapters map the wire's snake_case (option_name,
 * disable_bw, frame_type…) and turn price + currency into integer-minor-unit Money.
 * `type` stays a plain number because the wire may carry a type the shop does not know.
 */
import type { Money } from '../money/money';

export const PRODUCT_TYPE = { poster: 1, frame: 2, giftCard: 3, wall: 4 } as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export type ImageType =
  | 'thumb'
  | 'gallery_thumb'
  | 'featured'
  | 'gallery'
  | 'margin'
  | 'no_margin'
  | 'bw_margin'
  | 'bw_no_margin'
  | 'frame_overlay_portrait'
  | 'frame_overlay_landscape'
  | 'frame_swatch';

export interface ProductImage {
  readonly type: ImageType;
  readonly url: string;
}

export interface Variation {
  readonly id: number;
  readonly name: string;
  readonly sku: string;
  /** The size label, e.g. '50x70'. */
  readonly optionName: string;
  readonly price: Money;
  readonly inStock: boolean;
  readonly images: readonly ProductImage[];
}

export interface ProductMetadata {
  readonly portrait?: boolean;
  /** Personalised template id; present on custom-text posters. */
  readonly template?: string | null;
  /** "Bring your own poster" upload flag. */
  readonly byop?: boolean;
  /** Default margin. */
  readonly pp?: boolean;
  readonly disableBw?: boolean;
  readonly frameType?: string | null;
}

export interface Product {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly type: number;
  readonly status?: number;
  readonly images: readonly ProductImage[];
  readonly variations: readonly Variation[];
  readonly metadata: ProductMetadata;
}

export const variationForSize = (product: Pick<Product, 'variations'>, size: string): Variation | undefined =>
  product.variations.find((v) => v.optionName === size);

export const hasSize = (product: Pick<Product, 'variations'>, size: string): boolean =>
  variationForSize(product, size) !== undefined;

/** A size can be bought only when its variation exists and its stock says in stock. */
export const isSellableSize = (product: Pick<Product, 'variations'>, size: string): boolean =>
  variationForSize(product, size)?.inStock === true;
