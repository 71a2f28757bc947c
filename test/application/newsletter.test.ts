/** Newsletter banner and form (docs/rules/shop-wide.md#newsletter e-mail validation, docs/rules/shop-wide.md#newsletter, docs/rules/shop-wide.md#layout subscribed cookie 1 year); no DOM. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createNewsletterActors } from '../../src/application/flows/newsletter/actors';
import { newsletterMachine } from '../../src/application/flows/newsletter/machine';
import {
  selectNewsletterEmail,
  selectNewsletterAlreadySubscribed,
  selectNewsletterFailed,
  selectNewsletterHidden,
  selectNewsletterSubmitting,
  selectSubscriptionCode,
} from '../../src/application/flows/newsletter/selectors';
import { InMemoryNewsletter } from '../../src/adapters/memory/in-memory-newsletter';

const start = (subscribed = false, newsletter = new InMemoryNewsletter()) => {
  const cookies: number[] = [];
  const actor = createActor(
    newsletterMachine.provide({
      ...createNewsletterActors({ newsletter }),
      actions: {
        setSubscribedCookie: (_, { maxAgeSeconds }) => {
          cookies.push(maxAgeSeconds);
        },
      },
    }),
    { input: { subscribed } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, newsletter, cookies, s: () => actor.getSnapshot(), settled };
};

describe('newsletter', () => {
  it('the subscription cookie hides the banner', () => {
    const { s } = start(true);
    expect(selectNewsletterHidden(s())).toBe(true);
  });

  it.each(['', 'anna', 'anna@', 'anna@example', 'an na@example.com', '@example.com'])('submit is disabled for %j', (email) => {
    const { actor, s, newsletter } = start();
    actor.send({ type: 'newsletter.email.change', value: email });
    expect(s().can({ type: 'newsletter.submit' })).toBe(false);
    actor.send({ type: 'newsletter.submit' });
    expect(newsletter.subscribers.size).toBe(0);
    expect(selectNewsletterSubmitting(s())).toBe(false);
  });

  it('subscribes a valid address (trimmed), shows the code and sets the one-year cookie', async () => {
    const c = start();
    c.actor.send({ type: 'newsletter.email.change', value: ' anna@example.com ' });
    expect(selectNewsletterEmail(c.s())).toBe(' anna@example.com ');
    expect(c.s().can({ type: 'newsletter.submit' })).toBe(true);
    c.actor.send({ type: 'newsletter.submit' });
    expect(selectNewsletterSubmitting(c.s())).toBe(true);
    expect(c.s().can({ type: 'newsletter.submit' })).toBe(false);
    await c.settled();
    expect(selectSubscriptionCode(c.s())).toBe('WELCOME10');
    expect(c.newsletter.subscribers).toEqual(new Set(['anna@example.com']));
    expect(c.cookies).toEqual([31_536_000]);
    expect(selectNewsletterHidden(c.s())).toBe(false);
  });

  it('a failure shows the generic error, sets no cookie, and can be retried', async () => {
    const c = start();
    c.newsletter.failWith = 'SERVER';
    c.actor.send({ type: 'newsletter.email.change', value: 'anna@example.com' });
    c.actor.send({ type: 'newsletter.submit' });
    await c.settled();
    expect(selectNewsletterFailed(c.s())).toBe(true);
    expect(selectSubscriptionCode(c.s())).toBeNull();
    expect(c.cookies).toEqual([]);
    c.newsletter.failWith = null;
    c.actor.send({ type: 'newsletter.submit' });
    await c.settled();
    expect(selectNewsletterFailed(c.s())).toBe(false);
    expect(selectSubscriptionCode(c.s())).toBe('WELCOME10');
  });

  it('an address already subscribed (409) says so instead of the unknown error; another address can be entered', async () => {
    const c = start();
    c.newsletter.subscribers.add('anna@example.com');
    c.actor.send({ type: 'newsletter.email.change', value: 'anna@example.com' });
    c.actor.send({ type: 'newsletter.submit' });
    await c.settled();
    expect(selectNewsletterAlreadySubscribed(c.s())).toBe(true);
    expect(selectNewsletterFailed(c.s())).toBe(false);
    expect(c.cookies).toEqual([]);
    c.actor.send({ type: 'newsletter.email.change', value: 'ben@example.com' });
    expect(selectNewsletterAlreadySubscribed(c.s())).toBe(false);
    c.actor.send({ type: 'newsletter.submit' });
    await c.settled();
    expect(selectSubscriptionCode(c.s())).toBe('WELCOME10');
  });

  it('editing the address after a failure puts the error away', async () => {
    const c = start();
    c.newsletter.failWith = 'NETWORK';
    c.actor.send({ type: 'newsletter.email.change', value: 'anna@example.com' });
    c.actor.send({ type: 'newsletter.submit' });
    await c.settled();
    c.actor.send({ type: 'newsletter.email.change', value: 'anna@example.org' });
    expect(selectNewsletterFailed(c.s())).toBe(false);
    expect(selectNewsletterEmail(c.s())).toBe('anna@example.org');
  });
});
