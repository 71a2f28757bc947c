/**
 * What each back-office route needs, checked by the guard when the request arrives — before its
 * body is parsed or validated — so a role without the ability learns nothing of a route's body
 * format: a 403, never a 400. The handlers still ask for the same ability (the guard is a first
 * line, not the only one). `staff` means any signed-in member of staff. A test checks that every
 * /api/admin route is listed here.
 */
import type { StaffAbility } from '../../src/domain/backoffice/roles.js';

export const ADMIN_ROUTE_ABILITIES: Readonly<Record<string, StaffAbility | 'staff'>> = {
  'GET /api/admin/session': 'staff',
  'POST /api/admin/session/logout': 'staff',
  'GET /api/admin/review/queue': 'moderation',
  'POST /api/admin/review/products/:id/approve': 'moderation',
  'POST /api/admin/review/products/:id/deny': 'moderation',
  'GET /api/admin/orders': 'orders.read',
  'GET /api/admin/orders.csv': 'orders.read',
  'GET /api/admin/orders/:id': 'orders.read',
  'POST /api/admin/orders/:id/fulfilment': 'orders.fulfil',
  'POST /api/admin/orders/:id/print-job/retry': 'orders.fulfil',
  'GET /api/admin/orders/:id/print-files.zip': 'printFiles.read',
  'GET /api/admin/orders/:id/print-files/:file': 'printFiles.read',
  'GET /api/admin/print-batches/:day': 'printFiles.read',
  'GET /api/admin/orders/:id/packing-slip.pdf': 'orders.read',
  'GET /api/admin/packing-slips/:day': 'orders.read',
  'POST /api/admin/orders/:id/refunds': 'orders.refund',
  'GET /api/admin/outbox': 'outbox.read',
  'GET /api/admin/coupons': 'coupons',
  'POST /api/admin/coupons': 'coupons',
  'POST /api/admin/coupons/:id/expire': 'coupons',
  'GET /api/admin/gift-cards/:code': 'giftCards',
  'POST /api/admin/gift-cards/:code/void': 'giftCards',
  'GET /api/admin/artists': 'artists',
  'PATCH /api/admin/artists/:id': 'artists',
  'GET /api/admin/audit': 'audit.read',
  'GET /api/admin/audit.csv': 'audit.read',
  'GET /api/admin/payouts/balances': 'payouts',
  'GET /api/admin/payouts/preview': 'payouts',
  'GET /api/admin/payouts/runs': 'payouts',
  'POST /api/admin/payouts/runs': 'payouts',
  'GET /api/admin/payouts/runs/:id/sepa.xml': 'payouts',
  'GET /api/admin/payouts/runs/:id/payouts.csv': 'payouts',
  'GET /api/admin/catalogue/products': 'catalogue',
  'POST /api/admin/catalogue/products': 'catalogue',
  'GET /api/admin/catalogue/products/:id': 'catalogue',
  'PATCH /api/admin/catalogue/products/:id': 'catalogue',
  'POST /api/admin/catalogue/products/:id/status': 'catalogue',
  'PUT /api/admin/catalogue/products/:id/prices': 'catalogue',
  'PUT /api/admin/catalogue/products/:id/stock': 'catalogue',
  'POST /api/admin/catalogue/products/:id/image': 'catalogue',
  'GET /api/admin/catalogue/low-stock': 'catalogue',
  'GET /api/admin/catalogue/standard-prices': 'catalogue',
  'PUT /api/admin/catalogue/standard-prices': 'catalogue',
  'GET /api/admin/catalogue/products.csv': 'catalogue',
  'POST /api/admin/catalogue/products.csv': 'catalogue',
};

/** The ability a request's route needs; HEAD asks what GET needs. Undefined for a route not listed. */
export const abilityOfRoute = (method: string, url: string | undefined): StaffAbility | 'staff' | undefined =>
  url === undefined ? undefined : ADMIN_ROUTE_ABILITIES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
