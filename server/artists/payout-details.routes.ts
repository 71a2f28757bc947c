/**
 * The artist's own payout details (docs/rules/artists.md#payouts), behind the artist session of
 * server/auth/guard.ts (writes need its CSRF token); the contract is src/adapters/http/contract/payouts.ts.
 *
 * GET /api/auth/payout-details                        → PayoutDetailsView
 * PUT /api/auth/payout-details  PayoutDetailsRequest  → PayoutDetailsView
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.port.js';
import { requireSession } from '../auth/guard.js';
import { decodeBody } from '../http/request-body.js';
import { answerOf } from '../http/failure-status.js';
import { PayoutDetailsRequest, PayoutDetailsView } from '../../src/adapters/http/contract/index.js';
import { createPayoutDetailsService, type PayoutDetailsAnswer } from './payout-details.service.js';

const view = (a: PayoutDetailsAnswer) =>
  PayoutDetailsView.encode({
    account_holder: a.accountHolder,
    iban_masked: a.ibanMasked,
    private_seller: a.privateSeller,
    has_vat_number: a.hasVatNumber,
    may_receive: a.mayReceive,
  });

export const payoutDetailsRoutes = (app: FastifyInstance, deps: { readonly db: Db }): void => {
  const service = createPayoutDetailsService(deps);

  app.get('/api/auth/payout-details', async (req) => view(answerOf(await service.read(requireSession(req).artist_id))));

  app.put('/api/auth/payout-details', async (req) => {
    const session = requireSession(req);
    const body = decodeBody(PayoutDetailsRequest, req.body);
    return view(
      answerOf(
        await service.save(session.artist_id, {
          accountHolder: body.account_holder,
          iban: body.iban,
          privateSeller: body.private_seller,
        }),
      ),
    );
  });
};
