/** Named reads of the unsubscribe page (docs/rules/shop-wide.md#newsletter, docs/rules/shop-wide.md#errors-and-redirects). */
import type { UnsubscribeContext } from './context';
import type { TaggedSnapshot } from '../snapshot';

type UnsubscribeSnapshot = TaggedSnapshot<UnsubscribeContext, 'Done'>;

export const selectUnsubscribeEmail = (s: UnsubscribeSnapshot): string => s.context.email;
export const selectUnsubscribeLoading = (s: UnsubscribeSnapshot): boolean => s.hasTag('busy');
/** The confirmation heading replaces the form. */
export const selectUnsubscribed = (s: UnsubscribeSnapshot): boolean => s.matches('Done');
/** The unknown-error text under the field. */
export const selectUnsubscribeFailed = (s: UnsubscribeSnapshot): boolean => s.hasTag('error');
