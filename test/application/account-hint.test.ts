/** The header's my-account link follows the account-hint cookie the server sets at sign-in (docs/rules/shop-wide.md#layout). */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem, type ShopSystem } from '../../src/application/system/shop-system';
import { accountHintFlow, selectSignedIn } from '../../src/application/system/flows/account-hint.flow';
import { COOKIES } from '../../src/application/model/cookies';
import { DEFAULT_STORE } from '../../src/domain/stores/stores';

let systems: ShopSystem[] = [];
afterEach(() => {
  for (const s of systems) s.dispose();
  systems = [];
});

const signedIn = (cookies: Record<string, string>) => {
  const system = createShopSystem(resolveShopPorts(createTestContainer({ cookies })), { store: DEFAULT_STORE });
  systems.push(system);
  return selectSignedIn(system.start(accountHintFlow).getSnapshot());
};

describe('account hint', () => {
  it('is signed in with the hint cookie of the table', () => {
    expect(signedIn({ [COOKIES.accountHint.name]: '1' })).toBe(true);
  });

  it('is anonymous without it, whatever other cookies say', () => {
    expect(signedIn({ [COOKIES.consent.name]: '1', [COOKIES.session.name]: 'x' })).toBe(false);
  });
});
