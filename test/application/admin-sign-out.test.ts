/**
 * Signing out of the back office, headless: the staff bar's sign-out ends the session on the server
 * and lands on the sign-in page (replacing the page left, so Back does not return to it); a session
 * that had already ended counts as signed out; any other failure keeps the page, with the reason.
 * The sign-in page says why the last sign-in failed, or that the staff member signed out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import * as signOut from '../../src/application/flows/admin-sign-out/selectors';
import { signInNoticeOf } from '../../src/application/flows/admin-orders/access';
import { fail } from '../../src/application/model/outcome';
import { backOfficeSystem, PRINTER } from './admin-desk';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('signing out of the back office', () => {
  it('ends the staff session on the server, then replaces the page with the sign-in page', async () => {
    const { desk, navigation, system } = backOfficeSystem(PRINTER);
    const flow = system.start(PAGE_FLOWS.adminSignOut);
    flow.send({ type: 'staff.signOut' });
    expect(signOut.selectSigningOut(flow.getSnapshot())).toBe(true);
    expect(navigation.visited).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toEqual(['signOut']);
    expect(desk.staff).toBeNull();
    expect(navigation.moves).toEqual([{ path: '/admin?signed_out=1', replace: true }]);
    expect((await desk.session()).ok).toBe(false);
    system.dispose();
  });

  it('counts a session that had already ended as signed out', async () => {
    const { navigation, system } = backOfficeSystem(null);
    const flow = system.start(PAGE_FLOWS.adminSignOut);
    flow.send({ type: 'staff.signOut' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigation.visited).toEqual(['/admin?signed_out=1']);
    system.dispose();
  });

  it('stays on the page with the reason when the server cannot end the session', async () => {
    const { desk, navigation, system } = backOfficeSystem(PRINTER);
    desk.signOut = async () => fail('SERVER', 'The shop is busy, please try again.', 503);
    const flow = system.start(PAGE_FLOWS.adminSignOut);
    flow.send({ type: 'staff.signOut' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigation.visited).toEqual([]);
    expect(signOut.selectSignOutRefusal(flow.getSnapshot())).toBe('The shop is busy, please try again.');
    expect(signOut.selectSigningOut(flow.getSnapshot())).toBe(false);
    system.dispose();
  });
});

describe('the sign-in page', () => {
  it.each([
    [{ login: 'failed' }, 'failed'],
    [{ login: 'refused' }, 'refused'],
    [{ signed_out: '1' }, 'signedOut'],
    [{ login: 'failed', signed_out: '1' }, 'failed'],
    [{ login: 'other' }, null],
    [{}, null],
  ] as const)('reads %j from the address as %s', (query, notice) => {
    expect(signInNoticeOf(query)).toBe(notice);
  });
});
