/** What the poster picker's panel tells its flow. */
import type { PickerPlace } from './context';

export type PosterPickerEvent =
  | { readonly type: 'picker.show'; readonly place: PickerPlace }
  | { readonly type: 'picker.toggleWishlist' }
  | { readonly type: 'picker.toggleCategory'; readonly slug: string }
  | { readonly type: 'picker.goto'; readonly page: number }
  | { readonly type: 'picker.wishlistChanged'; readonly ids: readonly number[] };
