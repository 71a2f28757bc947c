/**
 * Gift-card and coupon codes (docs/rules/gift-cards-and-coupons.md#codes): a gift-card code has more than 3 and at most 50
 * characters and is not checked while rate-limited; a coupon code is ignored unless longer
 * than 3 characters. Decision: both are trimmed first (codes are pasted from e-mails).
 */
import { err, type Result } from '../result/result';
import { checkLength, type LengthError } from './length-rule';

/** The 32 letters and digits codes are made of: no 0/O, 1/I, so a code read aloud or typed from paper is unambiguous. */
export const UNAMBIGUOUS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const GIFT_CARD_CODE_BOUNDS = { min: 3, max: 50 } as const;
export const COUPON_CODE_MIN_EXCLUSIVE = 3;

export type GiftCardCodeError = LengthError | { readonly code: 'GIFT_CARD.RATE_LIMITED' };

export const checkGiftCardCode = (code: string, rateLimited = false): Result<string, GiftCardCodeError> =>
  rateLimited
    ? err({ code: 'GIFT_CARD.RATE_LIMITED' })
    : checkLength('code', code.trim(), GIFT_CARD_CODE_BOUNDS.min, GIFT_CARD_CODE_BOUNDS.max);

/** The code to send, or null when the entry is to be ignored. */
export const usableCouponCode = (code: string): string | null => {
  const trimmed = code.trim();
  return trimmed.length > COUPON_CODE_MIN_EXCLUSIVE ? trimmed : null;
};
