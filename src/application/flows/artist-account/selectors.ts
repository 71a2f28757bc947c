/** Named reads of the account area (docs/rules/artists.md#dashboard my-account, docs/rules/artists.md#dashboard selling_enabled). */
import { isProfileComplete } from '../../../domain';
import type { ArtistAccountContext } from './context';

type AccountSnapshot = {
  readonly context: ArtistAccountContext;
  hasTag(tag: 'loading' | 'error' | 'busy'): boolean;
  matches(state: 'LoggedOut' | 'Onboarding' | 'Dashboard'): boolean;
};

export type AccountView = 'loading' | 'login' | 'onboarding' | 'dashboard' | 'error';

export const selectAccountView = (s: AccountSnapshot): AccountView =>
  s.matches('LoggedOut')
    ? 'login'
    : s.matches('Onboarding')
      ? 'onboarding'
      : s.matches('Dashboard')
        ? 'dashboard'
        : s.hasTag('error')
          ? 'error'
          : 'loading';
export const selectAccount = (s: AccountSnapshot) => s.context.session?.account ?? null;
/** Whom the dashboard greets: the alias, or the name for a reviewer, who has no alias. */
export const selectGreetingName = (s: AccountSnapshot): string | null => {
  const account = s.context.session?.account;
  if (!account) return null;
  return account.alias || account.name || null;
};
export const selectIsReviewer = (s: AccountSnapshot): boolean => s.context.session?.role === 'reviewer';
export const selectSalesChart = (s: AccountSnapshot) => s.context.chart;
/** The public profile link and the message widget show only when selling is enabled (docs/rules/artists.md#profile). */
export const selectSellingEnabled = (s: AccountSnapshot): boolean => s.context.session?.account.selling_enabled ?? false;
/**
 * The message widget asks the artist to complete their profile, so it also goes once the profile
 * is complete (domain isProfileComplete), as well as when the artist hides it.
 */
export const selectMessageVisible = (s: AccountSnapshot): boolean => {
  const account = s.context.session?.account;
  return selectSellingEnabled(s) && !s.context.messageHidden && !(account && isProfileComplete(account));
};
