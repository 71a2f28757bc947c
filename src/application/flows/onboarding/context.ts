/** The artist's onboarding flow: what it holds (docs/rules/artists.md#onboarding-and-alias). */

export interface OnboardingContext {
  readonly alias: string;
  readonly termsAccepted: boolean;
  /** The lookup's answer for the current alias; null while none is known. */
  readonly exists: boolean | null;
  readonly toast: 'error' | null;
}
