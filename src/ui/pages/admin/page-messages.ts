import { defineMessages } from 'react-intl';
import type { AdminNavPage } from '../../../application/flows/admin-list/pages';

/** Each back-office section's name in the menu. */
export const PAGE_NAMES = defineMessages<AdminNavPage>({
  orders: { id: 'admin.nav.orders', defaultMessage: 'Orders' },
  catalogue: { id: 'admin.nav.catalogue', defaultMessage: 'Catalogue' },
  review: { id: 'admin.nav.review', defaultMessage: 'Review queue' },
  artists: { id: 'admin.nav.artists', defaultMessage: 'Artists' },
  coupons: { id: 'admin.nav.coupons', defaultMessage: 'Coupons' },
  'gift-cards': { id: 'admin.nav.giftCards', defaultMessage: 'Gift cards' },
  audit: { id: 'admin.nav.audit', defaultMessage: 'Audit record' },
  outbox: { id: 'admin.nav.outbox', defaultMessage: 'Outbox' },
  payouts: { id: 'admin.nav.payouts', defaultMessage: 'Payouts' },
});

/** What a section says to a role it does not open: it names that section, never another. */
export const FORBIDDEN_NOTICES = defineMessages<AdminNavPage>({
  orders: { id: 'admin.forbidden.orders', defaultMessage: 'Your staff role has no access to orders.' },
  catalogue: { id: 'admin.forbidden.catalogue', defaultMessage: 'Your staff role has no access to the catalogue.' },
  review: { id: 'admin.forbidden.review', defaultMessage: 'Your staff role has no access to the review queue.' },
  artists: { id: 'admin.forbidden.artists', defaultMessage: 'Your staff role has no access to artists.' },
  coupons: { id: 'admin.forbidden.coupons', defaultMessage: 'Your staff role has no access to coupons.' },
  'gift-cards': { id: 'admin.forbidden.giftCards', defaultMessage: 'Your staff role has no access to gift cards.' },
  audit: { id: 'admin.forbidden.audit', defaultMessage: 'Your staff role has no access to the audit record.' },
  outbox: { id: 'admin.forbidden.outbox', defaultMessage: 'Your staff role has no access to the outbox.' },
  payouts: { id: 'admin.forbidden.payouts', defaultMessage: 'Your staff role has no access to payouts.' },
});
