import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/domain/catalogue/slug';

/** URL slugs (spec §1 routes): lower-case ASCII words joined by single hyphens. */
describe('slugs (spec §1)', () => {
  it('are lower-case ASCII letters and digits joined by single hyphens, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('keep the words of plain text, in order, lower-cased', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    const gap = fc.stringMatching(/^[ ,.!?/_-]{1,3}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(gap, word), { minLength: 1, maxLength: 6 }), gap, (parts, end) => {
        const text = parts.map(([g, w]) => g + w).join('') + end;
        expect(slugify(text)).toBe(parts.map(([, w]) => w.toLowerCase()).join('-'));
      }),
    );
  });

  it.each([
    ['Crème Brûlée', 'creme-brulee'],
    ['Straße & Œuvre', 'strasse-oeuvre'],
    ['  Ærø Øst, Łódź đ  ', 'aero-ost-lodz-d'],
    ['Åland æble œil', 'aland-aeble-oeil'],
  ])('spell %s as %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
