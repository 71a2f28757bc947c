/** Fresh random ids (cart lines, the checkout's idempotency key) as a port: flows stay deterministic in tests. */
export interface IdSource {
  newId(): string;
}
