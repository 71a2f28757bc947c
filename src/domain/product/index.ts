export { PRODUCT_TYPE, variationForSize, hasSize, isSellableSize } from './model';
export type { ProductType, ImageType, ProductImage, Variation, ProductMetadata, Product } from './model';
export { viewKind } from './view-kind';
export type { ViewKind } from './view-kind';
export {
  initialSize,
  initialConfiguration,
  isMarginForced,
  isMarginChoiceVisible,
  effectiveMargin,
  isBlackAndWhiteVisible,
  effectiveBlackAndWhite,
  isFramePickerVisible,
  canAddToCart,
  selectSize,
  selectFrame,
  setMargin,
  setBlackAndWhite,
  setQuantity,
} from './configuration';
export { clampCartQuantity, clampProductQuantity, mergeQuantities, canIncreaseCartQuantity } from './cart-quantity';
export type { MergedQuantity } from './cart-quantity';
export type { Configuration } from './configuration';
export { featuredImageType, featuredImage } from './featured-image';
export type { FeaturedImageType } from './featured-image';
export { posterLine, frameLine } from './cart-line';
export type { CartLine, CartLineTemplate, LineIds, PosterLineOptions } from './cart-line';
export { shownLineOptions, isReturnable } from './line-options';
export type { ShownLineOptions } from './line-options';
export { productOrientation, orientedSizeLabel, optionNameForLabel, variationSizeLabel } from './size-label';
export { buildCartLines } from './add-to-cart';
export { posterLineOf, linkFrames, framesOf, removeCartLine, setCartLineQuantity } from './cart-frames';
export type { AddToCartError } from './add-to-cart';
