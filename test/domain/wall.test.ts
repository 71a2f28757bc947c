import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WALL_LAYOUT_COUNT, WALL_SIZES } from '../../src/domain/constants';
import type { Product } from '../../src/domain/product';
import {
  WALL_LAYOUTS,
  canGoNext,
  canGoPrevious,
  chooseFrame,
  chooseStep,
  closePicker,
  decideShare,
  frameIndexForSize,
  isPickerStep,
  isWallSize,
  layoutById,
  nextStep,
  previousStep,
  reconcileSavedPosters,
  slotBox,
  toSavedWall,
  wallCartLines,
  type DesignerStep,
  type SlotBox,
  type WallPoster,
} from '../../src/domain/wall';
import { eur, frame, product, variation } from './builders';

const overlaps = (a: SlotBox, b: SlotBox): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('layouts (spec §2, §9)', () => {
  it('there are 9, with ids 1–9', () => {
    expect(WALL_LAYOUTS).toHaveLength(WALL_LAYOUT_COUNT);
    expect(WALL_LAYOUTS.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(WALL_LAYOUTS.map((l) => l.name)).toEqual([
      'duo',
      'trio',
      'grid-four',
      'grid-six',
      'symmetry',
      'centerpiece',
      'feature-left',
      'ascending',
      'mosaic',
    ]);
    expect(layoutById(5)?.name).toBe('symmetry');
    expect(layoutById(10)).toBeUndefined();
  });
  it('every layout uses wall sizes only, stays inside the canvas and has no overlaps', () => {
    for (const l of WALL_LAYOUTS) {
      expect(l.slots.length).toBeGreaterThanOrEqual(2);
      const boxes = l.slots.map((s) => slotBox(s));
      for (const s of l.slots) expect(WALL_SIZES).toContain(s.size);
      for (const b of boxes) {
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.top).toBeGreaterThanOrEqual(0);
        expect(b.left + b.width).toBeLessThanOrEqual(100);
        expect(b.top + b.height).toBeLessThanOrEqual(100);
      }
      boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlaps(a, b), l.name).toBe(false)));
    }
  });
  it('slot boxes follow the size on a 250 × 150 cm canvas; landscape turns sideways', () => {
    const slot = { top: 10, left: 20, size: '50x70' as const };
    const portrait = slotBox(slot);
    const landscape = slotBox(slot, false);
    expect([portrait.top, portrait.left, landscape.top, landscape.left]).toEqual([10, 20, 10, 20]);
    expect(portrait.width).toBeCloseTo(20);
    expect(portrait.height).toBeCloseTo(46.667, 3);
    expect(landscape.width).toBeCloseTo(28);
    expect(landscape.height).toBeCloseTo(33.333, 3);
  });
  it('knows the wall sizes', () => {
    expect(isWallSize('70x100')).toBe(true);
    expect(isWallSize('13x18')).toBe(false);
  });
});

describe('designer steps (spec §4)', () => {
  const stepArb = fc.constantFrom<DesignerStep>(0, 1, 2, 3, 4);
  it('Next is offered below 4 and moves forward; Previous above 1 and moves back', () => {
    expect([0, 1, 2, 3, 4].map((s) => canGoNext(s as DesignerStep))).toEqual([true, true, true, true, false]);
    expect([0, 1, 2, 3, 4].map((s) => canGoPrevious(s as DesignerStep))).toEqual([false, false, true, true, true]);
    expect(nextStep(0)).toBe(1);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(4)).toBe(3);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
    expect(previousStep(0)).toBe(0);
  });
  it('steps stay within 0–4 and Previous never reaches the overview', () => {
    fc.assert(
      fc.property(stepArb, fc.array(fc.boolean()), (start, moves) => {
        let step = start;
        for (const forward of moves) {
          const before = step;
          step = forward ? nextStep(step) : previousStep(step);
          expect(step).toBeGreaterThanOrEqual(0);
          expect(step).toBeLessThanOrEqual(4);
          // Previous from a picker step (1–4) stays on a picker step.
          expect(step).toBeGreaterThanOrEqual(!forward && before > 0 ? 1 : 0);
        }
      }),
    );
  });
  it('a step is chosen from the overview; pickers close to 0', () => {
    expect(chooseStep(0, 3)).toBe(3);
    expect(chooseStep(0, 4)).toBe(4);
    expect(chooseStep(0, 1)).toBe(1);
    expect(chooseStep(0, 0)).toBe(0);
    expect(chooseStep(0, 5)).toBe(0);
    expect(chooseStep(0, 2.5)).toBe(0);
    expect(chooseStep(2, 4)).toBe(2);
    expect(closePicker()).toBe(0);
    expect(isPickerStep(1) && isPickerStep(4) && !isPickerStep(0)).toBe(true);
  });
});

const poster = (over: Partial<WallPoster> = {}): WallPoster => ({
  size: '50x70',
  portrait: true,
  position: { top: 10, left: 10 },
  product: null,
  frame: null,
  frameIndex: null,
  ...over,
});
const poster1 = product({ id: 1, metadata: { frameType: 'wood' } });
const poster2 = product({ id: 2, metadata: { frameType: 'wood' } });
const poster3 = product({ id: 3, metadata: { frameType: 'metal' } });
const oak = frame(7, ['30x40', '50x70'], { metadata: { frameType: 'wood' } });
const ash = frame(8, ['50x70', '30x40'], { metadata: { frameType: 'wood' } });
const small = frame(9, ['30x40'], { metadata: { frameType: 'wood' } });

describe('frame choice (spec §4 "Frame picker")', () => {
  const wall = {
    posters: [poster({ product: poster1 }), poster({ product: poster2, size: '30x40' }), poster({ product: poster3 }), poster()],
    activeIndex: 0,
    frameChosen: false,
  };
  it('the first choice frames every filled poster of the same frame type', () => {
    const s = chooseFrame(wall, oak);
    expect(s.frameChosen).toBe(true);
    expect(s.posters.map((p) => p.frame?.id ?? null)).toEqual([7, 7, null, null]);
    expect(s.posters.map((p) => p.frameIndex)).toEqual([1, 0, null, null]);
  });
  it('later choices frame the active poster only', () => {
    const s = chooseFrame({ ...chooseFrame(wall, oak), activeIndex: 1 }, ash);
    expect(s.posters.map((p) => p.frame?.id ?? null)).toEqual([7, 8, null, null]);
    expect(s.posters[1]?.frameIndex).toBe(1);
  });
  it('the active poster is framed even when its own frame type differs', () => {
    const s = chooseFrame({ ...wall, activeIndex: 2 }, oak);
    expect(s.posters.map((p) => p.frame?.id ?? null)).toEqual([7, 7, 7, null]);
  });
  it('posters and frames without a frame type count as the same type', () => {
    const plain = [
      poster({ product: product({ id: 4 }) }),
      poster({ product: product({ id: 5 }) }),
      poster({ product: poster1 }),
    ];
    const s = chooseFrame({ posters: plain, activeIndex: 0, frameChosen: false }, frame(6, ['50x70']));
    expect(s.posters.map((p) => p.frame?.id ?? null)).toEqual([6, 6, null]);
  });
  it('a frame that does not fit the active size changes nothing', () => {
    expect(chooseFrame(wall, small)).toBe(wall);
  });
  it('the first choice skips same-type posters the frame has no size for', () => {
    const s = chooseFrame({ ...wall, activeIndex: 1 }, small);
    expect(s.posters.map((p) => p.frame?.id ?? null)).toEqual([null, 9, null, null]);
  });
  it('removing the frame touches the active poster only and is not a first choice', () => {
    const framed = chooseFrame(wall, oak);
    const s = chooseFrame({ ...framed, frameChosen: false }, null);
    expect(s.posters.map((p) => p.frame?.id ?? null)).toEqual([null, 7, null, null]);
    expect(s.posters[0]?.frameIndex).toBeNull();
    expect(s.frameChosen).toBe(false);
  });
  it('no active or an empty active poster changes nothing', () => {
    expect(chooseFrame({ ...wall, activeIndex: null }, oak)).toEqual({ ...wall, activeIndex: null });
    expect(chooseFrame({ ...wall, activeIndex: 3 }, oak)).toEqual({ ...wall, activeIndex: 3 });
    expect(chooseFrame({ ...wall, activeIndex: 9 }, oak)).toEqual({ ...wall, activeIndex: 9 });
  });
});

describe('frame index from size (spec §3)', () => {
  it('is the index of the frame variation whose option_name equals the size', () => {
    expect(frameIndexForSize(ash, '50x70')).toBe(0);
    expect(frameIndexForSize(ash, '30x40')).toBe(1);
    expect(frameIndexForSize(ash, '70x100')).toBeNull();
  });
});

describe('saved-wall reconciliation (spec §4)', () => {
  const products: readonly Product[] = [poster1, poster2];
  const saved = (over: object) => ({
    productId: 1,
    size: '50x70',
    frameId: null,
    portrait: true,
    position: { top: 1, left: 2 },
    ...over,
  });
  it('skips a poster without a product', () => {
    expect(reconcileSavedPosters([saved({ productId: null }), saved({ productId: 42 })], products, [oak])).toEqual([]);
  });
  it('skips a poster whose product has no variation of its size', () => {
    expect(reconcileSavedPosters([saved({ size: '70x100' })], products, [oak])).toEqual([]);
  });
  it('keeps a known frame that has the size, with its index', () => {
    const [p] = reconcileSavedPosters([saved({ frameId: 7 })], products, [oak]);
    expect(p).toEqual({
      size: '50x70',
      portrait: true,
      position: { top: 1, left: 2 },
      product: poster1,
      frame: oak,
      frameIndex: 1,
    });
  });
  it('drops an unknown frame and a frame without that size', () => {
    const r = reconcileSavedPosters([saved({ frameId: 99 }), saved({ productId: 2, frameId: 9 })], products, [oak, small]);
    expect(r.map((p) => [p.product?.id, p.frame])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(r.map((p) => p.frameIndex)).toEqual([null, null]);
  });
  it('sharing then loading gives back the filled posters', () => {
    const productArb = fc.constantFrom(poster1, poster2, poster3);
    const posterArb = fc
      .record({
        product: fc.option(productArb, { nil: null }),
        frame: fc.option(fc.constantFrom(oak, ash), { nil: null }),
        size: fc.constantFrom('30x40', '50x70'),
        portrait: fc.boolean(),
      })
      .map(({ product: pr, frame: fr, size, portrait }) =>
        poster({ product: pr, frame: fr, size, portrait, frameIndex: fr ? frameIndexForSize(fr, size) : null }),
      );
    fc.assert(
      fc.property(fc.array(posterArb, { maxLength: 6 }), (posters) => {
        const shared = toSavedWall(3, { idx: 2, url: 'env.webp' }, posters);
        expect(shared.layout).toBe(3);
        expect(reconcileSavedPosters(shared.posters, [poster1, poster2, poster3], [oak, ash])).toEqual(
          posters.filter((p) => p.product),
        );
      }),
    );
  });
});

describe('share (spec §4 "Sharing")', () => {
  it('is ignored while a share is in progress', () => {
    expect(decideShare(true, [poster({ product: poster1 })])).toEqual({ kind: 'ignore' });
  });
  it('posts only when a poster is on the wall', () => {
    expect(decideShare(false, [poster()])).toEqual({ kind: 'start', post: false });
    expect(decideShare(false, [poster(), poster({ product: poster1 })])).toEqual({ kind: 'start', post: true });
  });
});

describe('wall add-to-cart (spec §3, §9)', () => {
  const ids = (i: number) => `w${i}`;
  it('poster lines with margin true and quantity 1, each followed by its frame line', () => {
    const r = wallCartLines(
      [poster({ product: poster1, frame: oak, frameIndex: 1 }), poster(), poster({ product: poster2, size: '30x40' })],
      ids,
    );
    if (!r.ok) throw new Error('expected lines');
    expect(r.value.map((l) => [l.uuid, l.productId, l.margin, l.blackAndWhite, l.quantity, l.price.amount])).toEqual([
      ['w0', 1, true, false, 1, 4900],
      ['w1', 7, undefined, undefined, 1, 1100],
      ['w2', 2, true, false, 1, 2900],
    ]);
  });
  it('a product or frame without the slot size is an error value', () => {
    expect(wallCartLines([poster({ product: poster1, size: '70x100' })], ids)).toEqual({
      ok: false,
      error: { code: 'WALL.SIZE_UNAVAILABLE', productId: 1, size: '70x100' },
    });
    expect(wallCartLines([poster({ product: poster1, frame: small })], ids)).toEqual({
      ok: false,
      error: { code: 'WALL.SIZE_UNAVAILABLE', productId: 9, size: '50x70' },
    });
  });
  it('one line per filled poster plus one per frame, all quantity 1', () => {
    const posterArb = fc
      .record({ filled: fc.boolean(), framed: fc.boolean() })
      .map(({ filled, framed }) => poster({ product: filled ? poster1 : null, frame: framed ? oak : null }));
    fc.assert(
      fc.property(fc.array(posterArb, { maxLength: 8 }), (posters) => {
        const r = wallCartLines(posters, ids);
        const filled = posters.filter((p) => p.product);
        expect(r.ok && r.value.length).toBe(filled.length + filled.filter((p) => p.frame).length);
        expect(r.ok && r.value.every((l) => l.quantity === 1 && l.price.currency === 'EUR')).toBe(true);
      }),
    );
  });
  it('uses the variation price of the slot size', () => {
    const priced = product({ id: 5, variations: [variation('40x50', 3900)] });
    const r = wallCartLines([poster({ product: priced, size: '40x50' })], ids);
    expect(r.ok && r.value[0]?.price).toEqual(eur(3900));
  });
});
