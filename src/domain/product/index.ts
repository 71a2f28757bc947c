export { PRODUCT_TYPE, variationForSize, hasSize, isSellableSize } from './model';
export type { ProductType, ImageType, ProductImage, Variation, ProductMetadata, Product } from './model';
export { viewKind } from './view-kind';
export type { ViewKind } from './view-kind';
export {
  initialSize, initialConfiguration, isMarginForced, isMarginChoiceVisible, effectiveMargin,
  isBlackAndWhiteVisible, effectiveBlackAndWhite, isFramePickerVisible, canAddToCart,
  selectSize, selectFrame, setMargin, setBlackAndWhite, setQuantity, clampCartQuantity,
} from './configuration';
export type { Configuration } from './configuration';
export { featuredImageType, featuredImage } from './featured-image';
export type { FeaturedImageType } from './featured-image';
export { posterLine, frameLine } from './cart-line';
export type { CartLine, CartLineTemplate, LineIds, PosterLineOptions } from './cart-line';
export { buildCartLines } from './add-to-cart';
export type { AddToCartError } from './add-to-cart';
