import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCartLines,
  initialConfiguration,
  optionNameForLabel,
  orientedSizeLabel,
  productOrientation,
  selectFrame,
  selectSize,
} from '../../src/domain/product';
import { parsePrintSize } from '../../src/domain/print';
import { frame, product, variation } from './builders';

/** Landscape posters are offered as landscape sizes (spec §3 "Size option", §2 "Standard poster"). */
describe('size labels follow the poster orientation', () => {
  it.each([
    ['50x70', 'landscape', '70x50'],
    ['13x18', 'landscape', '18x13'],
    ['70x100', 'landscape', '100x70'],
    ['50x70', 'portrait', '50x70'],
    ['40x40', 'landscape', '40x40'],
    ['not a size', 'landscape', 'not a size'],
  ] as const)('%s on a %s poster reads %s', (label, orientation, shown) => {
    expect(orientedSizeLabel(label, orientation)).toBe(shown);
  });

  it('a poster is landscape only when its metadata says portrait: false', () => {
    expect(productOrientation({ portrait: false })).toBe('landscape');
    expect(productOrientation({ portrait: true })).toBe('portrait');
    expect(productOrientation({})).toBe('portrait');
  });

  const sides = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }));
  it('landscape labels put the long side first, portrait labels last, both keep the two sides', () => {
    fc.assert(
      fc.property(sides, ([w, h]) => {
        const landscape = parsePrintSize(orientedSizeLabel(`${w}x${h}`, 'landscape'));
        const portrait = parsePrintSize(orientedSizeLabel(`${w}x${h}`, 'portrait'));
        if (!landscape.ok || !portrait.ok) return false;
        return (
          landscape.value.widthCm >= landscape.value.heightCm &&
          portrait.value.widthCm <= portrait.value.heightCm &&
          landscape.value.widthCm === portrait.value.heightCm &&
          landscape.value.heightCm === portrait.value.widthCm &&
          [w, h].sort().join() === [portrait.value.widthCm, portrait.value.heightCm].sort().join()
        );
      }),
    );
  });

  it('a landscape label the shopper used (?size=70x50) finds the portrait-named option', () => {
    const options = ['30x40', '50x70', '13x18'];
    expect(optionNameForLabel(options, '70x50', 'landscape')).toBe('50x70');
    expect(optionNameForLabel(options, '50x70', 'landscape')).toBe('50x70');
    expect(optionNameForLabel(options, '70x50', 'portrait')).toBe('70x50');
  });
});

describe('a cart line reads its size as the product page offers it', () => {
  it('a landscape poster and its frame read 100x70 in the cart, as on the product page', () => {
    const landscape = product({ metadata: { portrait: false }, variations: [variation('70x100', 9900, { id: 14 })] });
    const oak = frame(20, ['70x100']);
    const c = selectFrame(selectSize(initialConfiguration(landscape), '70x100'), oak.id);
    const built = buildCartLines(landscape, c, [oak], (i) => `l${i}`);
    expect(built.ok && built.value.map((l) => l.variationName)).toEqual(['100x70', '100x70']);
  });
});
