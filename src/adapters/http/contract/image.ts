import * as t from 'io-ts';

/** Typed product images (docs/rules/catalogue.md#products-and-categories "Image types"); `url` is a path under /media. */
export const ProductImageType = t.union(
  [
    t.literal('thumb'),
    t.literal('gallery_thumb'),
    t.literal('featured'),
    t.literal('gallery'),
    t.literal('margin'),
    t.literal('no_margin'),
    t.literal('bw_margin'),
    t.literal('bw_no_margin'),
    t.literal('frame_overlay_portrait'),
    t.literal('frame_overlay_landscape'),
    t.literal('frame_swatch'),
  ],
  'ProductImageType',
);
export type ProductImageType = t.TypeOf<typeof ProductImageType>;

export const ProductImage = t.strict(
  { type: ProductImageType, url: t.string, width: t.number, height: t.number },
  'ProductImage',
);
export type ProductImage = t.TypeOf<typeof ProductImage>;
