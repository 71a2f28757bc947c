/** SQL of the payout runs (docs/rules/artists.md#payouts): the table the back office owns. */
import type { Queryable } from '../../db/db.port.js';
import type { PayoutPeriod } from '../../../src/domain/payouts/index.js';

export interface PayoutRunRow {
  id: number;
  from: string;
  to: string;
  created_at: Date;
  staff: string;
  payouts: number;
  total: number;
}

const COLUMNS = `id, to_char(period_from, 'YYYY-MM-DD') AS "from", to_char(period_to, 'YYYY-MM-DD') AS "to",
  created_at, staff, payouts, total::int AS total`;

/**
 * Holds every other run's transaction off until this one ends (the lock mode conflicts with
 * itself, not with reads): the overlap check and the insert are then one step.
 */
export const lockPayoutRuns = async (tx: Queryable): Promise<void> => {
  await tx.query('LOCK TABLE payout_run IN SHARE ROW EXCLUSIVE MODE');
};

export const runOfPeriod = async (q: Queryable, p: PayoutPeriod): Promise<PayoutRunRow | undefined> =>
  (
    await q.query<PayoutRunRow>(`SELECT ${COLUMNS} FROM payout_run WHERE period_from = $1::date AND period_to = $2::date`, [
      p.from,
      p.to,
    ])
  ).rows[0];

/** A run whose period shares a day with `p`. */
export const overlappingRun = async (q: Queryable, p: PayoutPeriod): Promise<PayoutRunRow | undefined> =>
  (
    await q.query<PayoutRunRow>(
      `SELECT ${COLUMNS} FROM payout_run WHERE period_from <= $2::date AND $1::date <= period_to ORDER BY id LIMIT 1`,
      [p.from, p.to],
    )
  ).rows[0];

export const insertPayoutRun = async (
  tx: Queryable,
  run: {
    readonly period: PayoutPeriod;
    readonly at: Date;
    readonly staff: string;
    readonly payouts: number;
    readonly total: number;
  },
): Promise<number> =>
  (
    await tx.query<{ id: number }>(
      `INSERT INTO payout_run (period_from, period_to, created_at, staff, payouts, total, sepa_xml, csv)
       VALUES ($1::date, $2::date, $3, $4, $5, $6, '', '') RETURNING id`,
      [run.period.from, run.period.to, run.at, run.staff, run.payouts, run.total],
    )
  ).rows[0]!.id;

export const storePayoutFiles = async (tx: Queryable, id: number, files: { readonly xml: string; readonly csv: string }) => {
  await tx.query('UPDATE payout_run SET sepa_xml = $2, csv = $3 WHERE id = $1', [id, files.xml, files.csv]);
};

export const listPayoutRuns = async (q: Queryable): Promise<PayoutRunRow[]> =>
  (await q.query<PayoutRunRow>(`SELECT ${COLUMNS} FROM payout_run ORDER BY period_to DESC, id DESC`)).rows;

export const payoutRunById = async (q: Queryable, id: number): Promise<PayoutRunRow | undefined> =>
  (await q.query<PayoutRunRow>(`SELECT ${COLUMNS} FROM payout_run WHERE id = $1`, [id])).rows[0];

export const payoutFile = async (q: Queryable, id: number, kind: 'sepa_xml' | 'csv'): Promise<string | undefined> =>
  (await q.query<{ body: string }>(`SELECT ${kind === 'csv' ? 'csv' : 'sepa_xml'} AS body FROM payout_run WHERE id = $1`, [id]))
    .rows[0]?.body;
