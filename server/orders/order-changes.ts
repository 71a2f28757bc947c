/**
 * The changes of a paid order, as the staff's desk asks for them: fulfilment moves
 * (fulfilment/fulfilment.service.ts), refunds and cancellations (refunds/refund.service.ts), and the
 * shopper's status token (status/order-status.ts). Each writes only the orders' tables, or another
 * capability's through the port it implements (stock, gift cards, the artists' ledger).
 */
import { createFulfilment } from './fulfilment/fulfilment.service.js';
import { findFulfilment } from './fulfilment/fulfilment.repository.js';
import { createRefunds, type RefundsDeps } from './refunds/refund.service.js';
import { statusTokenOf } from './status/order-status.js';

export const createOrderChanges = (deps: RefundsDeps) => {
  const fulfilment = createFulfilment(deps);
  const refunds = createRefunds(deps);
  return {
    fulfilmentOf: findFulfilment,
    move: fulfilment.move,
    refund: refunds.refund,
    refundsOf: refunds.stateOf,
    statusToken: statusTokenOf,
  };
};
