import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { adminPayoutsMachine, payoutFileUrls } from '../../src/application/flows/admin-payouts/machine';
import { createAdminPayoutsActors } from '../../src/application/flows/admin-payouts/actors';
import { InMemoryPayoutDesk } from '../../src/adapters/memory/in-memory-payout-desk';
import type { StaffIdentity } from '../../src/application/model/back-office';
import { abilitiesOf } from '../../src/domain/backoffice';

/** docs/rules/artists.md#payouts: the back office's payouts page reviews a period and pays it once. */
const admin: StaffIdentity = { subject: 'sandbox-admin', name: 'Ada Nilsson', role: 'admin', abilities: abilitiesOf('admin') };
const line = (artist_id: number, amount: number, payable = true) => ({
  artist_id,
  alias: `artist-${artist_id}`,
  amount,
  reference: `AP-20261130-${artist_id}`,
  account_holder: payable ? 'Maja Lind' : null,
  iban_masked: payable ? 'SE••••7466' : null,
  payable,
});

const start = (desk: InMemoryPayoutDesk) => {
  const actor = createActor(adminPayoutsMachine.provide(createAdminPayoutsActors({ payoutDesk: desk }))).start();
  return actor;
};
const ready = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches('Ready') || s.matches('Failed'));

describe('the payouts page', () => {
  it('loads the balances and runs, reviews a period and pays it; the same period again pays nothing more', async () => {
    const desk = new InMemoryPayoutDesk(admin);
    desk.previewBook = { currency: 'EUR', minimum: 2500, total: 4000, lines: [line(1, 4000), line(2, 3000, false)] };
    const actor = start(desk);
    expect((await ready(actor)).context.balances?.minimum).toBe(2500);
    actor.send({ type: 'run.approve' });
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
    actor.send({ type: 'period.change', field: 'from', value: '2026-11-01' });
    actor.send({ type: 'period.change', field: 'to', value: '2026-11-30' });
    actor.send({ type: 'preview.submit' });
    expect((await ready(actor)).context.preview?.lines).toHaveLength(2);
    actor.send({ type: 'run.approve' });
    await waitFor(actor, (s) => s.matches('Running'));
    const paid = await waitFor(actor, (s) => s.matches('Ready') && s.context.runs.length === 1);
    expect(paid.context.approved).toMatchObject({ created: true, run: { payouts: 1, total: 4000, from: '2026-11-01' } });
    expect(paid.context.preview).toBeNull();
    actor.send({ type: 'preview.submit' });
    await ready(actor);
    actor.send({ type: 'run.approve' });
    const again = await waitFor(actor, (s) => s.matches('Ready') && s.context.approved?.created === false);
    expect(again.context.runs).toHaveLength(1);
    expect(payoutFileUrls(1)).toEqual({
      sepa: '/api/admin/payouts/runs/1/sepa.xml',
      csv: '/api/admin/payouts/runs/1/payouts.csv',
    });
  });

  it('shows the server’s refusal, and stops for a role without payouts', async () => {
    const desk = new InMemoryPayoutDesk(admin);
    desk.previewBook = { currency: 'EUR', minimum: 2500, total: 0, lines: [line(2, 3000, false)] };
    desk.runBook.push({ id: 9, from: '2026-10-01', to: '2026-11-05', created_at: '', staff: 'x', payouts: 1, total: 1 });
    const actor = start(desk);
    await ready(actor);
    actor.send({ type: 'period.change', field: 'from', value: '2026-11-01' });
    actor.send({ type: 'period.change', field: 'to', value: '2026-11-30' });
    actor.send({ type: 'preview.submit' });
    await ready(actor);
    actor.send({ type: 'run.approve' });
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
    desk.previewBook = { ...desk.previewBook, lines: [line(1, 4000)] };
    actor.send({ type: 'preview.submit' });
    await ready(actor);
    actor.send({ type: 'run.approve' });
    const refused = await waitFor(actor, (s) => s.matches('Ready') && s.context.refusal !== null);
    expect(refused.context.refusal).toBe('The period overlaps another run.');

    const fulfilment = start(new InMemoryPayoutDesk({ ...admin, role: 'fulfilment', abilities: abilitiesOf('fulfilment') }));
    expect((await ready(fulfilment)).context.problem).toBe('forbidden');
  });
});
