import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOW_PRINT_DPI, frameLineOf, isLowDpi, lineNumber, printEntryName } from '../../src/domain/backoffice';
import { PRODUCT_TYPE } from '../../src/domain/product/model';

const poster = { type: PRODUCT_TYPE.poster, name: 'Old Harbour' };
const frame = { type: PRODUCT_TYPE.frame, name: 'Oak frame' };
const card = { type: PRODUCT_TYPE.giftCard, name: 'Gift card' };

describe('which frame goes round which poster', () => {
  it('is the frame line right after a poster', () => {
    expect(frameLineOf([poster, frame], 0)).toBe(1);
    expect(frameLineOf([card, poster, frame, poster], 1)).toBe(2);
  });
  it('is none for a poster followed by another poster, a gift card or nothing', () => {
    expect(frameLineOf([poster, poster, frame], 0)).toBeNull();
    expect(frameLineOf([poster, card], 0)).toBeNull();
    expect(frameLineOf([poster], 0)).toBeNull();
  });
  it('is none for a line that is not a poster, and for a position outside the order', () => {
    expect(frameLineOf([frame, frame], 0)).toBeNull();
    expect(frameLineOf([card, frame], 0)).toBeNull();
    expect(frameLineOf([poster, frame], 2)).toBeNull();
    expect(frameLineOf([poster, frame], -1)).toBeNull();
  });
  it('never gives one frame to two posters, and only ever a frame line', () => {
    const line = fc.constantFrom(poster, frame, card);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const framed = lines.map((_, i) => frameLineOf(lines, i)).filter((f) => f !== null);
        expect(new Set(framed).size).toBe(framed.length);
        for (const f of framed) expect(lines[f]!.type).toBe(PRODUCT_TYPE.frame);
      }),
    );
  });
});

describe('a print file’s name', () => {
  it('is order, line from 1, SKU and size', () => {
    expect(printEntryName('Ab3_x-9', 0, 'OH-3040', '30x40')).toBe('Ab3_x-9-1-OH-3040-30x40.jpg');
    expect(lineNumber(4)).toBe(5);
  });
  it('turns every run of unsafe characters into one hyphen', () => {
    expect(printEntryName('o/1', 2, 'A B../C', '50 × 70')).toBe('o-1-3-A-B-C-50-70.jpg');
    expect(printEntryName('o', 0, 'Å', 'x')).toBe('o-1---x.jpg');
  });
  it('holds only safe characters, whatever the SKU and size', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(200), fc.string(), fc.string(), (order, line, sku, size) => {
        expect(printEntryName(order, line, sku, size)).toMatch(/^[A-Za-z0-9_-]*\.jpg$/);
      }),
    );
  });
});

describe('a coarse print', () => {
  it('is flagged below 150 dpi and not at it', () => {
    expect(LOW_PRINT_DPI).toBe(150);
    expect(isLowDpi(149)).toBe(true);
    expect(isLowDpi(150)).toBe(false);
    expect(isLowDpi(60)).toBe(true);
    expect(isLowDpi(300)).toBe(false);
  });
});
