import * as t from 'io-ts';
import { nullable } from './nullable.js';

/**
 * The back office's catalogue side, under /api/admin/* with the staff guard:
 *
 * GET  /api/admin/coupons           ?page                        → AdminCouponList + X-Total-Count (admins)
 * POST /api/admin/coupons           CreateCouponRequest          → AdminCoupon (409 for a code in use, 400 with the rule)
 * POST /api/admin/coupons/{id}/expire                            → AdminCoupon (409 when it has ended already)
 * GET  /api/admin/gift-cards/{code}                              → AdminGiftCard (any case, spaces or hyphens)
 * POST /api/admin/gift-cards/{code}/void                         → AdminGiftCard (409 when voided already)
 * GET  /api/admin/artists           ?q&page                      → AdminArtistList + X-Total-Count (admins)
 * PATCH /api/admin/artists/{id}     ArtistSettingsRequest        → AdminArtist
 * GET  /api/admin/review/queue                                   → ReviewQueue (reviewers and admins)
 * POST /api/admin/review/products/{id}/approve                   → SuccessAnswer
 * POST /api/admin/review/products/{id}/deny     DenyRequest      → SuccessAnswer
 */
const CouponKind = t.keyof({ percentage: null, fixed: null }, 'CouponKind');
const CouponStateCodec = t.keyof({ active: null, ended: null, scheduled: null }, 'CouponState');
const CurrencyAmount = t.strict({ currency: t.string, amount: t.number }, 'CurrencyAmount');

export const AdminCoupon = t.strict(
  {
    id: t.number,
    code: t.string,
    kind: CouponKind,
    percent: nullable(t.number),
    /** Fixed coupons: the EUR amount first, then the amounts staff named for other currencies. */
    amounts: t.array(CurrencyAmount),
    valid_from: nullable(t.string),
    valid_until: nullable(t.string),
    single_use: t.boolean,
    state: CouponStateCodec,
    /** Paid orders that used the code (entered it at checkout and paid). */
    uses: t.number,
    created_at: t.string,
  },
  'AdminCoupon',
);
export type AdminCoupon = t.TypeOf<typeof AdminCoupon>;
export const AdminCouponList = t.array(AdminCoupon, 'AdminCouponList');
export type AdminCouponList = t.TypeOf<typeof AdminCouponList>;

export const CreateCouponRequest = t.intersection(
  [
    t.type({ code: t.string, kind: CouponKind }),
    t.partial({ percent: t.number, amounts: t.array(CurrencyAmount), valid_until: nullable(t.string) }),
  ],
  'CreateCouponRequest',
);
export type CreateCouponRequest = t.TypeOf<typeof CreateCouponRequest>;

export const AdminGiftCard = t.strict(
  {
    code: t.string,
    initial_amount: t.number,
    balance: t.number,
    currency: t.string,
    issued_for_order: nullable(t.string),
    created_at: t.string,
    voided_at: nullable(t.string),
    /**
     * What the card paid and what refunds of those orders gave back to it, oldest first, then its
     * void: the balance written off, with the refunded order that voided it (null when staff
     * voided it at the desk).
     */
    history: t.array(
      t.strict({
        kind: t.keyof({ paid: null, refunded: null, voided: null }),
        order_id: nullable(t.string),
        amount: t.number,
        at: t.string,
      }),
    ),
  },
  'AdminGiftCard',
);
export type AdminGiftCard = t.TypeOf<typeof AdminGiftCard>;

export const AdminArtist = t.strict(
  {
    id: t.number,
    slug: t.string,
    alias: t.string,
    name: t.string,
    email: t.string,
    country: t.string,
    selling_enabled: t.boolean,
    product_limit: t.number,
    membership_level: t.number,
    /** Posters that count against the limit (all but denied ones). */
    posters: t.number,
  },
  'AdminArtist',
);
export type AdminArtist = t.TypeOf<typeof AdminArtist>;
export const AdminArtistList = t.array(AdminArtist, 'AdminArtistList');
export type AdminArtistList = t.TypeOf<typeof AdminArtistList>;

export const ArtistSettingsRequest = t.exact(
  t.partial({ selling_enabled: t.boolean, product_limit: t.number, membership_level: t.number }),
  'ArtistSettingsRequest',
);
export type ArtistSettingsRequest = t.TypeOf<typeof ArtistSettingsRequest>;
