/**
 * The newsletter's storage, named by its nouns (docs/architecture.md#the-server-and-its-capabilities): subscribers and
 * their personal welcome coupons. The SQL lives in subscribers.repository.ts.
 */
export interface WelcomeCoupon {
  readonly percent: number;
  readonly validUntil: Date;
}

export interface Subscribers {
  /**
   * Subscribes a new address with a fresh welcome coupon (`newCode` mints candidates until one is
   * unused) and answers its code; a known address (a former subscriber is subscribed again)
   * answers null and mints nothing.
   */
  subscribe(email: string, store: string, now: Date, coupon: WelcomeCoupon, newCode: () => string): Promise<string | null>;
  /** Marks a subscribed address as unsubscribed; an unknown address changes nothing. */
  unsubscribe(email: string, now: Date): Promise<void>;
}
