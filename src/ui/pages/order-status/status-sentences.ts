import { defineMessages } from 'react-intl';
import type { FulfilmentStatus } from '../../../domain/backoffice';

/** Shared by the status page and the confirmation (a small module: the confirmation does not load the page's chunk). */
/** Where the order is, in a sentence; one per lifecycle status. */
export const STATUS_SENTENCES = defineMessages({
  paid: { id: 'orderStatus.now.paid', defaultMessage: 'We have your order. It is waiting for the print shop.' },
  in_production: { id: 'orderStatus.now.in_production', defaultMessage: 'Your posters are being printed.' },
  shipped: { id: 'orderStatus.now.shipped', defaultMessage: 'Your parcel is on its way.' },
  delivered: { id: 'orderStatus.now.delivered', defaultMessage: 'Your parcel has been delivered.' },
  cancelled: { id: 'orderStatus.now.cancelled', defaultMessage: 'This order was cancelled.' },
  partially_refunded: { id: 'orderStatus.now.partially_refunded', defaultMessage: 'Part of this order was refunded.' },
  refunded: { id: 'orderStatus.now.refunded', defaultMessage: 'This order was refunded.' },
} satisfies Record<FulfilmentStatus, unknown>);
