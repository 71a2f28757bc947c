/** The true-to-scale wall (spec §2): poster boxes on the 250 × 150 cm canvas, kept on the wall, in centimetres. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WALL_CANVAS_CM, clampToWall, posterBoxOnCanvas, positionInCm } from '../../src/domain';
import { wallSize } from '../../src/testing';

const percent = fc.double({ min: -50, max: 150, noNaN: true }).map((v) => v + 0); // no -0

describe('wall calibration (spec §2 "true-to-scale wall")', () => {
  it('a poster covers its centimetres of the canvas, turned on its side when landscape', () => {
    expect(posterBoxOnCanvas('50x70', true)).toEqual({ width: 20, height: (70 / 150) * 100 });
    fc.assert(
      fc.property(wallSize(), (size) => {
        const [w, h] = size.split('x').map(Number) as [number, number];
        const portrait = posterBoxOnCanvas(size, true);
        const landscape = posterBoxOnCanvas(size, false);
        expect((portrait.width * WALL_CANVAS_CM.width) / 100).toBeCloseTo(w, 9);
        expect((portrait.height * WALL_CANVAS_CM.height) / 100).toBeCloseTo(h, 9);
        expect((landscape.width * WALL_CANVAS_CM.width) / 100).toBeCloseTo(h, 9);
        expect((landscape.height * WALL_CANVAS_CM.height) / 100).toBeCloseTo(w, 9);
      }),
    );
  });

  it('a poster dragged anywhere stays wholly on the wall, and one already on it does not move', () => {
    fc.assert(
      fc.property(wallSize(), fc.boolean(), percent, percent, (size, portrait, top, left) => {
        const box = posterBoxOnCanvas(size, portrait);
        const kept = clampToWall({ top, left }, size, portrait);
        expect(kept.top).toBeGreaterThanOrEqual(0);
        expect(kept.left).toBeGreaterThanOrEqual(0);
        expect(kept.top + box.height).toBeLessThanOrEqual(100 + 1e-9);
        expect(kept.left + box.width).toBeLessThanOrEqual(100 + 1e-9);
        expect(clampToWall(kept, size, portrait)).toEqual(kept);
        const onWall = top >= 0 && left >= 0 && top + box.height <= 100 && left + box.width <= 100;
        if (onWall) expect(kept).toEqual({ top, left });
        // Off the wall on one side only: it stops at that edge.
        if (top < 0) expect(kept.top).toBe(0);
        if (left > 100) expect(kept.left).toBeCloseTo(100 - box.width, 9);
      }),
    );
  });

  it('a poster larger than the wall is held at the top-left corner', () => {
    expect(clampToWall({ top: 30, left: 30 }, '300x400', true)).toEqual({ top: 0, left: 0 });
  });

  it('the hanging guide gives the top-left in centimetres, to a millimetre', () => {
    expect(positionInCm({ top: 0, left: 0 })).toEqual({ x: 0, y: 0 });
    expect(positionInCm({ top: 100, left: 100 })).toEqual({ x: 250, y: 150 });
    expect(positionInCm({ top: 10.01, left: 33.333 })).toEqual({ x: 83.3, y: 15 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (top, left) => {
        const { x, y } = positionInCm({ top, left });
        expect(Math.abs(x - (left / 100) * WALL_CANVAS_CM.width)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(y - (top / 100) * WALL_CANVAS_CM.height)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(x * 10)).toBeCloseTo(x * 10, 9);
      }),
    );
  });
});
