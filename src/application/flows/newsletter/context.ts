/** The newsletter's flow: its input and what it holds (docs/rules/shop-wide.md). */

export interface NewsletterInput {
  /** The subscription cookie is set: the banner stays hidden. */
  readonly subscribed: boolean;
}

export interface NewsletterContext {
  readonly email: string;
  /** The welcome code answered on subscribing. */
  readonly code: string | null;
  readonly hasCookie: boolean;
}
