import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { networkOf } from '../../server/http/client-network';

/** Limits per network (docs/rules/gift-cards-and-coupons.md#guessing-limit, docs/rules/uploads.md#rate-and-storage): IPv4 /24, IPv6 /56, whatever way an address is written. */
const hextets = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
const full = (h: readonly number[]) => h.map((x) => x.toString(16)).join(':');

describe('networkOf', () => {
  it.each([
    ['2001:db8::1:2:3:4', '2001:db8:0:1::1'],
    ['2001:db8:0:ff::1', '2001:db8::1'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::abcd'],
    ['192.0.2.77', '192.0.2.1'],
    ['::ffff:192.0.2.77', '192.0.2.1'],
  ])('puts %s and %s in one network', (a, b) => {
    expect(networkOf(a)).toBe(networkOf(b));
  });

  it.each([
    ['2001:db8:0:100::1', '2001:db8::1'],
    ['2001:db8:1:2b00::1', '2001:db8:1:2a00::1'],
    ['192.0.3.1', '192.0.2.1'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(networkOf(a)).not.toBe(networkOf(b));
  });

  it('gives two IPv6 addresses one network exactly when their first 56 bits agree', () => {
    const first56 = (h: readonly number[]) => [h[0], h[1], h[2], h[3]! >> 8].join(':');
    fc.assert(
      fc.property(hextets, hextets, fc.integer({ min: 0, max: 8 }), (a, b, keep) => {
        const mixed = [...a.slice(0, keep), ...b.slice(keep)]; // shares a's first `keep` hextets
        expect(networkOf(full(a)) === networkOf(full(mixed))).toBe(first56(a) === first56(mixed));
      }),
    );
  });

  it('gives the same answer for every spelling of one address (compressed or not)', () => {
    fc.assert(
      fc.property(hextets, (h) => {
        const compressed = full(h).replace(/(^|:)0(:0)+(:|$)/, '::');
        expect(networkOf(compressed)).toBe(networkOf(full(h)));
      }),
    );
  });

  it('bounds what it keeps of something that is not an address', () => {
    expect(networkOf('x'.repeat(1000)).length).toBeLessThan(80);
  });
});
