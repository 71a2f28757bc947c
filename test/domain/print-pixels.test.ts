import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LARGEST_PRINT_SIZE, MAX_PRINT_PIXELS, printPixels, requiredPixels } from '../../src/domain/print';
import { POSTER_SIZES } from '../../src/domain/pricing/standard-prices';

describe('print pixels: 300 dpi of the ordered size, the largest size bounds every image', () => {
  it('70 × 100 cm is the largest size sold: 8268 × 11811 px, about 97.7 megapixels', () => {
    expect(LARGEST_PRINT_SIZE).toBe('70x100');
    expect(printPixels('70x100')).toEqual({ width: 8268, height: 11811 });
    expect(MAX_PRINT_PIXELS).toBe(8268 * 11811);
  });

  it('no size sold needs more pixels than the limit, in print or by the 47 px/cm upload rule', () => {
    for (const size of POSTER_SIZES) {
      const p = printPixels(size)!;
      expect(p.width * p.height).toBeLessThanOrEqual(MAX_PRINT_PIXELS);
      const needed = requiredPixels(size, 'portrait');
      expect(needed.ok && needed.value.width * needed.value.height).toBeLessThanOrEqual(MAX_PRINT_PIXELS);
    }
  });

  it('a turned label names the same sheet, short side first; a malformed one is null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (a, b) => {
        expect(printPixels(`${a}x${b}`)).toEqual(printPixels(`${b}x${a}`));
        const p = printPixels(`${a}x${b}`)!;
        expect(p.width).toBeLessThanOrEqual(p.height);
      }),
    );
    expect(printPixels('big')).toBeNull();
  });
});
