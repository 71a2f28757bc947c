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
  // The payment provider refused a call (its reason is in the message), or could not be reached.
  'PROVIDER.REFUSED': 502,
  'PROVIDER.UNAVAILABLE': 503,
  'FULFILMENT.TRACKING_NUMBER': 400,
  'FULFILMENT.NOT_ALLOWED': 409,
  'PRINT_FILE.NOT_FOUND': 404,
  'PACKING_SLIP.NOT_FOUND': 404,
  'PRINT_JOB.NOT_FAILED': 409,
  'GIFT_CARD.CODE': 400,
  'GIFT_CARD.NOT_FOUND': 404,
  'GIFT_CARD.VOIDED': 409,
  'ARTIST.SETTINGS': 400,
  'ARTIST.NOT_FOUND': 404,
  'PAYOUT.CURRENCY': 409,
  'PAYOUT.PERIOD': 400,
  'PAYOUT.OVERLAP': 409,
  'PAYOUT.NOTHING_DUE': 409,
  'PAYOUT.DEBTOR': 409,
  'PAYOUT.NOT_FOUND': 404,
  'PAYOUT.TAX_STATUS': 409,
  'PAYOUT.HOLDER': 400,
  'PAYOUT.IBAN': 400,
  'COUPON.END_DATE': 400,
  'COUPON.INVALID': 400,
  'COUPON.CODE_TAKEN': 409,
  'COUPON.NOT_FOUND': 404,
  'COUPON.ENDED': 409,
  'REVIEW.NOT_IN_REVIEW': 409,
  'REVIEW.NOT_FOUND': 404,
  'REVIEW.IMAGES_NOT_READY': 409,
  'REVIEW.REASON': 400,
  'POSTER.NO_ALIAS': 409,
  'POSTER.LIMIT': 409,
  'POSTER.NAME': 400,
  'POSTER.DESCRIPTION': 400,
  'POSTER.CATEGORY': 400,
  'POSTER.IMAGE': 400,
  'POSTER.NAME_EXISTS': 409,
  'ARTIST_IMAGE.NOT_JPEG': 422,
  'ARTIST_IMAGE.TOO_SMALL': 422,
  'UPLOAD.EMPTY': 400,
  'UPLOAD.TOO_LARGE': 413,
  'UPLOAD.NOT_JPEG': 415,
  'UPLOAD.TRUNCATED': 422,
  'UPLOAD.TOO_MANY_PIXELS': 422,
  'ALIAS.LENGTH': 400,
  'ALIAS.EXISTS': 409,
  'AUTH.NO_SESSION': 401,
  'PROFILE.BIO': 400,
  'PROFILE.VAT': 400,
  'PRODUCT.NOT_FOUND': 404,
  'PRODUCT.INVALID': 400,
  'PRODUCT.SKU_TAKEN': 409,
  'PRODUCT.SLUG_TAKEN': 409,
  // An artist's poster is its artist's and the moderation's to change (docs/rules/catalogue-management.md#publishing).
  'PRODUCT.ARTIST_POSTER': 409,
  'PRODUCT.IN_REVIEW': 409,
  'PRODUCT.ARCHIVED': 409,
  'PRODUCT.UNPRICED': 409,
  'PRODUCT.IMAGE': 400,
  'PRODUCT.IMPORT': 422,
};

/** The refusal as the problem the error handler answers: its status from the table, its sentence as the message. */
export const problemOf = (failure: Failure): HttpProblem =>
  new HttpProblem(FAILURE_STATUS[failure.code], failure.message, failure.code);

/** The outcome's value, or its refusal thrown as an HTTP problem for the error handler to answer. */
export const answerOf = <T>(outcome: Outcome<T>): T => {
  if (outcome.ok) return outcome.value;
  throw problemOf(outcome.error);
};
