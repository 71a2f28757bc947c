/**
 * The staff's payout desk over HTTP (docs/rules/artists.md#payouts); the contract is in
 * src/adapters/http/contract/payouts.ts. Every route needs the `payouts` ability (admins); the
 * run is audited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParam, stringParam } from '../../http/params.js';
import { decodeBody } from '../../http/request-body.js';
import { answerOf } from '../../http/failure-status.js';
import {
  PayoutBalances,
  PayoutPreview,
  PayoutRunAnswer,
  PayoutRunRequest,
  PayoutRuns,
} from '../../../src/adapters/http/contract/index.js';
import { maskedIban, PAYOUT_CURRENCY } from '../../../src/domain/payouts/index.js';
import { requireAbility } from '../staff-guard.js';
import { staffActOf } from '../staff-act.js';
import type { PayoutDesk } from './payout-desk.service.js';
import type { PayoutRunRow } from './payout-run.repository.js';
import type { PayoutConfig } from '../../config.js';

type Query = Readonly<Record<string, unknown>>;

const runView = (r: PayoutRunRow) => ({
  id: r.id,
  from: r.from,
  to: r.to,
  created_at: new Date(r.created_at).toISOString(),
  staff: r.staff,
  payouts: r.payouts,
  total: Number(r.total),
});

export const payoutRoutes = (app: FastifyInstance, deps: { readonly desk: PayoutDesk; readonly config: PayoutConfig }): void => {
  const { desk, config } = deps;
  const minimum = Math.round(config.minimumEur * 100);

  app.get('/api/admin/payouts/balances', async (req) => {
    requireAbility(req, 'payouts');
    const rows = answerOf(await desk.balances());
    return PayoutBalances.encode({
      currency: PAYOUT_CURRENCY,
      hold_days: config.holdDays,
      minimum,
      artists: rows.map((r) => ({
        artist_id: r.artist.id,
        alias: r.artist.alias,
        name: r.artist.name,
        pending: r.pending,
        available: r.available,
        has_details: r.artist.iban !== null,
      })),
    });
  });

  app.get<{ Querystring: Query }>('/api/admin/payouts/preview', async (req) => {
    requireAbility(req, 'payouts');
    const period = { from: stringParam(req.query, 'from', 10) ?? '', to: stringParam(req.query, 'to', 10) ?? '' };
    const lines = answerOf(await desk.preview(period));
    return PayoutPreview.encode({
      ...period,
      currency: PAYOUT_CURRENCY,
      minimum,
      total: lines.filter((l) => l.payable).reduce((s, l) => s + l.amount, 0),
      lines: lines.map((l) => ({
        artist_id: l.artist.id,
        alias: l.artist.alias,
        amount: l.amount,
        reference: l.reference,
        account_holder: l.artist.accountHolder,
        iban_masked: l.artist.iban === null ? null : maskedIban(l.artist.iban),
        payable: l.payable,
      })),
    });
  });

  app.post('/api/admin/payouts/runs', async (req) => {
    const by = staffActOf(req, 'payouts');
    const { from, to } = decodeBody(PayoutRunRequest, req.body);
    const { run, created } = answerOf(await desk.run({ from, to }, by));
    return PayoutRunAnswer.encode({ run: runView(run), created });
  });

  app.get('/api/admin/payouts/runs', async (req) => {
    requireAbility(req, 'payouts');
    return PayoutRuns.encode((await desk.runs()).map(runView));
  });

  // The files as the run wrote them: the SEPA file for the bank, the CSV for the books.
  const sendFile = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, kind: 'sepa_xml' | 'csv') => {
    requireAbility(req, 'payouts');
    const id = idParam(req.params.id);
    const body = answerOf(await desk.file(id, kind));
    return reply
      .header('content-type', kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="payout-run-${id}.${kind === 'csv' ? 'csv' : 'xml'}"`)
      .send(body);
  };
  app.get<{ Params: { id: string } }>('/api/admin/payouts/runs/:id/sepa.xml', (req, reply) => sendFile(req, reply, 'sepa_xml'));
  app.get<{ Params: { id: string } }>('/api/admin/payouts/runs/:id/payouts.csv', (req, reply) => sendFile(req, reply, 'csv'));
};
