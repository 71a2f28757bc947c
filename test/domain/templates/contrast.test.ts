/** Relative luminance and contrast as WCAG 2 computes them (contrast.ts): what the 4.5 : 1 text rule is measured with. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '../../../src/domain/templates/contrast';

const grey = (v: number) => `#${v.toString(16).padStart(2, '0').repeat(3)}`;

describe('relativeLuminance', () => {
  it('grows with every step of grey, from 0 for black to 1 for white, through the dark linear part', () => {
    for (let v = 0; v < 255; v++) expect(relativeLuminance(grey(v + 1))).toBeGreaterThan(relativeLuminance(grey(v)));
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 12);
    expect(relativeLuminance(grey(10))).toBeCloseTo(10 / 255 / 12.92, 12);
  });

  it('contrast is the same whichever colour is the text, and at least 1', () => {
    const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        expect(contrastRatio(a, b)).toBe(contrastRatio(b, a));
        expect(contrastRatio(a, b)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
