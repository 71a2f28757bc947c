/** The unsubscribe page's flow: what it holds. */

export interface UnsubscribeContext {
  readonly email: string;
}
