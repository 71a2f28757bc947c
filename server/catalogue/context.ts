import type { Store } from '../../src/domain/stores/stores.js';

/** Who is asking: the store decides language, currency and the URLs of alternates. */
export interface StoreContext {
  readonly store: Store;
  readonly publicUrl: string;
}
