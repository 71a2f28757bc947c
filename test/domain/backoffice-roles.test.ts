import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, mayDo, STAFF_ABILITIES, STAFF_ROLES, type StaffRole } from '../../src/domain/backoffice';

/** Issue 27 "Roles": reviewer moderates, fulfilment handles orders and shipping, admin does everything. */
const role = fc.constantFrom(...STAFF_ROLES);
const ability = fc.constantFrom(...STAFF_ABILITIES);

describe('staff roles', () => {
  it('lets an admin do everything another role may do, and more', () => {
    fc.assert(
      fc.property(role, ability, (r, a) => {
        expect(mayDo('admin', a)).toBe(true);
        if (mayDo(r, a)) expect(mayDo('admin', a)).toBe(true);
      }),
    );
    expect(abilitiesOf('admin')).toEqual(STAFF_ABILITIES);
  });

  it('keeps moderation and fulfilment apart: no ability is shared by reviewer and fulfilment', () => {
    fc.assert(
      fc.property(ability, (a) => {
        expect(mayDo('reviewer', a) && mayDo('fulfilment', a)).toBe(false);
      }),
    );
  });

  it('lists for each role exactly the abilities mayDo allows', () => {
    fc.assert(
      fc.property(role, ability, (r, a) => {
        expect(abilitiesOf(r).includes(a)).toBe(mayDo(r, a));
      }),
    );
  });

  it.each<[StaffRole, string, boolean]>([
    ['reviewer', 'moderation', true],
    ['reviewer', 'orders.read', false],
    ['fulfilment', 'orders.fulfil', true],
    ['fulfilment', 'printFiles.read', true],
    ['fulfilment', 'orders.refund', false],
    ['fulfilment', 'coupons', false],
    ['fulfilment', 'artists', false],
    ['fulfilment', 'moderation', false],
    ['admin', 'orders.refund', true],
    ['catalogue', 'catalogue', true],
    ['catalogue', 'orders.read', false],
    ['catalogue', 'moderation', false],
    ['fulfilment', 'catalogue', false],
    ['reviewer', 'catalogue', false],
    ['admin', 'catalogue', true],
  ])('%s may %s: %s', (r, a, expected) => {
    expect(mayDo(r, a as (typeof STAFF_ABILITIES)[number])).toBe(expected);
  });
});
