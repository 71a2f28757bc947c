/** Unsubscribe page (docs/rules/checkout.md#confirmation form replaced by a confirmation heading, docs/rules/shop-wide.md#newsletter e-mail, docs/rules/shop-wide.md#errors-and-redirects error under the field); no DOM. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createUnsubscribeActors } from '../../src/application/flows/unsubscribe/actors';
import { unsubscribeMachine } from '../../src/application/flows/unsubscribe/machine';
import {
  selectUnsubscribed,
  selectUnsubscribeEmail,
  selectUnsubscribeFailed,
  selectUnsubscribeLoading,
} from '../../src/application/flows/unsubscribe/selectors';
import { InMemoryNewsletter } from '../../src/adapters/memory/in-memory-newsletter';

const start = (newsletter = new InMemoryNewsletter()) => {
  const actor = createActor(unsubscribeMachine.provide(createUnsubscribeActors({ newsletter })), { input: {} }).start();
  const submit = async (email: string) => {
    actor.send({ type: 'unsubscribe.email.change', value: email });
    actor.send({ type: 'unsubscribe.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
  };
  return { actor, newsletter, s: () => actor.getSnapshot(), submit };
};

describe('unsubscribe', () => {
  it('needs a valid address to submit', () => {
    const { actor, s } = start();
    actor.send({ type: 'unsubscribe.email.change', value: 'anna@' });
    expect(s().can({ type: 'unsubscribe.submit' })).toBe(false);
    actor.send({ type: 'unsubscribe.email.change', value: 'anna@example.com' });
    expect(selectUnsubscribeEmail(s())).toBe('anna@example.com');
    expect(s().can({ type: 'unsubscribe.submit' })).toBe(true);
  });

  it('loads, then the confirmation heading replaces the form', async () => {
    const c = start();
    c.newsletter.subscribers.add('anna@example.com');
    c.actor.send({ type: 'unsubscribe.email.change', value: ' anna@example.com' });
    c.actor.send({ type: 'unsubscribe.submit' });
    expect(selectUnsubscribeLoading(c.s())).toBe(true);
    await waitFor(c.actor, (s) => !s.hasTag('busy'));
    expect(selectUnsubscribed(c.s())).toBe(true);
    expect(c.newsletter.subscribers.size).toBe(0);
  });

  it('a failure shows the error under the field; a retry can succeed', async () => {
    const c = start();
    c.newsletter.failWith = 'BAD_REQUEST';
    await c.submit('anna@example.com');
    expect(selectUnsubscribeFailed(c.s())).toBe(true);
    expect(selectUnsubscribed(c.s())).toBe(false);
    c.newsletter.failWith = null;
    c.actor.send({ type: 'unsubscribe.submit' });
    await waitFor(c.actor, (s) => !s.hasTag('busy'));
    expect(selectUnsubscribed(c.s())).toBe(true);
    expect(selectUnsubscribeFailed(c.s())).toBe(false);
  });
});
