/**
 * The staff's payout desk (docs/rules/artists.md#payouts): each artist's pending and available
 * balance, a period's review, and the run that pays it. A run is one transaction under a lock of
 * the run table: it refuses a period overlapping another run's, answers the run already made for
 * the same period, and writes the run, one ledger row per paid artist (through the artists'
 * ledger), the statements to the outbox, the files and the audit row, or nothing.
 */
import type { Db, Queryable } from '../../db/db.port.js';
import type { Clock } from '../../platform/clock.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../../platform/outcome.js';
import type { MailOutbox } from '../../mail/mail-outbox.js';
import type { PayoutConfig } from '../../config.js';
import {
  checkPeriod,
  payoutBalance,
  payoutDue,
  payoutReference,
  periodEnd,
  type PayoutPeriod,
} from '../../../src/domain/payouts/index.js';
import { recordAct, type StaffAct } from '../staff-act.js';
import type { PayoutArtist, PayoutLedger, PayoutLedgerRow } from './payout-ledger.port.js';
import {
  insertPayoutRun,
  listPayoutRuns,
  lockPayoutRuns,
  overlappingRun,
  payoutFile,
  payoutRunById,
  runOfPeriod,
  storePayoutFiles,
  type PayoutRunRow,
} from './payout-run.repository.js';
import { pain001 } from './sepa-file.js';
import { payoutCsv } from './payout-csv.js';
import { payoutStatement } from './statement-mail.js';

export interface PayoutLineView {
  readonly artist: PayoutArtist;
  readonly amount: number;
  readonly reference: string;
  readonly payable: boolean;
}

const byArtist = (rows: readonly PayoutLedgerRow[]): Map<number, PayoutLedgerRow[]> => {
  const map = new Map<number, PayoutLedgerRow[]>();
  for (const r of rows) map.set(r.artistId, [...(map.get(r.artistId) ?? []), r]);
  return map;
};

export const createPayoutDesk = (deps: {
  readonly db: Db;
  readonly clock: Clock;
  readonly ledger: PayoutLedger;
  readonly outbox: MailOutbox;
  readonly config: PayoutConfig;
}) => {
  const { db, clock, ledger, outbox, config } = deps;

  /** Every artist's balance at `at`; a refusal when the ledger holds another currency. */
  const balancesAt = async (q: Queryable, at: Date) => {
    const entries = byArtist(await ledger.entries(q));
    const artists = await ledger.artists(q);
    return artists.map((artist) => {
      const b = payoutBalance(entries.get(artist.id) ?? [], at, config.holdDays);
      if (!b.ok) return refuse(b.error.code, b.error.reason);
      return { artist, ...b.value };
    });
  };

  const linesOf = async (q: Queryable, period: PayoutPeriod): Promise<PayoutLineView[]> =>
    (await balancesAt(q, periodEnd(period)))
      .map(({ artist, available }) => ({
        artist,
        amount: payoutDue(available, config.minimumEur),
        reference: payoutReference(period, artist.id),
        payable: artist.iban !== null && artist.accountHolder !== null,
      }))
      .filter((l) => l.amount > 0);

  const checked = (period: PayoutPeriod) => checkPeriod(period, new Date(clock.now()));

  return {
    balances: () => settle(() => balancesAt(db, new Date(clock.now()))),

    preview: async (period: PayoutPeriod): Promise<Outcome<PayoutLineView[]>> => {
      const p = checked(period);
      if (!p.ok) return failed(p.error.code, p.error.reason);
      return settle(() => linesOf(db, p.value));
    },

    run: async (period: PayoutPeriod, by: StaffAct): Promise<Outcome<{ run: PayoutRunRow; created: boolean }>> => {
      const p = checked(period);
      if (!p.ok) return failed(p.error.code, p.error.reason);
      const debtorIban = config.debtor.iban;
      if (debtorIban === undefined) return failed('PAYOUT.DEBTOR', 'PAYOUT_DEBTOR_IBAN names no account to pay from.');
      const at = new Date(clock.now());
      const done = await settle(() =>
        db.transaction(async (tx) => {
          await lockPayoutRuns(tx);
          const before = await runOfPeriod(tx, p.value);
          if (before) return { run: before, created: false };
          const overlap = await overlappingRun(tx, p.value);
          if (overlap) return refuse('PAYOUT.OVERLAP', `The period overlaps the run of ${overlap.from} to ${overlap.to}.`);
          const paid = (await linesOf(tx, p.value)).filter((l) => l.payable);
          if (paid.length === 0) return refuse('PAYOUT.NOTHING_DUE', 'No artist with payout details is due a payout.');
          const total = paid.reduce((s, l) => s + l.amount, 0);
          const id = await insertPayoutRun(tx, { period: p.value, at, staff: by.subject, payouts: paid.length, total });
          for (const l of paid) {
            if (!(await ledger.book(tx, { artistId: l.artist.id, runId: id, reference: l.reference, amount: l.amount, at })))
              refuse('PAYOUT.OVERLAP', `${l.reference} was paid already.`);
            const mail = payoutStatement({
              email: l.artist.email,
              name: l.artist.name || l.artist.alias,
              country: l.artist.country,
              iban: l.artist.iban!,
              reference: l.reference,
              amount: l.amount,
              period: p.value,
            });
            if (mail.to) await outbox.write(tx, { ...mail, orderId: null, kind: 'payout_statement' });
          }
          const transfers = paid.map((l) => ({
            reference: l.reference,
            amount: l.amount,
            name: l.artist.accountHolder!,
            iban: l.artist.iban!,
            remittance: `Atelier Posters payout ${l.reference}`,
          }));
          await storePayoutFiles(tx, id, {
            xml: pain001({
              messageId: `AP-RUN-${id}`,
              createdAt: at,
              executionDate: at.toISOString().slice(0, 10),
              debtor: { name: config.debtor.name, iban: debtorIban, bic: config.debtor.bic },
              transfers,
            }),
            csv: payoutCsv(transfers.map((t, i) => ({ ...t, artistId: paid[i]!.artist.id, alias: paid[i]!.artist.alias }))),
          });
          const run = (await payoutRunById(tx, id))!;
          await recordAct(tx, by, at, {
            action: 'payout.run',
            target: `payoutRun:${id}`,
            before: null,
            after: { ...p.value, payouts: paid.length, total, references: paid.map((l) => l.reference) },
          });
          return { run, created: true };
        }),
      );
      if (done.ok && done.value.created) void outbox.drain();
      return done;
    },

    runs: () => listPayoutRuns(db),

    file: async (id: number, kind: 'sepa_xml' | 'csv'): Promise<Outcome<string>> => {
      const body = await payoutFile(db, id, kind);
      return body === undefined ? failed('PAYOUT.NOT_FOUND', `Payout run ${id} was not found.`) : succeeded(body);
    },
  };
};
export type PayoutDesk = ReturnType<typeof createPayoutDesk>;
