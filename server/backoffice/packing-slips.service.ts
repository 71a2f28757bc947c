/**
 * Packing slips for the packers (docs/rules/back-office.md#print-files-and-packing): one order's, or every
 * order paid on a day that still has a parcel, as one PDF beside the day's print ZIP.
 */
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { failed, succeeded, type Outcome } from '../platform/outcome.js';
import type { ReadOrder } from './order-records.port.js';
import type { OrderChanges } from './order-changes.port.js';
import { ordersToPackPaidBetween } from './admin-orders.repository.js';
import { hasParcel, packingSlipOf, type PackingSlip } from './packing-slip.js';
import { packingSlipsPdf } from './packing-slip.pdf.js';

export interface PackingSlipDeskDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  readonly readOrder: ReadOrder;
  readonly changes: Pick<OrderChanges, 'fulfilmentOf' | 'refundsOf'>;
}

export const createPackingSlipDesk = ({ db, clock, readOrder, changes }: PackingSlipDeskDeps) => {
  /** The slip of a paid order, or null for one never paid. */
  const slipOf = async (id: string): Promise<PackingSlip | null> => {
    const order = await readOrder(db, id);
    const f = await changes.fulfilmentOf(db, id);
    if (!order || !f?.completed_at) return null;
    const { state } = await changes.refundsOf(
      db,
      id,
      order.lines.map((l) => Number(l.line_total)),
    );
    return packingSlipOf(order, f.completed_at, (position) => state.lines[position]?.refunded === true);
  };

  return {
    /** ORDER.NOT_FOUND for an order never paid; PACKING_SLIP.NOT_FOUND when nothing of it is packed. */
    orderSlip: async (id: string): Promise<Outcome<Readable>> => {
      const slip = await slipOf(id);
      if (!slip) return failed('ORDER.NOT_FOUND', `Order ${id} was not found`);
      if (!hasParcel(slip))
        return failed('PACKING_SLIP.NOT_FOUND', `Order ${id} has nothing to pack (gift cards are sent by e-mail)`);
      return succeeded(await packingSlipsPdf([slip], new Date(clock.now())));
    },

    /** The slips of every order paid on a day (UTC) with something to pack, in order of payment. */
    daySlips: async (day: Date): Promise<Outcome<Readable>> => {
      const slips: PackingSlip[] = [];
      for (const id of await ordersToPackPaidBetween(db, day, new Date(day.getTime() + 86_400_000))) {
        const slip = await slipOf(id);
        if (slip && hasParcel(slip)) slips.push(slip);
      }
      if (!slips.length)
        return failed('PACKING_SLIP.NOT_FOUND', `No order paid on ${day.toISOString().slice(0, 10)} has anything to pack`);
      return succeeded(await packingSlipsPdf(slips, new Date(clock.now())));
    },
  };
};
export type PackingSlipDesk = ReturnType<typeof createPackingSlipDesk>;
