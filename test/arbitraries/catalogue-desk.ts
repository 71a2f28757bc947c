import fc from 'fast-check';
import type * as C from '../../src/adapters/http/contract/index.js';

/** Arbitraries of the back office's catalogue wire types (src/adapters/http/contract/catalogue-desk.ts), JSON-safe. */
const text = fc.string({ maxLength: 12 });
const n = fc.nat({ max: 10_000_000 });
const iso = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString());
const nullable = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(a, { nil: null });
const list = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T[]> => fc.array(a, { maxLength: 3 });
const amount = fc.record({ currency: text, amount: n });
const kind = fc.constantFrom('percentage' as const, 'fixed' as const);

export const adminCoupon: fc.Arbitrary<C.AdminCoupon> = fc.record({
  id: n,
  code: text,
  kind,
  percent: nullable(fc.integer({ min: 1, max: 10_000 }).map((b) => b / 100)),
  amounts: list(amount),
  valid_from: nullable(iso),
  valid_until: nullable(iso),
  single_use: fc.boolean(),
  state: fc.constantFrom('active' as const, 'ended' as const, 'scheduled' as const),
  uses: n,
  created_at: iso,
});
export const createCouponRequest: fc.Arbitrary<C.CreateCouponRequest> = fc
  .tuple(
    fc.record({ code: text, kind }),
    fc.record({ percent: n, amounts: list(amount), valid_until: nullable(iso) }, { requiredKeys: [] }),
  )
  .map(([a, b]) => ({ ...a, ...b }));
export const adminGiftCard: fc.Arbitrary<C.AdminGiftCard> = fc.record({
  code: text,
  initial_amount: n,
  balance: n,
  currency: text,
  issued_for_order: nullable(text),
  created_at: iso,
  voided_at: nullable(iso),
  history: list(
    fc.record({
      kind: fc.constantFrom('paid' as const, 'refunded' as const, 'voided' as const),
      order_id: nullable(text),
      amount: n,
      at: iso,
    }),
  ),
});
export const adminArtist: fc.Arbitrary<C.AdminArtist> = fc.record({
  id: n,
  slug: text,
  alias: text,
  name: text,
  email: text,
  country: text,
  selling_enabled: fc.boolean(),
  product_limit: n,
  membership_level: fc.integer({ min: 1, max: 4 }),
  posters: n,
});
export const artistSettingsRequest: fc.Arbitrary<C.ArtistSettingsRequest> = fc.record(
  { selling_enabled: fc.boolean(), product_limit: n, membership_level: fc.integer({ min: 1, max: 4 }) },
  { requiredKeys: [] },
);
