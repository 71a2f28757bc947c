/**
 * The back office's menu: each page with its address and the ability it needs. A role sees the
 * pages its abilities open (the domain's `mayDo`, the table the server's guard asks too).
 */
import { mayDo, type StaffAbility, type StaffRole } from '../../../domain/backoffice';

export type AdminNavPage =
  'orders' | 'catalogue' | 'review' | 'artists' | 'coupons' | 'gift-cards' | 'audit' | 'outbox' | 'payouts';

export interface AdminNavItem {
  readonly page: AdminNavPage;
  readonly path: string;
  readonly ability: StaffAbility;
}

const ADMIN_NAV: readonly AdminNavItem[] = [
  { page: 'orders', path: '/admin', ability: 'orders.read' },
  { page: 'catalogue', path: '/admin/catalogue', ability: 'catalogue' },
  { page: 'review', path: '/admin/review', ability: 'moderation' },
  { page: 'artists', path: '/admin/artists', ability: 'artists' },
  { page: 'payouts', path: '/admin/payouts', ability: 'payouts' },
  { page: 'coupons', path: '/admin/coupons', ability: 'coupons' },
  { page: 'gift-cards', path: '/admin/gift-cards', ability: 'giftCards' },
  { page: 'audit', path: '/admin/audit', ability: 'audit.read' },
  { page: 'outbox', path: '/admin/outbox', ability: 'outbox.read' },
];

export const adminNavOf = (role: StaffRole): readonly AdminNavItem[] => ADMIN_NAV.filter((p) => mayDo(role, p.ability));
