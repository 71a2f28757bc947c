import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keepAlive } from '../../src/application/routing/keep-alive';
import { PAGE_CACHE_MAX } from '../../src/domain/constants';
import type { Route } from '../../src/application/routing/routes';

const visit = (key: string, route: Route = { name: 'page', path: key }) => ({ key, route });

describe('kept-alive pages (docs/rules/shop-wide.md#kept-alive-pages page cache max 4)', () => {
  it('keeps at most four, the current one last, dropping the oldest', () => {
    const keys = ['a', 'b', 'c', 'd', 'e'].reduce((vs, k) => keepAlive(vs, visit(k)), [] as ReturnType<typeof visit>[]);
    expect(keys.map((v) => v.key)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('a revisited page moves to the end and keeps its own state object', () => {
    const a = visit('a');
    const vs = [a, visit('b'), visit('c')];
    const next = keepAlive(vs, visit('a'));
    expect(next.map((v) => v.key)).toEqual(['b', 'c', 'a']);
    expect(next[2]).toBe(a);
  });

  it('never keeps checkout or confirmation once left', () => {
    const vs = [
      visit('x'),
      visit('/checkout', { name: 'checkout', orderId: null }),
      visit('/checkout/confirmation/1', { name: 'confirmation', orderId: '1' }),
    ];
    expect(keepAlive(vs, visit('y')).map((v) => v.key)).toEqual(['x', 'y']);
  });

  it('for any visit sequence: at most 4, unique keys, last visit last', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 30 }), (keys) => {
        const vs = keys.reduce((acc, k) => keepAlive(acc, visit(k)), [] as ReturnType<typeof visit>[]);
        expect(vs.length).toBeLessThanOrEqual(PAGE_CACHE_MAX);
        expect(new Set(vs.map((v) => v.key)).size).toBe(vs.length);
        expect(vs[vs.length - 1]!.key).toBe(keys[keys.length - 1]);
      }),
    );
  });
});
