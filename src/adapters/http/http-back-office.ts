/**
 * The BackOfficeGateway over /api/admin/*. The staff session rides on its HttpOnly
 * cookie; every write carries the session's CSRF token (X-CSRF-Token), learnt from
 * GET /api/admin/session, which each back-office page asks first.
 */
import { ok } from '../../domain/result/result';
import type { BackOfficeGateway } from '../../application/ports/back-office.port';
import type { AdminOrderDetail, AdminOrderQuery } from '../../application/model/back-office';
import type { Outcome } from '../../application/model/outcome';
import { AdminOrder, AdminOrderList, AuditList, OutboxList, StaffSession } from './contract/backoffice';
import { SuccessAnswer } from './contract/auth';
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
  /** A write answered with the order as it is now; the CSRF token is learnt first if no page asked yet. */
  const post = async (path: string, body: unknown): Promise<Outcome<AdminOrderDetail>> => {
    if (csrf === null) {
      const s = await session();
      if (!s.ok) return s;
    }
    const r = await http.request(AdminOrder, path, { method: 'POST', body, headers: { 'x-csrf-token': csrf ?? '' } });
    return r.ok ? ok(r.value.value) : r;
  };
  return {
    session,
    signOut: async () => {
      if (csrf === null) {
        const s = await session();
        if (!s.ok) return s;
      }
      const r = await http.request(SuccessAnswer, '/api/admin/session/logout', {
        method: 'POST',
        body: {},
        headers: { 'x-csrf-token': csrf ?? '' },
      });
      if (!r.ok) return r;
      csrf = null;
      return ok(true as const);
    },
    orders: async (query) => {
      const r = await http.request(AdminOrderList, '/api/admin/orders', { query: listQuery(query) });
      return r.ok ? ok({ orders: r.value.value, total: r.value.total }) : r;
    },
    order: (id) => http.get(AdminOrder, `/api/admin/orders/${encodeURIComponent(id)}`),
    fulfil: (id, command) => post(`/api/admin/orders/${encodeURIComponent(id)}/fulfilment`, command),
    retryPrintJob: (id) => post(`/api/admin/orders/${encodeURIComponent(id)}/print-job/retry`, {}),
    refund: (id, command) => post(`/api/admin/orders/${encodeURIComponent(id)}/refunds`, command),
    audit: async (page) => {
      const r = await http.request(AuditList, '/api/admin/audit', { query: { page: page > 1 ? page : undefined } });
      return r.ok ? ok({ rows: r.value.value, total: r.value.total }) : r;
    },
    outbox: async (page) => {
      const r = await http.request(OutboxList, '/api/admin/outbox', { query: { page: page > 1 ? page : undefined } });
      return r.ok ? ok({ rows: r.value.value, total: r.value.total }) : r;
    },
  };
};
