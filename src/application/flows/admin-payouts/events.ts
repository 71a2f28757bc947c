/** What the payouts page tells its flow. */
export type AdminPayoutsEvent =
  | { readonly type: 'period.change'; readonly field: 'from' | 'to'; readonly value: string }
  | { readonly type: 'preview.submit' }
  | { readonly type: 'run.approve' };
