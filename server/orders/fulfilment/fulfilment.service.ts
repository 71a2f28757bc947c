/**
 * Fulfilment moves of a paid order: into production, shipped with the carrier's tracking number,
 * delivered (docs/rules/back-office.md). Each move is one transaction that locks the order, asks
 * the lifecycle rule (src/domain/backoffice), and writes the status with its history row; the
 * caller's own records of the move (the staff audit, the shipping notice) are written in the same
 * transaction through `alsoInTx`, so nothing is half-written.
 */
import type { Db, Queryable } from '../../db/db.port.js';
import { failed, refuse, settle, type Outcome } from '../../platform/outcome.js';
import type { Clock } from '../../platform/clock.js';
import {
  type FulfilmentRequest,
  carrierNameOf,
  checkTrackingLink,
  checkTrackingNumber,
  nextStatus,
  type Carrier,
  type FulfilmentMove,
  type FulfilmentStatus,
} from '../../../src/domain/backoffice/index.js';
import { findFulfilment, writeFulfilmentMove } from './fulfilment.repository.js';
import type { CheckoutProvider } from '../checkout-provider.port.js';
import { findOrder } from '../order.repository.js';

/** What a move changed, for the records the caller keeps of it. */
export interface FulfilmentChange {
  readonly at: Date;
  readonly from: { readonly status: FulfilmentStatus; readonly carrier: Carrier | null; readonly tracking_number: string | null };
  readonly to: FulfilmentStatus;
  /** Set when the move shipped the order, or corrected its tracking number. */
  readonly shipment: { readonly carrier: Carrier; readonly trackingNumber: string; readonly trackingLink: string | null } | null;
}

export interface FulfilmentDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The checkout provider: shipping takes the payment it authorised (docs/payments.md#capture-on-shipping). */
  readonly provider: Pick<CheckoutProvider, 'name' | 'capture'>;
}

export const createFulfilment = ({ db, clock, provider }: FulfilmentDeps) => ({
  move: async (
    id: string,
    request: FulfilmentRequest,
    staff: string,
    alsoInTx: (tx: Queryable, change: FulfilmentChange) => Promise<void>,
  ): Promise<Outcome<FulfilmentChange>> => {
    let shipment: FulfilmentChange['shipment'] = null;
    if (request.action === 'ship' || request.action === 'correctTracking') {
      const checked = checkTrackingNumber(request.carrier, request.tracking_number);
      if (!checked.ok) return failed('FULFILMENT.TRACKING_NUMBER', checked.error.reason);
      // checkTrackingNumber refuses an unknown carrier, so the name is one of CARRIERS here.
      const carrier = request.carrier as Carrier;
      // Another carrier's parcel is followed on the page the staff give; the known carriers' pages are the shop's own.
      let trackingLink: string | null = null;
      if (carrier === 'other') {
        const link = checkTrackingLink(request.tracking_url ?? '');
        if (!link.ok) return failed('FULFILMENT.TRACKING_NUMBER', link.error.reason);
        trackingLink = link.value;
      }
      shipment = { carrier, trackingNumber: checked.value, trackingLink };
    }
    const move: FulfilmentMove = { kind: request.action };
    return settle(() =>
      db.transaction(async (tx) => {
        const f = await findFulfilment(tx, id, true);
        if (!f?.completed_at) return refuse('ORDER.NOT_FOUND', `Order ${id} was not found`);
        const to = nextStatus(f.fulfilment_status, move);
        if (!to.ok) return refuse('FULFILMENT.NOT_ALLOWED', to.error.reason);
        const at = new Date(clock.now());
        await writeFulfilmentMove(tx, id, {
          to: to.value,
          at,
          ...(shipment ? { shipment } : {}),
          note: shipment ? `${carrierNameOf(shipment.carrier, shipment.trackingLink)} ${shipment.trackingNumber}` : '',
          // A correction keeps the day the parcel left.
          ...(request.action === 'correctTracking' ? { keepShippedAt: true } : {}),
          staff,
        });
        const change: FulfilmentChange = {
          at,
          from: { status: f.fulfilment_status, carrier: f.carrier, tracking_number: f.tracking_number },
          to: to.value,
          shipment,
        };
        await alsoInTx(tx, change);
        // Last: the provider's refusal rolls the move and its records back, and the staff see why. A corrected
        // tracking number takes no payment: shipping took it.
        if (shipment && request.action === 'ship') {
          const order = await findOrder(tx, id);
          if (order && order.provider === provider.name && order.total > 0)
            await provider.capture(
              {
                orderId: id,
                providerRef: order.provider_ref,
                carrier: carrierNameOf(shipment.carrier, shipment.trackingLink),
                trackingNumber: shipment.trackingNumber,
              },
              tx,
            );
        }
        return change;
      }),
    );
  },
});

export type Fulfilment = ReturnType<typeof createFulfilment>;
