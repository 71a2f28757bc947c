export * from '../../src/adapters/memory/in-memory-order-gateway';
import { money, type CartLine } from '../../src/domain';

/** A poster line of the cart (domain CartLine) priced in EUR. */
export const cartLine = (uuid: string, over: Partial<CartLine> = {}): CartLine => ({
  uuid,
  type: 1,
  thumb: null,
  name: `Poster ${uuid}`,
  slug: `poster-${uuid}`,
  productId: 1,
  variationId: 10,
  variationName: '50x70',
  sku: `SKU-${uuid}`,
  margin: true,
  blackAndWhite: false,
  price: money(4900, 'EUR'),
  quantity: 1,
  ...over,
});
