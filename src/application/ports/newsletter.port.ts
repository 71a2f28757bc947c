/** Newsletter subscription (docs/rules/shop-wide.md#newsletter "Newsletter", docs/rules/shop-wide.md#newsletter POST /api/subscribe, /api/unsubscribe). */
import type { Outcome } from '../model/outcome';

export interface NewsletterGateway {
  /** Answers the welcome code shown once subscribed. */
  subscribe(email: string): Promise<Outcome<{ readonly code: string }>>;
  /** An answer of `success: false` is a failure too. */
  unsubscribe(email: string): Promise<Outcome<void>>;
}
