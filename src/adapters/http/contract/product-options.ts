import * as t from 'io-ts';
import { Product } from './product.js';

/**
 * Size and frame choices of the product configurator and wall designer (docs/rules/product-pages.md#size-frame-and-options "Size option",
 * "Frame option"; docs/rules/product-pages.md#size-frame-and-options GET /api/products/{id} "with variations and frames").
 */

/** `id` is the variation id, `option_id` the size option, `label` e.g. "50x70". */
export const SizeOption = t.strict(
  { id: t.number, option_id: t.number, sku: t.string, label: t.string, price: t.number, currency: t.string },
  'SizeOption',
);
export type SizeOption = t.TypeOf<typeof SizeOption>;

/**
 * A frame for one size: `id` is the frame product, `variation_id` its variation for that size;
 * `thumb`, `swatch`, `landscape`, `portrait` are image URLs (the last two the overlays);
 * `type` is the frame product's `metadata.frame_type` and `class` a presentation hint.
 */
export const FrameOption = t.strict(
  {
    id: t.number,
    variation_id: t.number,
    sku: t.string,
    label: t.string,
    slug: t.string,
    thumb: t.string,
    swatch: t.string,
    landscape: t.string,
    portrait: t.string,
    price: t.number,
    currency: t.string,
    type: t.string,
    class: t.string,
  },
  'FrameOption',
);
export type FrameOption = t.TypeOf<typeof FrameOption>;

/**
 * GET /api/products/{id}: the product plus the frame products that have a variation for at
 * least one of its sizes (fills saved walls: docs/rules/product-pages.md#size-frame-and-options "a frame is kept only if it exists in the
 * loaded frames list and has a variation for that size", which needs each frame's variations).
 */
export const ProductWithFrames = t.intersection(
  [Product, t.strict({ frames: t.array(Product) }, 'ProductFrames')],
  'ProductWithFrames',
);
export type ProductWithFrames = t.TypeOf<typeof ProductWithFrames>;
