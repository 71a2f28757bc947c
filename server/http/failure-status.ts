/**
 * The one table from a service's refusal code to the HTTP status its route answers, and the
 * helpers a route uses to turn an outcome into its answer or into the shop's error body.
 */
import type { Failure, FailureCode, Outcome } from '../platform/outcome.js';
import { HttpProblem } from './errors.js';

export const FAILURE_STATUS: Readonly<Record<FailureCode, number>> = {
  'CART.NOT_FOR_SALE': 400,
  'ORDER.NOT_FOUND': 404,
  'ORDER.ALREADY_PAID': 409,
  'ORDER.IDEMPOTENCY_KEY_REUSED': 409,
  'ORDER.IDEMPOTENCY_IN_PROGRESS': 409,
  'PRICES.NO_RATE': 503,
  'WALL.INVALID': 422,
  'WALL.POSITION': 400,
  'WALL.ID': 400,
  'WALL.NOT_FOUND': 404,
  'REFUND.REFUSED': 409,
  'FULFILMENT.TRACKING_NUMBER': 400,
  'FULFILMENT.NOT_ALLOWED': 409,
};

/** The refusal as the problem the error handler answers: its status from the table, its sentence as the message. */
export const problemOf = (failure: Failure): HttpProblem =>
  new HttpProblem(FAILURE_STATUS[failure.code], failure.message, failure.code);

/** The outcome's value, or its refusal thrown as an HTTP problem for the error handler to answer. */
export const answerOf = <T>(outcome: Outcome<T>): T => {
  if (outcome.ok) return outcome.value;
  throw problemOf(outcome.error);
};
