/**
 * What a refund takes back of an artist's commission on a sold line (docs/rules/back-office.md#refunds):
 * a refunded line gives back all that is left of its commission; a refund by amount (or the part of a
 * cancellation no line names) takes back the same share of every other line's remaining commission
 * as it takes of what is left to refund of the order. Rounded up to a whole cent, never more than
 * remains: the commission an artist keeps never exceeds its share of what the shop kept, and a
 * full refund leaves none.
 */

/**
 * The commission to reverse on a line that has `remaining` (EUR cents) left, when a refund of
 * `refunded` takes that much of the `refundable` the order had left before it (minor units).
 */
export const commissionToReverse = (remaining: number, refunded: number, refundable: number): number => {
  // Nothing left to refund: whatever commission is left goes too.
  const share = refundable > 0 ? Math.ceil((remaining * Math.max(refunded, 0)) / refundable) : remaining;
  return Math.max(0, Math.min(remaining, share));
};
