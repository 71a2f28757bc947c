/**
 * The values the back office's records hold: the staff writes the audit records (with the kind of
 * thing each acts on, the part of `target` before the colon), and the states and kinds of the
 * shopper e-mails in the outbox. The server writes only these, and the pages label each one.
 */

export const AUDIT_ACTIONS = [
  'order.startProduction',
  'order.ship',
  'order.deliver',
  'order.correctTracking',
  'order.cancel',
  'order.refund',
  'print_job.retry',
  'coupon.create',
  'coupon.expire',
  'giftCard.void',
  'artist.update',
  'poster.approve',
  'poster.deny',
  'payout.run',
  'product.create',
  'product.update',
  'product.status',
  'product.prices',
  'product.stock',
  'product.image',
  'prices.standard',
  'products.import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['order', 'coupon', 'giftCard', 'artist', 'product', 'payoutRun'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const OUTBOX_STATUSES = ['pending', 'retrying', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const MAIL_KINDS = ['order_confirmation', 'gift_cards', 'shipping_notice', 'payout_statement'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isAuditAction = isOneOf(AUDIT_ACTIONS);
export const isOutboxStatus = isOneOf(OUTBOX_STATUSES);
export const isMailKind = isOneOf(MAIL_KINDS);

/** An audit target `kind:id` split; a kind the list does not know keeps the target whole. */
export const auditTargetOf = (target: string): { readonly kind: AuditTargetKind | null; readonly id: string } => {
  const at = target.indexOf(':');
  const kind = at < 0 ? '' : target.slice(0, at);
  return isOneOf(AUDIT_TARGET_KINDS)(kind) ? { kind, id: target.slice(at + 1) } : { kind: null, id: target };
};
