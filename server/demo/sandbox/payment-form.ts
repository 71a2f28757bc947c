/**
 * The sandbox checkout form (the hosted checkout's stand-in, docs/rules/checkout.md#checkout-order "pay through a hosted
 * external checkout"): e-mail, country, name, address, postcode, city
 * and a test card. Only 4242 4242 4242 4242 is accepted, with an expiry not in the past and a
 * 3–4 digit CVC. Every problem is reported per field, in words a shopper understands.
 */
import { isValidEmail } from '../../../src/domain/validation/email.js';
import { err, ok } from '../../../src/domain/result/result.js';
import type { PaymentDecision } from '../../orders/checkout-provider.port.js';
import type { FieldErrorCode } from './sandbox-texts.js';

export const TEST_CARD = '4242424242424242';
export const TEST_CARD_HINT = '4242 4242 4242 4242';

export const FIELDS = ['email', 'country', 'name', 'address', 'postcode', 'city', 'card_number', 'expiry', 'cvc'] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Partial<Record<Field, string>>;
/** A field's problem as a code the form page words in the store's language (sandbox-texts.ts). */
export interface FieldError {
  readonly code: FieldErrorCode;
  readonly max?: number;
}
export type FieldErrors = Partial<Record<Field, FieldError>>;

/** A form with problems: what was typed (card data left out) and each field's problem. */
export interface RejectedForm {
  readonly values: FormValues;
  readonly errors: FieldErrors;
}

/** The payment the form describes, or the form to show again with its problems. */
export type PaymentForm = PaymentDecision<RejectedForm>;

const LIMITS: Partial<Record<Field, number>> = { name: 100, address: 200, postcode: 20, city: 100, email: 254 };

const text = (body: Record<string, unknown>, name: string): string => {
  const v = body[name];
  return typeof v === 'string' ? v.trim() : '';
};

const expiryError = (expiry: string, now: Date): FieldError | undefined => {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry);
  if (!m) return { code: 'expiryFormat' };
  const endOfMonth = Date.UTC(2000 + Number(m[2]), Number(m[1]), 1);
  return endOfMonth <= now.getTime() ? { code: 'expired' } : undefined;
};

export const readPaymentForm = (body: unknown, countries: readonly string[], now: Date, needsCard: boolean): PaymentForm => {
  const b = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values = Object.fromEntries(FIELDS.map((f) => [f, text(b, f)])) as Required<FormValues>;
  const errors: FieldErrors = {};
  for (const f of ['name', 'address', 'postcode', 'city'] as const) {
    if (!values[f]) errors[f] = { code: 'required' };
  }
  for (const [f, max] of Object.entries(LIMITS) as [Field, number][]) {
    if (values[f]!.length > max) errors[f] = { code: 'tooLong', max };
  }
  if (!isValidEmail(values.email)) errors.email = { code: 'email' };
  if (!countries.includes(values.country)) errors.country = { code: 'country' };
  if (needsCard) {
    // An empty field is asked for, not declined: nothing was tried yet.
    if (!values.card_number.trim()) errors.card_number = { code: 'required' };
    else if (values.card_number.replace(/[\s-]/g, '') !== TEST_CARD) errors.card_number = { code: 'declined' };
    const expiry = values.expiry.trim() ? expiryError(values.expiry, now) : { code: 'required' as const };
    if (expiry) errors.expiry = expiry;
    if (!values.cvc.trim()) errors.cvc = { code: 'required' };
    else if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = { code: 'cvc' };
  }
  if (Object.keys(errors).length > 0) {
    const { card_number: _c, cvc: _v, ...kept } = values; // card data is never sent back
    return err({ values: kept, errors });
  }
  const version = Number(text(b, 'version'));
  const total = Number(text(b, 'total'));
  return ok({
    customer: {
      email: values.email,
      country: values.country,
      name: values.name,
      streetAddress: values.address,
      postalCode: values.postcode,
      city: values.city,
    },
    expected: Number.isInteger(version) && Number.isInteger(total) && text(b, 'version') !== '' ? { version, total } : null,
  });
};
