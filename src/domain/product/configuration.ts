/**
 * Product configuration on the product page (docs/rules/product-pages.md#view-kinds "Standard poster", docs/rules/product-pages.md#size-frame-and-options "Product page", docs/rules/product-pages.md#view-kinds).
 *
 * Decisions:
 * - Initial size: the `?size=` value (as labelled for the poster's orientation) when the product sells that size, else
 *   50x70 when it sells it, else none (and add to cart stays disabled until one is chosen). A size sells only while
 *   its variation is in stock: an out-of-stock size is shown but cannot be chosen or added.
 * - `margin` keeps the shopper's own choice; 13x18 forces the effective margin on without
 *   overwriting that choice, so moving back to another size restores it.
 * - Choosing a frame before a size is ignored (the frame picker is not shown yet).
 * - The product quantity stays from 1 to the most one cart line holds (cart-quantity.ts).
 */
import { DEFAULT_SIZE, MARGIN_ONLY_SIZE, PRODUCT_START_QUANTITY } from '../constants';
import { clampProductQuantity } from './cart-quantity';
import { isSellableSize, type Product } from './model';
import { optionNameForLabel, productOrientation } from './size-label';

export interface Configuration {
  readonly size: string | null;
  readonly frameId: number | null;
  readonly margin: boolean;
  readonly blackAndWhite: boolean;
  readonly quantity: number;
}

type ConfigurableProduct = Pick<Product, 'variations' | 'metadata'>;

export const initialSize = (product: ConfigurableProduct, requested?: string | null): string | null => {
  // A landscape poster's sizes are offered turned (70x50), so `?size=70x50` means its 50x70.
  const option = requested
    ? optionNameForLabel(
        product.variations.map((v) => v.optionName),
        requested,
        productOrientation(product.metadata),
      )
    : null;
  if (option && isSellableSize(product, option)) return option;
  return isSellableSize(product, DEFAULT_SIZE) ? DEFAULT_SIZE : null;
};

export const initialConfiguration = (product: ConfigurableProduct, requestedSize?: string | null): Configuration => ({
  size: initialSize(product, requestedSize),
  frameId: null,
  margin: product.metadata.pp === true,
  blackAndWhite: false,
  quantity: PRODUCT_START_QUANTITY,
});

export const isMarginForced = (c: Configuration): boolean => c.size === MARGIN_ONLY_SIZE;
export const isMarginChoiceVisible = (c: Configuration): boolean => !isMarginForced(c);
export const effectiveMargin = (c: Configuration): boolean => isMarginForced(c) || c.margin;

export const isBlackAndWhiteVisible = (product: ConfigurableProduct): boolean => product.metadata.disableBw !== true;
export const effectiveBlackAndWhite = (product: ConfigurableProduct, c: Configuration): boolean =>
  isBlackAndWhiteVisible(product) && c.blackAndWhite;

export const isFramePickerVisible = (c: Configuration): boolean => c.size !== null;

export const canAddToCart = (product: ConfigurableProduct, c: Configuration): boolean =>
  c.size !== null && isSellableSize(product, c.size);

export const selectSize = (c: Configuration, size: string): Configuration => ({ ...c, size, frameId: null });

export const selectFrame = (c: Configuration, frameId: number | null): Configuration => (c.size === null ? c : { ...c, frameId });

export const setMargin = (c: Configuration, margin: boolean): Configuration => (isMarginForced(c) ? c : { ...c, margin });

export const setBlackAndWhite = (c: Configuration, blackAndWhite: boolean): Configuration => ({ ...c, blackAndWhite });

export const setQuantity = (c: Configuration, quantity: number): Configuration => ({
  ...c,
  quantity: clampProductQuantity(quantity),
});
