/**
 * The artists' ledger as a payout run reads and writes it (docs/rules/artists.md#payouts). Owned
 * here, implemented by server/artists (payout-ledger.repository.ts), handed over in server/app.ts:
 * the ledger is the artists' table, the run is the back office's.
 */
import type { Queryable } from '../../db/db.port.js';
import type { PayoutLedgerEntry } from '../../../src/domain/payouts/index.js';

export interface PayoutLedgerRow extends PayoutLedgerEntry {
  readonly artistId: number;
}

/** An artist a run may pay, with where the money goes (null until the artist gave it). */
export interface PayoutArtist {
  readonly id: number;
  readonly alias: string;
  readonly name: string;
  readonly email: string;
  readonly country: string;
  readonly accountHolder: string | null;
  readonly iban: string | null;
}

export interface PayoutBooking {
  readonly artistId: number;
  readonly runId: number;
  readonly reference: string;
  /** Euro cents paid (positive); the ledger row carries it negative. */
  readonly amount: number;
  readonly at: Date;
}

export interface PayoutLedger {
  /** Every ledger row of artists with one, each commission with its order's delivery. */
  entries(q: Queryable): Promise<readonly PayoutLedgerRow[]>;
  /** Every artist with a ledger row, by id. */
  artists(q: Queryable): Promise<readonly PayoutArtist[]>;
  /** Writes the payout's ledger row; false when its reference was paid already. */
  book(tx: Queryable, payout: PayoutBooking): Promise<boolean>;
}
