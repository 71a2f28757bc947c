import { describe, expect, it } from 'vitest';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN, REFUND_REASON_MAX_LENGTH } from '../../src/domain/backoffice';

/** The limits the back office's forms hold, from the rules the server checks (docs/rules/back-office.md#refunds). */
describe('the back office’s form limits', () => {
  it('lets a coupon code be at most 40 characters, exactly what the code rule takes', () => {
    expect(COUPON_CODE_MAX_LENGTH).toBe(40);
    expect(COUPON_CODE_PATTERN.test('x'.repeat(COUPON_CODE_MAX_LENGTH))).toBe(true);
    expect(COUPON_CODE_PATTERN.test('x'.repeat(COUPON_CODE_MAX_LENGTH + 1))).toBe(false);
    expect(COUPON_CODE_PATTERN.test('abcd')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('abc')).toBe(false);
    expect(COUPON_CODE_PATTERN.test('ab-_9Z')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('abcd!')).toBe(false);
    expect(COUPON_CODE_PATTERN.test(' abcd')).toBe(false);
  });
  it('lets a refund’s reason be at most 500 characters', () => {
    expect(REFUND_REASON_MAX_LENGTH).toBe(500);
  });
});
