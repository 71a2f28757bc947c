import type { ShellData } from '../application/loaders/shell.loader';
import type { PageData } from '../application/loaders/pages.loader';

/** What the server embeds in the page for the browser to hydrate from without refetching. */
export interface BootData {
  readonly store: string;
  /** The hosted checkout provider's name (CHECKOUT_PROVIDER): the orders API's path segment. */
  readonly checkoutProvider: string;
  readonly year: number;
  /** URL of the store language's compiled message catalogue (a hashed, immutable asset). */
  readonly messages: string;
  readonly shell: ShellData;
  readonly initial?: { readonly key: string; readonly data: PageData };
}
