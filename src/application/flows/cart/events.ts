/** What the pages tell the cart, and what the cart tells the shop. */
import type { CartLines } from './cart-lines';

export type CartEvent =
  | { readonly type: 'cart.add'; readonly lines: CartLines; readonly show?: boolean }
  | { readonly type: 'cart.remove'; readonly uuid: string }
  | { readonly type: 'cart.setQuantity'; readonly uuid: string; readonly quantity: number }
  | { readonly type: 'cart.clear' }
  | { readonly type: 'cart.open' }
  | { readonly type: 'cart.close' }
  /** From the store: what it held when the cart started. */
  | { readonly type: 'cart.restored'; readonly lines: CartLines }
  /** From the store: another tab changed the cart. */
  | { readonly type: 'cart.synced'; readonly lines: CartLines };

export type CartEmitted =
  | { readonly type: 'cart.changed'; readonly lines: CartLines }
  /** The cart view was opened (by an add with `show`, or `cart.open`): for exclusive side panels. */
  | { readonly type: 'cart.shown' };
