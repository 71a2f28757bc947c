/** A personalised cart line's summary (domain templates/summary.ts): short, and it tells two posters apart. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUMMARY_LENGTH, shortened, templateDefaults, templateSummary, type TemplateId } from '../../src/domain/templates';
import { printedPhoto } from '../../src/domain/print';

describe('templateSummary', () => {
  it('shows the custom text, and the names and date of a family or a baby', () => {
    expect(templateSummary('custom', { style: 1, text: 'HELLO CART', alignment: 'center' })).toBe('HELLO CART');
    expect(templateSummary('family', templateDefaults('family'))).toBe('Anna, Erik, Liv');
    expect(templateSummary('baby', templateDefaults('baby'))).toBe('Olivia · 12 May 2024, 08:15');
  });

  it.each<[TemplateId, unknown, string]>([
    [
      'best-friends',
      { numFriends: 3, bestFriends: ['Ann', 'Maj', 'Liv', 'Ola'], since: 'Since 2010' },
      'Ann & Maj & Liv · Since 2010',
    ],
    ['cat', { name: 'Luna', date: '2019' }, 'Luna · 2019'],
    ['dog', { name: 'Max', date: '2018' }, 'Max · 2018'],
    ['love', { names: 'Anna & Erik', date: '2020', place: 'Rome' }, 'Anna & Erik · 2020'],
    ['love-alternate', { names: 'Ida & Bo', date: '2021', place: 'Oslo' }, 'Ida & Bo · 2021'],
    ['significant-other', { significantOther: 'Anna', significantText: 'My place' }, 'Anna · My place'],
    ['zodiac', { zodiac: 'Leo', name: 'Anna', date: '1990' }, 'Anna · 1990'],
  ])('%s shows what its picture reads, in that order', (id, values, summary) => {
    expect(templateSummary(id, values as never)).toBe(summary);
  });

  it('leaves out a text that is empty or only white space, with its separator', () => {
    expect(templateSummary('cat', { name: 'Luna', date: '' })).toBe('Luna');
    expect(templateSummary('dog', { name: ' \t', date: '2018' })).toBe('2018');
    expect(templateSummary('love', { names: 'Ida & Bo', date: '   ', place: 'Oslo' })).toBe('Ida & Bo');
  });

  it('is never longer than its limit, and differs for texts that differ within it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.string({ minLength: 1, maxLength: 100 }), (a, b) => {
        const [sa, sb] = [a, b].map((text) => templateSummary('heart', { text, textSize: 100 }));
        expect([...sa!].length).toBeLessThanOrEqual(SUMMARY_LENGTH);
        const norm = (s: string) => [...s.replace(/\s+/g, ' ').trim()].slice(0, SUMMARY_LENGTH - 1).join('');
        if (norm(a) !== norm(b)) expect(sa).not.toBe(sb);
      }),
    );
  });
});

describe('shortened', () => {
  const text = fc
    .array(fc.constantFrom('a', 'B', 'é', '😀', ' ', '  ', '\t', '\n', 'Anna'), { maxLength: 30 })
    .map((cs) => cs.join(''));
  const single = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');

  it('makes every run of white space one space, and keeps a text that is then within the limit as it is', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (s, max) => {
        fc.pre([...single(s)].length <= max);
        expect(shortened(s, max)).toBe(single(s));
      }),
    );
    expect(shortened('  Anna \t\n Erik ', 9)).toBe('Anna Erik');
  });

  it('cuts a longer text to the characters before the limit, drops a space at the cut, and ends it with an ellipsis', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (s, max) => {
        const chars = [...single(s)];
        fc.pre(chars.length > max);
        const cut = shortened(s, max);
        expect(cut.endsWith('…')).toBe(true);
        expect(cut).toBe(
          `${chars
            .slice(0, max - 1)
            .join('')
            .trimEnd()}…`,
        );
        expect([...cut].length).toBeLessThanOrEqual(max);
      }),
    );
    expect(shortened('Anna Erik', 8)).toBe('Anna Er…');
    expect(shortened('Anna Erik', 6)).toBe('Anna…');
    expect(shortened('Anna😀😀', 5)).toBe('Anna…');
  });
});

describe('printedPhoto', () => {
  it('turns the sheet with the photo and borders it with 5 % of the shorter side', () => {
    expect(printedPhoto('50x70', { width: 2000, height: 3000 }, true)).toMatchObject({
      aspect: 50 / 70,
      insetOfWidth: 0.05,
      landscape: false,
      borderCm: 2.5,
    });
    const wide = printedPhoto('50x70', { width: 3000, height: 2000 }, true);
    expect(wide.aspect).toBeCloseTo(70 / 50);
    expect(wide.insetOfWidth * 70).toBeCloseTo(0.05 * 50);
    expect(printedPhoto('50x70', { width: 3000, height: 2000 }, false).insetOfWidth).toBe(0);
  });

  it('prints a square photo on an upright sheet, and an unreadable size as 50 × 70', () => {
    expect(printedPhoto('30x40', { width: 3000, height: 3000 }, false)).toMatchObject({ aspect: 30 / 40, landscape: false });
    const photo = { width: 3000, height: 2000 };
    expect(printedPhoto('poster', photo, true)).toEqual(printedPhoto('50x70', photo, true));
  });

  it('cuts from the photo exactly what keeps the rest in the proportions of the sheet inside its border', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('21x30', '30x40', '50x70', '70x100', '100x140'),
        fc.integer({ min: 500, max: 9000 }),
        fc.integer({ min: 500, max: 9000 }),
        fc.boolean(),
        (size, width, height, margin) => {
          fc.pre(width !== height);
          const p = printedPhoto(size, { width, height }, margin);
          const [a, b] = size.split('x').map(Number) as [number, number];
          const [w, h] = p.landscape ? [Math.max(a, b), Math.min(a, b)] : [Math.min(a, b), Math.max(a, b)];
          const kept =
            (width * (p.trimmed.axis === 'width' ? 1 - p.trimmed.share : 1)) /
            (height * (p.trimmed.axis === 'height' ? 1 - p.trimmed.share : 1));
          expect(kept).toBeCloseTo((w - 2 * p.borderCm) / (h - 2 * p.borderCm), 6);
          expect(p.trimmed.share).toBeGreaterThanOrEqual(0);
          expect(p.trimmed.share).toBeLessThan(1);
        },
      ),
    );
  });
});
