/** What the product page tells its configurator. */
import type { CartLineTemplate } from '../../../domain';

export type ConfiguratorEvent =
  | { readonly type: 'config.selectSize'; readonly size: string }
  | { readonly type: 'config.selectFrame'; readonly frameId: number | null }
  | { readonly type: 'config.setMargin'; readonly margin: boolean }
  | { readonly type: 'config.setBlackAndWhite'; readonly blackAndWhite: boolean }
  | { readonly type: 'config.setQuantity'; readonly quantity: number }
  | { readonly type: 'config.addToCart' }
  /** From the template or upload flow: the line template and whether it may be bought as is. */
  | { readonly type: 'config.setTemplate'; readonly template: CartLineTemplate | null; readonly ready: boolean };
