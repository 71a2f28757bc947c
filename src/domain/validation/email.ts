/**
 * Newsletter and unsubscribe e-mail (docs/rules/shop-wide.md#newsletter): must match a standard e-mail pattern.
 * Decision: the WHATWG `input type=email` pattern, plus a dotted domain (a shop address is
 * never `user@localhost`); surrounding spaces are not accepted — the form trims before.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isValidEmail = (email: string): boolean => EMAIL.test(email);

/** Submit is disabled while the address is invalid or a submission is running (docs/rules/shop-wide.md#newsletter). */
export const canSubmitEmail = (email: string, submitting: boolean): boolean => !submitting && isValidEmail(email);
