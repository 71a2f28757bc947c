import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCROLL_MEMORY, rememberScroll, scrollTargetOf } from '../../src/application/routing/scroll-memory';

/** Scroll position across in-shop navigation (docs/rules/shop-wide.md#layout "Layout", kept-alive pages). */
describe('scroll memory', () => {
  it('a link opens every page at its top, even one visited and scrolled before', () => {
    const memory = rememberScroll(EMPTY_SCROLL_MEMORY, '/product-tag/pastel', 2400);
    expect(scrollTargetOf(memory, '/product-tag/pastel', 'push')).toBe(0);
    expect(scrollTargetOf(memory, '/product/silver-sea', 'push')).toBe(0);
  });
  it('back and forward return to the last position of that page, or the top of an unknown one', () => {
    let memory = rememberScroll(EMPTY_SCROLL_MEMORY, '/', 1800);
    memory = rememberScroll(memory, '/product-tag/pastel', 600);
    memory = rememberScroll(memory, '/', 900);
    expect(scrollTargetOf(memory, '/', 'pop')).toBe(900);
    expect(scrollTargetOf(memory, '/product-tag/pastel', 'pop')).toBe(600);
    expect(scrollTargetOf(memory, '/artists', 'pop')).toBe(0);
  });
  it('remembers whole, non-negative pixels, one position per page', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('/a', '/b', '/c'), fc.double({ min: -50, max: 1e5, noNaN: true }))),
        (writes) => {
          const memory = writes.reduce((m, [k, y]) => rememberScroll(m, k, y), EMPTY_SCROLL_MEMORY);
          for (const key of ['/a', '/b', '/c']) {
            const last = writes.filter(([k]) => k === key).at(-1)?.[1];
            const target = scrollTargetOf(memory, key, 'pop');
            expect(Number.isInteger(target) && target >= 0).toBe(true);
            // The last write for this page decides: never a page's older position, nor another page's.
            if (last === undefined || last < 0) expect(target).toBe(0);
            else expect(Math.abs(target - last)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });
});
