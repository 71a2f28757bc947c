import type { NotForSale } from './pricing.js';

/** The sentence of a cart line that is not for sale, naming the request field it came in. */
export const notForSale = (e: NotForSale, field: string): string =>
  `Field "${field}[${e.index}]": product ${e.productId} with variation ${e.variationId} is not for sale`;
