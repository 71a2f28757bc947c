/**
 * Featured image follows the margin and black-and-white choices (docs/rules/product-pages.md#size-frame-and-options "Product page"):
 * margin × colour → margin / no_margin / bw_margin / bw_no_margin.
 *
 * Decision: the image is looked up on the chosen size's variation first, then on the product,
 * and falls back to the product's 'featured' image; none at all gives null.
 */
import { effectiveBlackAndWhite, effectiveMargin, type Configuration } from './configuration';
import { variationForSize, type ImageType, type Product, type ProductImage } from './model';

export type FeaturedImageType = Extract<ImageType, 'margin' | 'no_margin' | 'bw_margin' | 'bw_no_margin'>;

export const featuredImageType = (margin: boolean, blackAndWhite: boolean): FeaturedImageType => {
  const base = margin ? 'margin' : 'no_margin';
  return blackAndWhite ? `bw_${base}` : base;
};

const byType = (images: readonly ProductImage[], type: ImageType): ProductImage | undefined =>
  images.find((i) => i.type === type);

export const featuredImage = (
  product: Pick<Product, 'variations' | 'metadata' | 'images'>,
  c: Configuration,
): ProductImage | null => {
  const type = featuredImageType(effectiveMargin(c), effectiveBlackAndWhite(product, c));
  const variation = c.size === null ? undefined : variationForSize(product, c.size);
  return (
    (variation && byType(variation.images, type)) ?? byType(product.images, type) ?? byType(product.images, 'featured') ?? null
  );
};
