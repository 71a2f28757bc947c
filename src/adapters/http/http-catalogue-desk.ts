/**
 * The CatalogueDeskGateway over /api/admin/*. Every write carries the staff session's CSRF token
 * (X-CSRF-Token), learnt from GET /api/admin/session, which the page asks first.
 */
import { ok } from '../../domain/result/result';
import type { CatalogueDeskGateway } from '../../application/ports/catalogue-desk.port';
import { StaffSession } from './contract/backoffice';
import { AdminCoupon, AdminCouponList } from './contract/catalogue-desk';
import type { HttpClient } from './http-client';

export const createHttpCatalogueDesk = (http: HttpClient): CatalogueDeskGateway => {
  let csrf: string | null = null;
  const session: CatalogueDeskGateway['session'] = async () => {
    const r = await http.get(StaffSession, '/api/admin/session');
    if (!r.ok) return r;
    csrf = r.value.csrf_token;
    const { csrf_token: _, ...identity } = r.value;
    return ok(identity);
  };
  const write = async (path: string, body: unknown) => {
    if (csrf === null) {
      const s = await session();
      if (!s.ok) return s;
    }
    const r = await http.request(AdminCoupon, path, { method: 'POST', body, headers: { 'x-csrf-token': csrf ?? '' } });
    return r.ok ? ok(r.value.value) : r;
  };
  return {
    session,
    coupons: async (page) => {
      const r = await http.request(AdminCouponList, '/api/admin/coupons', { query: { page: page > 1 ? page : undefined } });
      return r.ok ? ok({ coupons: r.value.value, total: r.value.total }) : r;
    },
    createCoupon: (coupon) => write('/api/admin/coupons', coupon),
    expireCoupon: (id) => write(`/api/admin/coupons/${id}/expire`, {}),
  };
};
