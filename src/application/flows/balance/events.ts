/** What the balance page tells its flow. */
export type BalanceEvent =
  | { readonly type: 'balance.code.change'; readonly value: string }
  | { readonly type: 'balance.submit' }
  /** Internal: the rate-limit pause is over. */
  | { readonly type: 'balance.rateLimit.over' };
