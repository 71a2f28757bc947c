/**
 * Who on the shop's staff may do what: reviewers moderate,
 * fulfilment handles orders and shipping, the catalogue role runs the products, their prices and
 * stock (docs/rules/catalogue-management.md#roles), admins do everything. The server's guard and the back
 * office's menus both ask `mayDo`; neither restates the table.
 */
export const STAFF_ROLES = ['reviewer', 'fulfilment', 'catalogue', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ABILITIES = [
  'moderation',
  'orders.read',
  'orders.fulfil',
  'printFiles.read',
  'outbox.read',
  'orders.refund',
  'coupons',
  'giftCards',
  'artists',
  'audit.read',
  'payouts',
  'catalogue',
] as const;
export type StaffAbility = (typeof STAFF_ABILITIES)[number];

const GRANTS: Readonly<Record<Exclude<StaffRole, 'admin'>, readonly StaffAbility[]>> = {
  reviewer: ['moderation'],
  fulfilment: ['orders.read', 'orders.fulfil', 'printFiles.read', 'outbox.read'],
  catalogue: ['catalogue'],
};

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export const mayDo = (role: StaffRole, ability: StaffAbility): boolean => role === 'admin' || GRANTS[role].includes(ability);

/** What a role may do, in the table's order (the back office shows its menu from it). */
export const abilitiesOf = (role: StaffRole): readonly StaffAbility[] => STAFF_ABILITIES.filter((a) => mayDo(role, a));
