import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOrder } from '../../src/domain/checkout';

describe('checkout order decision (spec §4, §8)', () => {
  it('creates an order when there is no stored id', () => {
    expect(decideOrder({ kind: 'no-order-id' })).toEqual({ kind: 'create' });
  });
  it('creates an order when the lookup fails', () => {
    expect(decideOrder({ kind: 'lookup-failed' })).toEqual({ kind: 'create' });
  });
  it('goes to confirmation when the order is checkout_complete', () => {
    expect(decideOrder({ kind: 'found', order: { id: 'o1', status: 'checkout_complete' } })).toEqual({
      kind: 'confirm',
      orderId: 'o1',
    });
  });
  it('updates any other found order', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, status) => {
        fc.pre(status !== 'checkout_complete');
        expect(decideOrder({ kind: 'found', order: { id, status } })).toEqual({ kind: 'update', orderId: id });
      }),
    );
  });
});
