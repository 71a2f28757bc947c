/**
 * The artists' side of a payout run (it implements the back office's PayoutLedger port, handed
 * over in server/app.ts): the ledger with each commission's delivery,
 * the artists' payout details, and a payout's own ledger row (docs/rules/artists.md#payouts).
 */
import type { Queryable } from '../db/db.port.js';
import type { PayoutLedgerEntry } from '../../src/domain/payouts/index.js';

interface PayoutLedgerRow extends PayoutLedgerEntry {
  readonly artistId: number;
}
interface PayoutArtist {
  readonly id: number;
  readonly alias: string;
  readonly name: string;
  readonly email: string;
  readonly country: string;
  readonly accountHolder: string | null;
  readonly iban: string | null;
}
interface PayoutBooking {
  readonly artistId: number;
  readonly runId: number;
  readonly reference: string;
  readonly amount: number;
  readonly at: Date;
}

const entries = async (q: Queryable): Promise<readonly PayoutLedgerRow[]> => {
  // A commission's line is delivered when its order first moved to `delivered` (its history);
  // a reversal names the same order, so it follows its sale.
  const { rows } = await q.query<{
    artist_id: number;
    amount: number;
    currency: string;
    payout: boolean;
    delivered_at: Date | null;
  }>(
    `SELECT t.artist_id, t.amount, t.currency, t.payout_reference IS NOT NULL AS payout,
       (SELECT min(e.at) FROM order_event e WHERE e.order_id = t.order_id AND e.status = 'delivered') AS delivered_at
     FROM account_transaction t ORDER BY t.artist_id, t.id`,
  );
  return rows.map((r) => ({
    artistId: r.artist_id,
    amount: r.amount,
    currency: r.currency,
    kind: r.payout ? 'payout' : 'commission',
    deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at),
  }));
};

const artists = async (q: Queryable): Promise<readonly PayoutArtist[]> =>
  (
    await q.query<PayoutArtist>(
      `SELECT a.id, a.alias, a.name, a.email, a.country, a.payout_holder AS "accountHolder", a.payout_iban AS iban
       FROM artist a WHERE EXISTS (SELECT 1 FROM account_transaction t WHERE t.artist_id = a.id) ORDER BY a.id`,
    )
  ).rows;

const book = async (tx: Queryable, p: PayoutBooking): Promise<boolean> =>
  (
    await tx.query(
      `INSERT INTO account_transaction (artist_id, quantity, description, amount, currency, exchange_rate, sale_currency,
         sale_price, vat, fees, commission, created_at, accounted_at, payout_run, payout_reference)
       VALUES ($1, 0, $2, $3, 'EUR', 1, 'EUR', 0, 0, 0, 0, $4, $4, $5, $6)
       ON CONFLICT (payout_reference) WHERE payout_reference IS NOT NULL DO NOTHING RETURNING id`,
      [p.artistId, `Payout ${p.reference}`, -p.amount, p.at, p.runId, p.reference],
    )
  ).rows.length > 0;

export const sqlPayoutLedger = { entries, artists, book };
