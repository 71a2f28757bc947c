/** Time as a port, so machines and rules stay testable (a fake clock in tests). */
export interface Clock {
  /** Today's calendar date in the shop's time zone, as YYYY-MM-DD. */
  today(): string;
  now(): number;
}
