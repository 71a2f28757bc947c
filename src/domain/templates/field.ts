import { unprintableCharacter } from './printable';

/**
 * Personalised field validity (docs/rules/personalisation.md#templates): a field is valid when its length is above 0 and within
 * its maximum, and every character is one the print can carry (printable.ts). Decision: length
 * is counted in UTF-16 code units, as the form's `maxlength` does, and values are not trimmed
 * (the spec counts what was typed).
 */
export const isFieldValid = (value: string, max: number): boolean =>
  value.length > 0 && value.length <= max && unprintableCharacter(value) === undefined;

export type FieldCheck = readonly [field: string, value: string, max: number];

/** Names of the fields that fail their check, in the order given. */
export const failingFields = (checks: readonly FieldCheck[]): readonly string[] =>
  checks.filter(([, value, max]) => !isFieldValid(value, max)).map(([field]) => field);

export const isIntegerBetween = (n: number | null, min: number, max: number): n is number =>
  Number.isInteger(n) && n !== null && n >= min && n <= max;

export interface TemplateDefinition<V> {
  readonly defaults: V;
  readonly invalidFields: (values: V) => readonly string[];
  /** The values the picture reads (a list cut to the chosen count); the values themselves when all are read. */
  readonly read?: (values: V) => V;
}
