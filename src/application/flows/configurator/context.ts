/** The product configurator's flow: its input and what it holds (docs/rules/product-pages.md). */
import type { CartLineTemplate, Configuration, Product } from '../../../domain';
import type { FrameChoice, Product as CatalogueProduct } from '../../model/catalogue';

export interface ConfiguratorInput {
  readonly product: CatalogueProduct;
  /** Frame products (type 2); a frame is offered for a size when it has a variation of that size. */
  readonly frames: readonly FrameChoice[];
  /** The `?size=` query value. */
  readonly requestedSize?: string | null;
  readonly newLineId: () => string;
}

export interface ConfiguratorContext {
  readonly source: CatalogueProduct;
  readonly sourceFrames: readonly FrameChoice[];
  readonly product: Product;
  readonly frames: readonly Product[];
  readonly configuration: Configuration;
  readonly newLineId: () => string;
  /**
   * What a personalised poster needs before it can be bought (docs/rules/checkout.md#cart-lines "Add to cart"): a valid
   * template on text-poster pages, an uploaded image that prints well on the upload page;
   * null for every other product. `template` is what the template or upload flow published.
   */
  readonly personalisation: {
    readonly needs: 'template' | 'upload';
    readonly template: CartLineTemplate | null;
    readonly ready: boolean;
  } | null;
}
