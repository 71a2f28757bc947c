import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOrder, isOrderId } from '../../src/domain/checkout';

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

describe('the shape of an order id (spec §7)', () => {
  it('accepts 16 to 64 URL-safe characters, as the checkout makes them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), (id) => {
        expect(isOrderId(id)).toBe(true);
      }),
    );
  });
  it('refuses an id too short, too long, or holding a character that is not URL-safe', () => {
    for (const id of [
      'a'.repeat(15),
      'a'.repeat(65),
      '',
      `${'a'.repeat(16)}/`,
      `../${'a'.repeat(16)}`,
      `${'a'.repeat(16)}\n`,
      `${'a'.repeat(8)}.${'a'.repeat(8)}`,
    ])
      expect(isOrderId(id), id).toBe(false);
  });
  it('refuses anything with a character outside base64url, wherever it stands', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{8,30}$/),
        fc.constantFrom('.', '/', ' ', '%', '+', '=', '\n', 'é'),
        fc.stringMatching(/^[A-Za-z0-9_-]{8,30}$/),
        (a, c, b) => {
          expect(isOrderId(a + c + b)).toBe(false);
        },
      ),
    );
  });
});
