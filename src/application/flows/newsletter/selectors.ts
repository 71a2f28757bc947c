/** Named reads of the newsletter banner and form (docs/rules/shop-wide.md#newsletter "Newsletter"). */
import type { NewsletterContext } from './context';

type NewsletterSnapshot = {
  readonly context: NewsletterContext;
  hasTag(tag: 'busy' | 'error'): boolean;
  matches(state: 'Hidden' | 'Subscribed' | 'AlreadySubscribed'): boolean;
};

export const selectNewsletterEmail = (s: NewsletterSnapshot): string => s.context.email;
/** The banner is not shown at all (subscribed on an earlier visit). */
export const selectNewsletterHidden = (s: NewsletterSnapshot): boolean => s.matches('Hidden');
/** The welcome code, once subscribed in this visit. */
export const selectSubscriptionCode = (s: NewsletterSnapshot): string | null => (s.matches('Subscribed') ? s.context.code : null);
export const selectNewsletterSubmitting = (s: NewsletterSnapshot): boolean => s.hasTag('busy');
/** The generic unknown-error alert (docs/rules/shop-wide.md#errors-and-redirects), for failures with no known reason. */
export const selectNewsletterFailed = (s: NewsletterSnapshot): boolean => s.hasTag('error') && !s.matches('AlreadySubscribed');
/** The address was already subscribed (the server's 409). */
export const selectNewsletterAlreadySubscribed = (s: NewsletterSnapshot): boolean => s.matches('AlreadySubscribed');
