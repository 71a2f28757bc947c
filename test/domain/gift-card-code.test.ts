import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  ISSUED_CODE_LENGTH,
  formatGiftCardCode,
  generateGiftCardCode,
  giftCardCodeOrNull,
  normaliseGiftCardCode,
} from '../../src/domain/validation/gift-card-code';

/**
 * Issued gift-card codes (spec §5): 80 random bits read five at a time into a 32-letter alphabet,
 * stored upper case without separators, shown in groups of four, typed back in any case with
 * spaces or hyphens.
 */
const randomBytes = fc.uint8Array({ minLength: 10, maxLength: 10 });
/** A source that hands out the drawn bytes and records how many were asked for. */
const source = (bytes: Uint8Array) => {
  const asked: number[] = [];
  return { asked, random: (n: number) => (asked.push(n), bytes.slice(0, n)) };
};
const bitsOf = (values: Iterable<number>, width: number) => [...values].map((v) => v.toString(2).padStart(width, '0')).join('');
const code = randomBytes.map((bytes) => generateGiftCardCode(source(bytes).random));
const separator = fc.constantFrom(' ', '-', '\t', '\n', '\u00A0', ' - ', '--');
/** The code as a shopper may type it: any case, separators anywhere. */
const typed = fc
  .tuple(
    code,
    fc.array(fc.tuple(fc.nat(), separator), { maxLength: 6 }),
    fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
  )
  .map(([c, separators, lower]) => {
    const chars = [...c].map((ch, i) => (lower[i] ? ch.toLowerCase() : ch));
    for (const [at, s] of separators) chars.splice(at % (chars.length + 1), 0, s);
    return { code: c, typed: chars.join('') };
  });

describe('issued gift-card codes (spec §5)', () => {
  it('asks the random source for exactly 80 bits and spends them all, five per character', () => {
    fc.assert(
      fc.property(randomBytes, (bytes) => {
        const { asked, random } = source(bytes);
        const issued = generateGiftCardCode(random);
        expect(asked).toEqual([10]);
        expect(issued).toHaveLength(ISSUED_CODE_LENGTH);
        expect(
          bitsOf(
            [...issued].map((ch) => CODE_ALPHABET.indexOf(ch)),
            5,
          ),
        ).toBe(bitsOf(bytes, 8));
      }),
    );
  });

  it('uses only the unambiguous alphabet', () => {
    fc.assert(
      fc.property(code, (c) => {
        expect([...c].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
      }),
    );
  });

  it('reads back whatever case and separators the shopper types', () => {
    fc.assert(
      fc.property(typed, ({ code: c, typed: t }) => {
        expect(normaliseGiftCardCode(t)).toBe(c);
        expect(giftCardCodeOrNull(t)).toBe(c);
      }),
    );
  });

  it('keeps every character that is not a space or a hyphen', () => {
    expect(normaliseGiftCardCode(' gift_card.2026 - é ')).toBe('GIFT_CARD.2026É');
  });

  it('is no code when what remains is 3 characters or fewer', () => {
    expect(giftCardCodeOrNull('a-b c')).toBeNull();
    expect(giftCardCodeOrNull('ab-cd')).toBe('ABCD');
  });

  it('is shown in hyphenated groups of four that read back to the code', () => {
    fc.assert(
      fc.property(code, (c) => {
        const shown = formatGiftCardCode(c);
        expect(shown).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4})*$/);
        expect(normaliseGiftCardCode(shown)).toBe(c);
      }),
    );
    expect(formatGiftCardCode('ABCDEF')).toBe('ABCD-EF');
    expect(formatGiftCardCode('')).toBe('');
  });

  it('shows a code already shown, or typed with spaces or in lower case, as issued', () => {
    fc.assert(
      fc.property(code, (c) => {
        const shown = formatGiftCardCode(c);
        expect(formatGiftCardCode(shown)).toBe(shown);
        expect(formatGiftCardCode(shown.toLowerCase().replaceAll('-', ' '))).toBe(shown);
      }),
    );
    expect(formatGiftCardCode('HDU7-BZBD-3TWE-HCUP')).toBe('HDU7-BZBD-3TWE-HCUP');
  });
});
