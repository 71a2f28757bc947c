/**
 * Artist alias (docs/rules/artists.md#onboarding-and-alias): more than 3 and at most 50 characters and not already taken; the
 * availability lookup runs only for lengths 3 to 50. Messages: alias-exists, or feedback
 * naming the bounds 3 and 50. Saving also needs the terms accepted.
 *
 * Decisions: the alias is checked as typed (no trimming), and what a person sees of it (its
 * comparison key, ./alias-key.ts) must also be more than 3 characters, so ten zero-width
 * spaces are no alias. The spec's lookup range (3–50)
 * includes length 3, which the length rule rejects; both are kept as written, so a 3-character
 * alias is looked up but still cannot be saved.
 */
import { err, ok, type Result } from '../result/result';
import { checkLength, type LengthError } from './length-rule';
import { aliasKey } from './alias-key';

export const ALIAS_MIN_EXCLUSIVE = 3;
export const ALIAS_MAX = 50;
/** The same bounds in the shape of the other length rules (artist-fields.ts), for messages. */
export const ALIAS_BOUNDS = { min: ALIAS_MIN_EXCLUSIVE, max: ALIAS_MAX } as const;

export type AliasError = LengthError | { readonly code: 'ALIAS.EXISTS' } | { readonly code: 'ALIAS.TERMS_NOT_ACCEPTED' };

export const checkAliasLength = (alias: string): Result<string, LengthError> => {
  const typed = checkLength('alias', alias, ALIAS_MIN_EXCLUSIVE, ALIAS_MAX);
  if (!typed.ok) return typed;
  const seen = aliasKey(alias).length;
  return seen > ALIAS_MIN_EXCLUSIVE
    ? typed
    : err({ code: 'VALIDATION.LENGTH', field: 'alias', min: ALIAS_MIN_EXCLUSIVE, max: ALIAS_MAX, length: seen });
};

export const shouldLookUpAlias = (alias: string): boolean => alias.length >= ALIAS_MIN_EXCLUSIVE && alias.length <= ALIAS_MAX;

/** `exists` is the lookup's answer, or null while none is known. */
export const checkAlias = (alias: string, exists: boolean | null): Result<string, AliasError> => {
  const length = checkAliasLength(alias);
  if (!length.ok) return length;
  return exists === true ? err({ code: 'ALIAS.EXISTS' }) : ok(alias);
};

export const canSaveAlias = (alias: string, exists: boolean | null, termsAccepted: boolean): Result<string, AliasError> => {
  const checked = checkAlias(alias, exists);
  if (!checked.ok) return checked;
  return termsAccepted ? checked : err({ code: 'ALIAS.TERMS_NOT_ACCEPTED' });
};
