import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { payoutDetailsMachine } from '../../src/application/flows/payout-details/machine';
import { createPayoutDetailsActors } from '../../src/application/flows/payout-details/actors';
import { InMemoryArtistAccount } from '../../src/adapters/memory/in-memory-artist-account';

/** docs/rules/artists.md#payouts: payout details are refused until a VAT number or the private seller's declaration. */
const start = (account: InMemoryArtistAccount) =>
  createActor(payoutDetailsMachine.provide(createPayoutDetailsActors({ artistAccount: account }))).start();
const ready = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches('Ready'));

describe('the payout details form', () => {
  it('shows the refusal by its code until the artist declares selling privately, then saves and forgets the typed IBAN', async () => {
    const account = new InMemoryArtistAccount();
    const actor = start(account);
    await ready(actor);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
    actor.send({ type: 'holder.change', value: 'Maja Lind' });
    actor.send({ type: 'iban.change', value: 'SE45 5000 0000 0583 9825 7466' });
    actor.send({ type: 'save' });
    const refused = await waitFor(actor, (s) => s.matches('Ready') && s.context.refusal !== null);
    expect(refused.context.refusal).toBe('PAYOUT.TAX_STATUS');
    actor.send({ type: 'privateSeller.change', value: true });
    actor.send({ type: 'save' });
    const saved = await waitFor(actor, (s) => s.matches('Ready') && s.context.saved);
    expect(saved.context.state).toMatchObject({ account_holder: 'Maja Lind', private_seller: true, may_receive: true });
    expect(saved.context.state?.iban_masked).toMatch(/^SE•+7466$/);
    expect(saved.context.iban).toBe('');
    expect(saved.context.refusal).toBeNull();
  });
});
