/**
 * A frame line goes with its poster line (spec §3 "A frame is a separate line"; decisions in
 * src/domain/product/cart-frames.ts): whatever the shopper does to the lines, no frame is
 * left without its poster and no frame line holds more than its poster.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '../../src/domain/constants';
import {
  buildCartLines,
  framesOf,
  initialConfiguration,
  linkFrames,
  posterLineOf,
  removeCartLine,
  selectFrame,
  setCartLineQuantity,
  setQuantity,
  type CartLine,
} from '../../src/domain/product';
import { frame, product } from './builders';

const walnut = frame(30, ['50x70']);
const poster = product();

/** The two lines add-to-cart builds for a framed (or unframed) poster of `quantity`. */
const added = (n: number, quantity: number, framed: boolean): readonly CartLine[] => {
  let c = setQuantity(initialConfiguration(poster), quantity);
  if (framed) c = selectFrame(c, walnut.id);
  const built = buildCartLines(poster, c, [walnut], (i) => `p${n}-${i}`);
  if (!built.ok) throw new Error(built.error.code);
  return built.value;
};

type Step =
  | { readonly kind: 'add'; readonly quantity: number; readonly framed: boolean }
  | { readonly kind: 'set'; readonly at: number; readonly quantity: number }
  | { readonly kind: 'remove'; readonly at: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), quantity: fc.integer({ min: 1, max: 5 }), framed: fc.boolean() }),
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), quantity: fc.integer({ min: 0, max: CART_MAX_QUANTITY }) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

const apply = (lines: readonly CartLine[], s: Step, n: number): readonly CartLine[] => {
  if (s.kind === 'add') return [...lines, ...added(n, s.quantity, s.framed)];
  const target = lines[s.at % Math.max(1, lines.length)];
  if (!target) return lines;
  return s.kind === 'set' ? setCartLineQuantity(lines, target.uuid, s.quantity) : removeCartLine(lines, target.uuid);
};

const frames = (lines: readonly CartLine[]) => lines.filter((l) => l.type === walnut.type);

describe('a frame line belongs to its poster line', () => {
  it('after any sequence of adds, quantity changes and removals, every frame has its poster and never more units', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const lines = steps.reduce(apply, [] as readonly CartLine[]);
        for (const f of frames(lines)) {
          const owner = lines.find((l) => l.uuid === f.posterLineId);
          expect(owner?.type).toBe(poster.type);
          expect(f.quantity).toBeLessThanOrEqual(owner!.quantity);
        }
      }),
    );
  });

  it('removing a poster, or pressing − down to 0, takes its frame with it and leaves other lines alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.boolean(), (quantity, byRemove) => {
        const lines = [...added(1, quantity, true), ...added(2, 1, true)];
        const gone = byRemove
          ? removeCartLine(lines, 'p1-0')
          : Array.from({ length: quantity }).reduce<readonly CartLine[]>(
              (acc) => setCartLineQuantity(acc, 'p1-0', acc.find((l) => l.uuid === 'p1-0')!.quantity - 1),
              lines,
            );
        expect(gone.map((l) => l.uuid)).toEqual(['p2-0', 'p2-1']);
      }),
    );
  });

  it("a poster's frame follows its quantity, and a frame removed alone leaves the poster", () => {
    const lines = added(1, 2, true);
    expect(framesOf(setCartLineQuantity(lines, 'p1-0', 3), 'p1-0').map((l) => l.quantity)).toEqual([3]);
    expect(framesOf(setCartLineQuantity(lines, 'p1-0', 1), 'p1-0').map((l) => l.quantity)).toEqual([1]);
    expect(setCartLineQuantity(lines, 'p1-1', 9).find((l) => l.uuid === 'p1-1')!.quantity).toBe(2);
    expect(removeCartLine(lines, 'p1-1').map((l) => l.uuid)).toEqual(['p1-0']);
  });

  it("a poster's frames move by the poster's step, within its quantity; other lines and unknown ids change nothing", () => {
    const two = [...added(1, 4, true), ...added(2, 3, true)];
    const fewer = setCartLineQuantity(two, 'p1-1', 1);
    const quantities = (ls: readonly CartLine[]) => ls.map((l) => [l.uuid, l.quantity]);
    expect(quantities(fewer)).toEqual([
      ['p1-0', 4],
      ['p1-1', 1],
      ['p2-0', 3],
      ['p2-1', 3],
    ]);
    // One more poster is one more frame, not as many frames as posters.
    expect(quantities(setCartLineQuantity(fewer, 'p1-0', 5))).toEqual([
      ['p1-0', 5],
      ['p1-1', 2],
      ['p2-0', 3],
      ['p2-1', 3],
    ]);
    expect(setCartLineQuantity(two, 'p1-1', 9).find((l) => l.uuid === 'p1-1')!.quantity).toBe(4);
    expect(setCartLineQuantity(two, 'no-such-line', 3)).toEqual(two);
  });

  it('a frame belongs to the poster it names, and a poster lists only its own frames', () => {
    const two = [...added(1, 1, true), ...added(2, 1, true)];
    // The second poster's frame named the first poster: it stays with the one it names.
    const moved = two.map((l) => (l.uuid === 'p2-1' ? { ...l, posterLineId: 'p1-0' } : l));
    expect(posterLineOf(moved, moved[3]!)?.uuid).toBe('p1-0');
    expect(framesOf(two, 'p1-0').map((l) => l.uuid)).toEqual(['p1-1']);
    // A saved frame under another frame still belongs to the poster above both.
    const legacy = [...added(1, 1, true), added(2, 1, true)[1]!].map(({ posterLineId: _, ...l }) => l);
    expect(posterLineOf(legacy, legacy[2]!)?.uuid).toBe('p1-0');
    // A frame saved with more units than its poster holds no more than the poster.
    const over = added(1, 2, true).map(({ posterLineId: _, ...l }) => (l.uuid === 'p1-1' ? { ...l, quantity: 5 } : l));
    expect(linkFrames(over).map((l) => l.quantity)).toEqual([2, 2]);
  });

  it('a cart saved before frames named their poster links each frame to the poster line above it', () => {
    const legacy = [...added(1, 1, true), ...added(2, 1, true)].map(({ posterLineId: _, ...l }) => l);
    expect(linkFrames(legacy).map((l) => l.posterLineId ?? null)).toEqual([null, 'p1-0', null, 'p2-0']);
    expect(posterLineOf(legacy, legacy[3]!)?.uuid).toBe('p2-0');
    expect(linkFrames(legacy.slice(1)).map((l) => l.uuid)).toEqual(['p2-0', 'p2-1']);
  });
});
