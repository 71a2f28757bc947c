/**
 * The staff's coupons (issue 27 §6): listed with their uses, created after the domain's rules
 * (src/domain/backoffice/coupon-rules.ts), expired. Each write is one transaction with its audit row.
 * A code already taken by a coupon, or by a gift card the new coupon would hide at checkout, is a 409.
 */
import { parseDateTime } from '../http/date-params.js';
import type { Db } from '../db/db.port.js';
import { isUniqueViolation } from '../db/sql-errors.js';
import { badRequest, HttpProblem, notFound } from '../http/errors.js';
import type { Clock } from '../platform/clock.js';
import { giftCardCodeOrNull } from '../../src/domain/validation/gift-card-code.js';
import { checkCouponDraft, couponState, expireCoupon } from '../../src/domain/backoffice/index.js';
import type { AdminCoupon, CreateCouponRequest } from '../../src/adapters/http/contract/catalogue-desk.js';
import { codeInUse, endCoupon, findCoupon, insertCoupon, listCoupons, type CouponRow } from './coupons.repository.js';
import { recordAct, type StaffAct } from './staff-act.js';

const stateInput = (r: CouponRow) => ({ active: r.active, validFrom: r.valid_from, validUntil: r.valid_until });

export const createCouponDesk = ({ db, clock }: { readonly db: Db; readonly clock: Clock }) => {
  const now = () => new Date(clock.now());
  const view = (r: CouponRow): AdminCoupon => ({
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
  const taken = (code: string) => new HttpProblem(409, `The code ${code} is already in use.`, 'COUPON.CODE_TAKEN');

  return {
    list: async (page: { offset: number; limit: number }) => {
      const { rows, total } = await listCoupons(db, page);
      return { coupons: rows.map(view), total };
    },

    create: async (request: CreateCouponRequest, by: StaffAct): Promise<AdminCoupon> => {
      const until = request.valid_until ? parseDateTime(request.valid_until, 'The end date "valid_until"') : null;
      const draft = checkCouponDraft(
        { code: request.code, kind: request.kind, percent: request.percent, amounts: request.amounts, validUntil: until },
        now(),
      );
      if (!draft.ok) throw badRequest(draft.error.reason, draft.error.code);
      const code = draft.value.code;
      try {
        const id = await db.transaction(async (tx) => {
          const inUse = await codeInUse(tx, code, giftCardCodeOrNull(code));
          if (inUse.coupon) throw taken(code);
          if (inUse.gift_card) throw new HttpProblem(409, `A gift card has the code ${code}.`, 'COUPON.CODE_TAKEN');
          const created = await insertCoupon(tx, draft.value);
          const after = view((await findCoupon(tx, created))!);
          await recordAct(tx, by, now(), { action: 'coupon.create', target: `coupon:${created}`, before: null, after });
          return created;
        });
        return view((await findCoupon(db, id))!);
      } catch (e) {
        // Two staff creating the same code at once: the unique index decides.
        if (isUniqueViolation(e)) throw taken(code);
        throw e;
      }
    },

    expire: async (id: number, by: StaffAct): Promise<AdminCoupon> => {
      await db.transaction(async (tx) => {
        const before = await findCoupon(tx, id, true);
        if (!before) throw notFound(`Coupon ${id}`);
        const end = expireCoupon(stateInput(before), now());
        if (!end.ok) throw new HttpProblem(409, end.error.reason, end.error.code);
        await endCoupon(tx, id, end.value);
        const after = (await findCoupon(tx, id))!;
        await recordAct(tx, by, now(), {
          action: 'coupon.expire',
          target: `coupon:${id}`,
          before: view(before),
          after: view(after),
        });
      });
      return view((await findCoupon(db, id))!);
    },
  };
};
export type CouponDesk = ReturnType<typeof createCouponDesk>;
