/**
 * Every stable code a service may refuse with. A code names one kind of refusal and keeps its
 * meaning; server/http/failure-status.ts gives each one its HTTP status.
 */
export type FailureCode =
  | 'CART.NOT_FOR_SALE'
  | 'ORDER.NOT_FOUND'
  | 'ORDER.ALREADY_PAID'
  | 'ORDER.IDEMPOTENCY_KEY_REUSED'
  | 'ORDER.IDEMPOTENCY_IN_PROGRESS'
  | 'PRICES.NO_RATE'
  | 'WALL.INVALID'
  | 'WALL.POSITION'
  | 'WALL.ID'
  | 'WALL.NOT_FOUND'
  | 'REFUND.REFUSED'
  | 'FULFILMENT.TRACKING_NUMBER'
  | 'FULFILMENT.NOT_ALLOWED';
