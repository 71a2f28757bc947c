/**
 * The back office's pages under test: the staff members the tests sign in as, and a shop system
 * on the test container's ports whose in-memory desk (the catalogue desk, or the back office of
 * orders and records) holds the staff session and what a test puts in.
 */
import { expect } from 'vitest';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem, type ShopSystem } from '../../src/application/system/shop-system';
import { DEFAULT_STORE } from '../../src/domain';
import { TOKENS } from '../../src/application/ports/tokens';
import type { InMemoryBackOffice } from '../../src/adapters/memory/in-memory-back-office';
import type { InMemoryCatalogueDesk } from '../../src/adapters/memory/in-memory-catalogue-desk';
import type { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import type { StaffIdentity } from '../../src/application/model/back-office';
import type { StaffRole } from '../../src/domain/backoffice';
import { adminNavOf } from '../../src/application/flows/admin-list/pages';

export const ADMIN: StaffIdentity = { subject: 'ops-1', name: 'Olga Admin', role: 'admin', abilities: [] };
export const REVIEWER: StaffIdentity = { subject: 'rev-1', name: 'Rita Review', role: 'reviewer', abilities: [] };
export const PRINTER: StaffIdentity = { subject: 'printer-2', name: 'Paul Weber', role: 'fulfilment', abilities: [] };
export const CATALOGUER: StaffIdentity = { subject: 'cat-1', name: 'Clara Moreau', role: 'catalogue', abilities: [] };

const systemWith =
  <Desk extends { staff: StaffIdentity | null }>(token: symbol) =>
  (staff: StaffIdentity | null, fill: (desk: Desk) => void = () => undefined) => {
    const container = createTestContainer();
    const desk = container.get<Desk>(token);
    desk.staff = staff;
    fill(desk);
    const navigation = container.get<RecordingNavigation>(TOKENS.Navigation);
    const system: ShopSystem = createShopSystem(resolveShopPorts(container), { store: DEFAULT_STORE });
    return { desk, navigation, system };
  };

/** Coupons, gift cards, artists, the review queue. */
export const deskSystem = systemWith<InMemoryCatalogueDesk>(TOKENS.CatalogueDeskGateway);
/** Orders, the audit record, the outbox. */
export const backOfficeSystem = systemWith<InMemoryBackOffice>(TOKENS.BackOfficeGateway);

/** The page is in the menu of exactly these roles. */
export const expectInMenuOf = (path: string, roles: readonly StaffRole[]) => {
  for (const role of ['admin', 'fulfilment', 'reviewer', 'catalogue'] as const) {
    expect(
      adminNavOf(role).some((p) => p.path === path),
      `${path} in the ${role}’s menu`,
    ).toBe(roles.includes(role));
  }
};
