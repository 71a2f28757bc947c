/** Named reads of the onboarding wizard (docs/rules/artists.md#onboarding-and-alias "Artist alias": messages alias-exists, or the bounds 3 and 50). */
import { checkAlias } from '../../../domain';
import type { OnboardingContext } from './context';

type OnboardingSnapshot = {
  readonly context: OnboardingContext;
  hasTag(tag: 'busy' | 'checking'): boolean;
  can(event: { type: 'onboarding.save' }): boolean;
};

export type AliasFeedback = 'ALIAS.EXISTS' | 'ALIAS.LENGTH' | null;

export const selectAlias = (s: OnboardingSnapshot): string => s.context.alias;
export const selectTermsAccepted = (s: OnboardingSnapshot): boolean => s.context.termsAccepted;
/** Shown once something is typed: the alias is taken, or outside the bounds 3 and 50. */
export const selectAliasFeedback = (s: OnboardingSnapshot): AliasFeedback => {
  if (s.context.alias === '') return null;
  const r = checkAlias(s.context.alias, s.context.exists);
  if (r.ok) return null;
  return r.error.code === 'ALIAS.EXISTS' ? 'ALIAS.EXISTS' : 'ALIAS.LENGTH';
};
export const selectAliasChecking = (s: OnboardingSnapshot): boolean => s.hasTag('checking');
export const selectOnboardingSaving = (s: OnboardingSnapshot): boolean => s.hasTag('busy');
export const selectCanSaveAlias = (s: OnboardingSnapshot): boolean => s.can({ type: 'onboarding.save' });
export const selectOnboardingToast = (s: OnboardingSnapshot): 'error' | null => s.context.toast;
