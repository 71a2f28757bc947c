/**
 * The BackOfficeGateway over /api/admin/*. The staff session rides on its HttpOnly
 * cookie; every write carries the session's CSRF token (X-CSRF-Token), learnt from
 * GET /api/admin/session, which each back-office page asks first.
 */
import { ok } from '../../domain/result/result';
import type { BackOfficeGateway } from '../../application/ports/back-office.port';
import type { AdminOrderQuery } from '../../application/model/back-office';
import { AdminOrder, AdminOrderList, StaffSession } from './contract/backoffice';
import type { HttpClient } from './http-client';

const listQuery = (q: AdminOrderQuery): Record<string, unknown> => ({
  status: q.status || undefined,
  from: q.from || undefined,
  to: q.to || undefined,
  country: q.country || undefined,
  q: q.q || undefined,
  page: q.page > 1 ? q.page : undefined,
});

export const createHttpBackOffice = (http: HttpClient): BackOfficeGateway => {
  let csrf: string | null = null;
  const session: BackOfficeGateway['session'] = async () => {
    const r = await http.get(StaffSession, '/api/admin/session');
    if (!r.ok) return r;
    csrf = r.value.csrf_token;
    const { csrf_token: _, ...identity } = r.value;
    return ok(identity);
  };
  return {
    session,
    orders: async (query) => {
      const r = await http.request(AdminOrderList, '/api/admin/orders', { query: listQuery(query) });
      return r.ok ? ok({ orders: r.value.value, total: r.value.total }) : r;
    },
    order: (id) => http.get(AdminOrder, `/api/admin/orders/${encodeURIComponent(id)}`),
    fulfil: async (id, command) => {
      if (csrf === null) {
        const s = await session();
        if (!s.ok) return s;
      }
      const r = await http.request(AdminOrder, `/api/admin/orders/${encodeURIComponent(id)}/fulfilment`, {
        method: 'POST',
        body: command,
        headers: { 'x-csrf-token': csrf ?? '' },
      });
      return r.ok ? ok(r.value.value) : r;
    },
  };
};
