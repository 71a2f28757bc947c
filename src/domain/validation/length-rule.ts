/**
 * The spec's length rules read "more than N and at most M characters" (docs/rules/gift-cards-and-coupons.md#codes): valid when
 * min < length ≤ max. The failure names the field and both bounds so the message can say them.
 */
import { err, ok, type Result } from '../result/result';

export interface LengthError {
  readonly code: 'VALIDATION.LENGTH';
  readonly field: string;
  /** Exclusive lower bound. */
  readonly min: number;
  /** Inclusive upper bound. */
  readonly max: number;
  readonly length: number;
}

export const isLengthWithin = (value: string, min: number, max: number): boolean => value.length > min && value.length <= max;

export const checkLength = (field: string, value: string, min: number, max: number): Result<string, LengthError> =>
  isLengthWithin(value, min, max) ? ok(value) : err({ code: 'VALIDATION.LENGTH', field, min, max, length: value.length });
