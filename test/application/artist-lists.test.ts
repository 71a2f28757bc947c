/**
 * The artist's posters and sales lists (docs/rules/artists.md#sales-and-commission, docs/rules/shop-wide.md#errors-and-redirects) with the shop system's wiring: a list that
 * cannot load goes back to /my-account, and the saved notice leaves the address once its toast
 * has hidden (a reload does not show it again). No DOM.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { artistPostersFlow, artistSalesFlow } from '../../src/application/system/flows/artist-lists.flow';
import { selectPagedToast } from '../../src/application/flows/artist-account/lists';
import type { FlowContext } from '../../src/application/system/flow';
import { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import { TOAST_DURATION_MS } from '../../src/domain';
import { InMemoryArtistAccount } from '../../src/adapters/memory/in-memory-artist-account';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const portsWith = (artistAccount: InMemoryArtistAccount) => {
  const navigation = new RecordingNavigation('/my-account/posters?saved=1');
  return { navigation, ctx: { ports: { artistAccount, navigation } } as unknown as FlowContext };
};

describe('the artist lists navigate through the Navigation port', () => {
  it('the saved toast shows, then the notice leaves the address in place (no new history entry)', async () => {
    const { navigation, ctx } = portsWith(new InMemoryArtistAccount());
    const prepared = artistPostersFlow.prepare(ctx, { justSaved: true });
    const list = createActor(prepared.logic, { input: prepared.input }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPagedToast(list.getSnapshot())).toBe('saved');
    expect(navigation.moves).toEqual([]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    expect(selectPagedToast(list.getSnapshot())).toBeNull();
    expect(navigation.moves).toEqual([{ path: '/my-account/posters', replace: true }]);
  });

  it('without a saved notice the address is left alone', async () => {
    const { navigation, ctx } = portsWith(new InMemoryArtistAccount());
    const prepared = artistPostersFlow.prepare(ctx, {});
    createActor(prepared.logic, { input: prepared.input }).start();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 2);
    expect(navigation.moves).toEqual([]);
  });

  it.each([
    ['posters', artistPostersFlow, 'posters:0'],
    ['sales', artistSalesFlow, 'transactions:0'],
  ] as const)('the %s list that cannot load goes back to /my-account', async (_name, flow, call) => {
    const account = new InMemoryArtistAccount();
    account.failNext.add(call);
    const { navigation, ctx } = portsWith(account);
    const prepared = flow.prepare(ctx, {});
    createActor(prepared.logic, { input: prepared.input }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigation.visited).toEqual(['/my-account']);
  });
});
