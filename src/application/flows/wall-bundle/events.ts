/** What the wall bundle page tells its flow. */
import type { BundledPosterPrice } from '../../../domain';

export type WallBundleEvent =
  | { readonly type: 'wallBundle.posterPriced'; readonly posterId: number; readonly price: BundledPosterPrice | null }
  | { readonly type: 'wallBundle.setQuantity'; readonly quantity: number }
  | { readonly type: 'wallBundle.buy' };
