/** What the unsubscribe page tells its flow. */
export type UnsubscribeEvent =
  { readonly type: 'unsubscribe.email.change'; readonly value: string } | { readonly type: 'unsubscribe.submit' };
