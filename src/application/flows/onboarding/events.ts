/** What the onboarding page tells its flow. */
export type OnboardingEvent =
  | { readonly type: 'onboarding.alias.change'; readonly value: string }
  | { readonly type: 'onboarding.terms.change'; readonly accepted: boolean }
  | { readonly type: 'onboarding.save' }
  | { readonly type: 'onboarding.toast.hide' };
