/**
 * The staff's coupons: listed with their uses, created after the domain's rules
 * (src/domain/backoffice/coupon-rules.ts), expired. Each write is one transaction with its audit row.
 * A code already taken by a coupon, or by a gift card the new coupon would hide at checkout, is refused (COUPON.CODE_TAKEN).
 */
import { dateTimeInRange, EARLIEST_DAY, LATEST_DAY } from '../platform/date-range.js';
import type { Db } from '../db/db.port.js';
import { isUniqueViolation } from '../db/sql-errors.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import { giftCardCodeOrNull } from '../../src/domain/validation/gift-card-code.js';
import { checkCouponDraft, couponState, expireCoupon } from '../../src/domain/backoffice/index.js';
import type { CouponState } from '../../src/domain/backoffice/index.js';
import { codeInUse, endCoupon, findCoupon, insertCoupon, listCoupons, type CouponRow } from './coupons.repository.js';
import { recordAct, type StaffAct } from './staff-act.js';

interface CurrencyAmount {
  readonly currency: string;
  readonly amount: number;
}

/** A new coupon as staff describe it: a percentage, or a fixed EUR amount with amounts for other currencies. */
export interface CouponDraftRequest {
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent?: number;
  readonly amounts?: readonly CurrencyAmount[];
  readonly valid_until?: string | null;
}

/** A coupon as the desk lists it, with its state now and the paid orders that used it. */
export interface CouponView {
  readonly id: number;
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent: number | null;
  readonly amounts: CurrencyAmount[];
  readonly valid_from: string | null;
  readonly valid_until: string | null;
  readonly single_use: boolean;
  readonly state: CouponState;
  readonly uses: number;
  readonly created_at: string;
}

const stateInput = (r: CouponRow) => ({ active: r.active, validFrom: r.valid_from, validUntil: r.valid_until });

export const createCouponDesk = ({ db, clock }: { readonly db: Db; readonly clock: Clock }) => {
  const now = () => new Date(clock.now());
  const view = (r: CouponRow): CouponView => ({
    id: r.id,
    code: r.code,
    kind: r.percent !== null ? 'percentage' : 'fixed',
    percent: r.percent,
    amounts: r.fixed_amount === null ? [] : [{ currency: 'EUR', amount: Number(r.fixed_amount) }, ...r.amounts],
    valid_from: r.valid_from?.toISOString() ?? null,
    valid_until: r.valid_until?.toISOString() ?? null,
    single_use: r.single_use,
    state: couponState(stateInput(r), now()),
    uses: r.uses,
    created_at: r.created_at.toISOString(),
  });
  const taken = (code: string) => `The code ${code} is already in use.`;

  return {
    list: async (page: { offset: number; limit: number }) => {
      const { rows, total } = await listCoupons(db, page);
      return { coupons: rows.map(view), total };
    },

    create: async (request: CouponDraftRequest, by: StaffAct): Promise<Outcome<CouponView>> => {
      const until = request.valid_until ? (dateTimeInRange(request.valid_until) ?? 'invalid') : null;
      if (until === 'invalid')
        return failed(
          'COUPON.END_DATE',
          `The end date "valid_until" must be a date and time from ${EARLIEST_DAY} to ${LATEST_DAY} like 2026-12-31T23:00:00Z.`,
        );
      const draft = checkCouponDraft(
        { code: request.code, kind: request.kind, percent: request.percent, amounts: request.amounts, validUntil: until },
        now(),
      );
      if (!draft.ok) return failed('COUPON.INVALID', draft.error.reason);
      const code = draft.value.code;
      try {
        const created = await settle(() =>
          db.transaction(async (tx) => {
            const inUse = await codeInUse(tx, code, giftCardCodeOrNull(code));
            if (inUse.coupon) return refuse('COUPON.CODE_TAKEN', taken(code));
            if (inUse.gift_card) return refuse('COUPON.CODE_TAKEN', `A gift card has the code ${code}.`);
            const id = await insertCoupon(tx, draft.value);
            const after = view((await findCoupon(tx, id))!);
            await recordAct(tx, by, now(), { action: 'coupon.create', target: `coupon:${id}`, before: null, after });
            return id;
          }),
        );
        if (!created.ok) return created;
        return succeeded(view((await findCoupon(db, created.value))!));
      } catch (e) {
        // Two staff creating the same code at once: the unique index decides.
        if (isUniqueViolation(e)) return failed('COUPON.CODE_TAKEN', taken(code));
        throw e;
      }
    },

    expire: async (id: number, by: StaffAct): Promise<Outcome<CouponView>> => {
      const expired = await settle(() =>
        db.transaction(async (tx) => {
          const before = await findCoupon(tx, id, true);
          if (!before) return refuse('COUPON.NOT_FOUND', `Coupon ${id} was not found`);
          const end = expireCoupon(stateInput(before), now());
          if (!end.ok) return refuse('COUPON.ENDED', end.error.reason);
          await endCoupon(tx, id, end.value);
          const after = (await findCoupon(tx, id))!;
          await recordAct(tx, by, now(), {
            action: 'coupon.expire',
            target: `coupon:${id}`,
            before: view(before),
            after: view(after),
          });
        }),
      );
      if (!expired.ok) return expired;
      return succeeded(view((await findCoupon(db, id))!));
    },
  };
};
export type CouponDesk = ReturnType<typeof createCouponDesk>;
