/** What a row of the moderation queue asks of the server: approve, or deny with the reason the artist will read. */
export type ReviewAct =
  | { readonly kind: 'approve'; readonly id: number; readonly name: string }
  | { readonly kind: 'deny'; readonly id: number; readonly name: string; readonly reason: string };
