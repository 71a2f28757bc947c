/** The PayoutDeskGateway over /api/admin/payouts/*; the run carries the staff session's CSRF token. */
import { ok } from '../../domain/result/result';
import type { PayoutDeskGateway } from '../../application/ports/payout-desk.port';
import { StaffSession } from './contract/backoffice';
import { PayoutBalances, PayoutPreview, PayoutRunAnswer, PayoutRuns } from './contract/payouts';
import type { HttpClient } from './http-client';

export const createHttpPayoutDesk = (http: HttpClient): PayoutDeskGateway => {
  let csrf: string | null = null;
  const session: PayoutDeskGateway['session'] = async () => {
    const r = await http.get(StaffSession, '/api/admin/session');
    if (!r.ok) return r;
    csrf = r.value.csrf_token;
    const { csrf_token: _, ...identity } = r.value;
    return ok(identity);
  };
  return {
    session,
    balances: () => http.get(PayoutBalances, '/api/admin/payouts/balances'),
    preview: (from, to) => http.get(PayoutPreview, '/api/admin/payouts/preview', { from, to }),
    run: async (from, to) => {
      if (csrf === null) {
        const s = await session();
        if (!s.ok) return s;
      }
      const r = await http.request(PayoutRunAnswer, '/api/admin/payouts/runs', {
        method: 'POST',
        body: { from, to },
        headers: { 'x-csrf-token': csrf ?? '' },
      });
      return r.ok ? ok(r.value.value) : r;
    },
    runs: () => http.get(PayoutRuns, '/api/admin/payouts/runs'),
  };
};
