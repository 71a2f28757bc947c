/** What the payout details form tells its flow. */
export type PayoutDetailsEvent =
  | { readonly type: 'holder.change'; readonly value: string }
  | { readonly type: 'iban.change'; readonly value: string }
  | { readonly type: 'privateSeller.change'; readonly value: boolean }
  | { readonly type: 'save' };
