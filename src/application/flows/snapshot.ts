/**
 * What a flow's selectors read of its snapshot: the context, the `busy` and `error` tags (loading
 * and errors are read through tags), and the one state a page asks about by name.
 */
export interface TaggedSnapshot<Context, State extends string> {
  readonly context: Context;
  hasTag(tag: 'busy' | 'error'): boolean;
  matches(state: State): boolean;
}
