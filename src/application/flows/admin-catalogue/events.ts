/** What a row of the catalogue asks of the server: publish, hide or archive one product. */
import type { ProductMove } from '../../model/catalogue-desk';

export interface ProductAct {
  readonly id: number;
  readonly sku: string;
  readonly move: ProductMove;
}
