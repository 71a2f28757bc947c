/**
 * Gift-card codes (docs/rules/gift-cards-and-coupons.md#codes "Gift card code: more than 3 and at most 50 characters").
 *
 * Issued codes are 16 characters of a 32-letter alphabet (no I, O, 0, 1: nothing to misread),
 * 80 random bits (the caller's secure source, node:crypto's randomBytes on the server), five bits per
 * character, so every character is uniform.
 * They are stored normalised (upper case, no spaces or hyphens) and shown in groups of four:
 * ABCD-EFGH-JKLM-NPQR. Shoppers may type them in any case, with spaces or hyphens.
 */
import { checkGiftCardCode, UNAMBIGUOUS_CODE_ALPHABET } from './codes.js';

export const CODE_ALPHABET = UNAMBIGUOUS_CODE_ALPHABET;
export const ISSUED_CODE_LENGTH = 16;

export const normaliseGiftCardCode = (code: string): string => code.replace(/[\s-]+/g, '').toUpperCase();

/** The normalised code, or null when it breaks the length rule (so it cannot be a code). */
export const giftCardCodeOrNull = (code: string): string | null => {
  const normalised = normaliseGiftCardCode(code);
  return checkGiftCardCode(normalised).ok ? normalised : null;
};

export const generateGiftCardCode = (random: (n: number) => Uint8Array): string => {
  const bytes = random((ISSUED_CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += CODE_ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return code;
};

/** The code as issued, in groups of four, whatever way it came (already grouped, spaced, in lower case). */
export const formatGiftCardCode = (code: string): string => {
  const normalised = normaliseGiftCardCode(code);
  return normalised.match(/.{1,4}/g)?.join('-') ?? normalised;
};
