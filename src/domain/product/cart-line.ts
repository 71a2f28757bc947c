/**
 * Cart lines (docs/rules/checkout.md#cart-lines "Cart line"): a poster line carries margin and black-and-white; a frame is
 * a separate line of the frame type minus margin and colour. Line ids come in as an argument.
 */
import type { Money } from '../money/money';
import type { Orientation } from '../print/orientation';
import { type Product, type ProductImage, type Variation } from './model';
import { productOrientation, variationSizeLabel } from './size-label';

export type CartLineTemplate =
  | {
      readonly kind: 'template';
      /** The template these values fill (docs/rules/personalisation.md#templates "Personalised templates"), e.g. 'baby'. */
      readonly templateId: string;
      readonly values: Readonly<Record<string, unknown>>;
      readonly assets: Readonly<Record<string, string>>;
      readonly valid: boolean;
    }
  | {
      readonly kind: 'upload';
      readonly uploadedImageId: string;
      /** Where the photo is shown, and its pixels: it is shown cropped as it prints. */
      readonly url?: string;
      readonly width?: number;
      readonly height?: number;
    };

export interface CartLine {
  readonly uuid: string;
  readonly type: number;
  readonly thumb: string | null;
  readonly name: string;
  readonly slug: string;
  readonly productId: number;
  readonly variationId: number;
  readonly variationName: string;
  readonly sku: string;
  readonly margin?: boolean;
  readonly blackAndWhite?: boolean;
  readonly price: Money;
  readonly quantity: number;
  readonly template?: CartLineTemplate;
  /** A frame line's poster line (cart-frames.ts): the frame goes where its poster goes. */
  readonly posterLineId?: string;
}

/** Supplies the id of the n-th line built by one call (0-based). */
export type LineIds = (index: number) => string;

const thumbOf = (images: readonly ProductImage[]): string | undefined => images.find((i) => i.type === 'thumb')?.url;

const baseLine = (uuid: string, product: Product, variation: Variation, quantity: number, orientation: Orientation) => ({
  uuid,
  type: product.type,
  thumb: thumbOf(variation.images) ?? thumbOf(product.images) ?? product.images[0]?.url ?? null,
  name: product.name,
  slug: product.slug,
  productId: product.id,
  variationId: variation.id,
  variationName: variationSizeLabel(variation, orientation),
  sku: variation.sku,
  price: variation.price,
  quantity,
});

export interface PosterLineOptions {
  readonly uuid: string;
  readonly margin: boolean;
  /** Left out where colour is not a choice (disable_bw, an uploaded image). */
  readonly blackAndWhite?: boolean;
  readonly quantity: number;
  readonly template?: CartLineTemplate;
}

export const posterLine = (product: Product, variation: Variation, o: PosterLineOptions): CartLine => ({
  ...baseLine(o.uuid, product, variation, o.quantity, productOrientation(product.metadata)),
  margin: o.margin,
  ...(o.blackAndWhite === undefined ? {} : { blackAndWhite: o.blackAndWhite }),
  ...(o.template ? { template: o.template } : {}),
});

export const frameLine = (
  frame: Product,
  variation: Variation,
  uuid: string,
  quantity: number,
  posterLineId: string,
  orientation: Orientation = 'portrait',
): CartLine => ({
  ...baseLine(uuid, frame, variation, quantity, orientation),
  posterLineId,
});
