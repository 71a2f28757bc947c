import { defineMessages } from 'react-intl';
import type { AuditAction, AuditTargetKind, MailKind, OutboxStatus } from '../../../domain/backoffice';

/** Names of the audit's actions, its targets' kinds and the outbox's states and kinds (src/domain/backoffice/records.ts). */
export const AUDIT_ACTION_NAMES = defineMessages<AuditAction>({
  'order.startProduction': { id: 'admin.audit.action.order.startProduction', defaultMessage: 'Order put in production' },
  'order.ship': { id: 'admin.audit.action.order.ship', defaultMessage: 'Order shipped' },
  'order.deliver': { id: 'admin.audit.action.order.deliver', defaultMessage: 'Order marked delivered' },
  'order.correctTracking': { id: 'admin.audit.action.order.correctTracking', defaultMessage: 'Tracking number corrected' },
  'order.cancel': { id: 'admin.audit.action.order.cancel', defaultMessage: 'Order cancelled' },
  'order.refund': { id: 'admin.audit.action.order.refund', defaultMessage: 'Order refunded' },
  'print_job.retry': { id: 'admin.audit.action.print_job.retry', defaultMessage: 'Printing retried' },
  'coupon.create': { id: 'admin.audit.action.coupon.create', defaultMessage: 'Coupon created' },
  'coupon.expire': { id: 'admin.audit.action.coupon.expire', defaultMessage: 'Coupon ended' },
  'giftCard.void': { id: 'admin.audit.action.giftCard.void', defaultMessage: 'Gift card voided' },
  'artist.update': { id: 'admin.audit.action.artist.update', defaultMessage: 'Artist settings changed' },
  'poster.approve': { id: 'admin.audit.action.poster.approve', defaultMessage: 'Poster approved' },
  'poster.deny': { id: 'admin.audit.action.poster.deny', defaultMessage: 'Poster denied' },
  'payout.run': { id: 'admin.audit.action.payout.run', defaultMessage: 'Artists paid out' },
  'product.create': { id: 'admin.audit.action.product.create', defaultMessage: 'Product created' },
  'product.update': { id: 'admin.audit.action.product.update', defaultMessage: 'Product edited' },
  'product.status': { id: 'admin.audit.action.product.status', defaultMessage: 'Product published, hidden or archived' },
  'product.prices': { id: 'admin.audit.action.product.prices', defaultMessage: 'Product prices set' },
  'product.stock': { id: 'admin.audit.action.product.stock', defaultMessage: 'Stock set' },
  'product.image': { id: 'admin.audit.action.product.image', defaultMessage: 'Master image uploaded' },
  'prices.standard': { id: 'admin.audit.action.prices.standard', defaultMessage: 'Standard prices changed' },
  'products.import': { id: 'admin.audit.action.products.import', defaultMessage: 'Products imported from CSV' },
});

export const TARGET_KIND_NAMES = defineMessages<AuditTargetKind>({
  order: { id: 'admin.audit.target.order', defaultMessage: 'Order {id}' },
  coupon: { id: 'admin.audit.target.coupon', defaultMessage: 'Coupon {id}' },
  giftCard: { id: 'admin.audit.target.giftCard', defaultMessage: 'Gift card {id}' },
  artist: { id: 'admin.audit.target.artist', defaultMessage: 'Artist {id}' },
  product: { id: 'admin.audit.target.product', defaultMessage: 'Poster {id}' },
  payoutRun: { id: 'admin.audit.target.payoutRun', defaultMessage: 'Payout run {id}' },
});

export const OUTBOX_STATUS_NAMES = defineMessages<OutboxStatus>({
  pending: { id: 'admin.outbox.state.pending', defaultMessage: 'Waiting to be sent' },
  retrying: { id: 'admin.outbox.state.retrying', defaultMessage: 'Sending again soon' },
  sent: { id: 'admin.outbox.state.sent', defaultMessage: 'Sent' },
  failed: { id: 'admin.outbox.state.failed', defaultMessage: 'Given up' },
  kept: { id: 'admin.outbox.state.kept', defaultMessage: 'Kept in the outbox' },
});

export const MAIL_KIND_NAMES = defineMessages<MailKind>({
  order_confirmation: { id: 'admin.outbox.kind.order_confirmation', defaultMessage: 'Order confirmation' },
  gift_cards: { id: 'admin.outbox.kind.gift_cards', defaultMessage: 'Gift card codes' },
  shipping_notice: { id: 'admin.outbox.kind.shipping_notice', defaultMessage: 'Shipping notice' },
  payout_statement: { id: 'admin.outbox.kind.payout_statement', defaultMessage: 'Payout statement' },
});
