/**
 * Named reads of the configurator for the product page (docs/rules/product-pages.md#view-kinds "Standard poster", docs/rules/product-pages.md#view-kinds): what
 * is chosen, what is shown, the price of the line and the featured image.
 */
import {
  effectiveBlackAndWhite,
  effectiveMargin,
  featuredImage,
  isBlackAndWhiteVisible,
  isFramePickerVisible,
  isMarginChoiceVisible,
  isSellableSize,
  linePrice,
  orientedSizeLabel,
  productOrientation,
  variationForSize,
  type BundledPosterPrice,
  type Money,
} from '../../../domain';
import type { FrameChoice, Image, Variation } from '../../model/catalogue';
import type { ConfiguratorContext } from './context';

type ConfiguratorSnapshot = { readonly context: ConfiguratorContext };

export const selectSize = (s: ConfiguratorSnapshot): string | null => s.context.configuration.size;
export const selectFrameId = (s: ConfiguratorSnapshot): number | null => s.context.configuration.frameId;
export const selectQuantity = (s: ConfiguratorSnapshot): number => s.context.configuration.quantity;
/** The margin the line will carry (always on for 13x18). */
export const selectMargin = (s: ConfiguratorSnapshot): boolean => effectiveMargin(s.context.configuration);
export const selectBlackAndWhite = (s: ConfiguratorSnapshot): boolean =>
  effectiveBlackAndWhite(s.context.product, s.context.configuration);

/**
 * The sizes of the size picker: the product's variations as the catalogue gave them, each
 * with the label the shopper reads (turned for a landscape poster, docs/rules/product-pages.md#size-frame-and-options "Size option").
 */
export const selectSizeChoices = (s: ConfiguratorSnapshot): readonly (Variation & { readonly label: string })[] => {
  const orientation = productOrientation(s.context.product.metadata);
  return s.context.source.variations.map((v) => ({ ...v, label: orientedSizeLabel(v.option_name, orientation) }));
};

/** Whether a size can be chosen: its variation is in stock (an out-of-stock one is shown disabled). */
export const selectIsSizeSellable =
  (s: ConfiguratorSnapshot) =>
  (size: string): boolean =>
    isSellableSize(s.context.product, size);

/** The frames offered for the chosen size (none before a size is chosen). */
export const selectFrameChoices = (s: ConfiguratorSnapshot): readonly FrameChoice[] => {
  const size = s.context.configuration.size;
  return size === null ? [] : s.context.sourceFrames.filter((f) => f.variations.some((v) => v.option_name === size));
};

export const selectFrame = (s: ConfiguratorSnapshot): FrameChoice | null =>
  s.context.sourceFrames.find((f) => f.id === s.context.configuration.frameId) ?? null;

export const selectIsFramePickerVisible = (s: ConfiguratorSnapshot): boolean => isFramePickerVisible(s.context.configuration);
export const selectIsMarginChoiceVisible = (s: ConfiguratorSnapshot): boolean => isMarginChoiceVisible(s.context.configuration);
export const selectIsBlackAndWhiteVisible = (s: ConfiguratorSnapshot): boolean => isBlackAndWhiteVisible(s.context.product);

/** Add to cart is enabled exactly when the flow accepts it (docs/rules/checkout.md#cart-lines). */
export const selectCanAddToCart = (s: { can(event: { type: 'config.addToCart' }): boolean }): boolean =>
  s.can({ type: 'config.addToCart' });

/** (poster + frame) × quantity (docs/rules/checkout.md#line-price "Price of a line"); null before a size is chosen. */
export const selectPrice = (s: ConfiguratorSnapshot): Money | null => {
  const { product, frames, configuration: c } = s.context;
  const poster = c.size === null ? undefined : variationForSize(product, c.size);
  if (!poster || c.size === null) return null;
  const frame = frames.find((f) => f.id === c.frameId);
  const frameVariation = frame ? variationForSize(frame, c.size) : undefined;
  const price = linePrice({ poster: poster.price, frame: frameVariation?.price ?? null, quantity: c.quantity });
  return price.ok ? price.value : null;
};

/** The poster's and its frame's unit prices as configured (a wall bundle's subtotal sums them); null without a size. */
export const selectBundledPrice = (s: ConfiguratorSnapshot): BundledPosterPrice | null => {
  const { product, frames, configuration: c } = s.context;
  const poster = c.size === null ? undefined : variationForSize(product, c.size);
  if (!poster || c.size === null) return null;
  const frame = frames.find((f) => f.id === c.frameId);
  return { poster: poster.price, frame: (frame && variationForSize(frame, c.size)?.price) ?? null };
};

/**
 * The featured image for the margin and colour choices (docs/rules/catalogue.md#filters), as the catalogue gave it
 * (with its width and height, so the page reserves its box).
 */
export const selectFeaturedImage = (s: ConfiguratorSnapshot): Image | null => {
  const chosen = featuredImage(s.context.product, s.context.configuration);
  if (chosen === null) return null;
  const size = s.context.configuration.size;
  const variation = s.context.source.variations.find((v) => v.option_name === size);
  const candidates = [...(variation?.images ?? []), ...s.context.source.images];
  return candidates.find((i) => i.type === chosen.type && i.url === chosen.url) ?? null;
};
