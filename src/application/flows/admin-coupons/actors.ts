/** The coupons page's real side effects over the back office's catalogue desk. */
import { fromPromise } from 'xstate';
import type { AdminCouponView, NewCoupon } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import { ok } from '../../../domain/result/result';
import type { AdminCouponsLoaded } from './context';

export const createAdminCouponsActors = (ports: { readonly catalogueDesk: CatalogueDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<AdminCouponsLoaded>, number>(async ({ input }) => {
      const staff = await ports.catalogueDesk.session();
      if (!staff.ok) return staff;
      const list = await ports.catalogueDesk.coupons(input);
      return list.ok ? ok({ staff: staff.value, ...list.value }) : list;
    }),
    create: fromPromise<Outcome<AdminCouponView>, NewCoupon>(({ input }) => ports.catalogueDesk.createCoupon(input)),
    expire: fromPromise<Outcome<AdminCouponView>, number>(({ input }) => ports.catalogueDesk.expireCoupon(input)),
  },
});
