/**
 * Keeping a mounted embed (docs/rules/checkout.md#checkout-order "embed suspended then resumed", docs/rules/checkout.md#checkout-order "checkout embed cannot
 * render after 3 retries"): shared by the checkout and the confirmation.
 *
 * Mounting is retried because the page renders the embed's element in the same commit the
 * machine starts in, and a first attempt may come before it is there. A first attempt and
 * 3 retries, 500 ms apart; then the generic error.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { EmbedMode, MountedCheckout } from '../../ports/checkout-embed.port';

export const EMBED_MAX_RETRIES = 3;
export const EMBED_RETRY_DELAY_MS = 500;

/** What the checkout's and the confirmation's `mountEmbed` actor gets: the page's element, the provider's snippet, the mode. */
export interface EmbedMount {
  readonly elementId: string;
  readonly snippet: string;
  readonly mode: EmbedMode;
}

/**
 * Lives as long as the state that invokes it: reports the provider's completion as
 * `checkout.completed`, and removes the embed when the state is left or the machine stops.
 */
export const holdEmbed = fromCallback<EventObject, { readonly embed: MountedCheckout }>(({ input, sendBack }) => {
  const stop = input.embed.onCompleted((c) => sendBack({ type: 'checkout.completed', orderId: c.orderId }));
  return () => {
    stop();
    input.embed.unmount();
  };
});

type Mounted = { readonly event: { readonly output: Outcome<MountedCheckout> } };

/**
 * The answers of one mounting attempt, for a machine with a `Waiting` sibling state, a
 * `keepEmbed` action, an `embedRetriesLeft` guard and a `countEmbedRetry` action.
 */
export const embedAttempt = <Shown extends string, Failed extends string>(shown: Shown, failed: Failed) =>
  ({
    onDone: [
      {
        guard: ({ event }: Mounted) => event.output.ok,
        target: shown,
        actions: { type: 'keepEmbed', params: ({ event }: Mounted) => ({ embed: event.output.ok ? event.output.value : null }) },
      },
      { guard: 'embedRetriesLeft', target: 'Waiting', actions: 'countEmbedRetry' },
      { target: failed },
    ],
    onError: [{ guard: 'embedRetriesLeft', target: 'Waiting', actions: 'countEmbedRetry' }, { target: failed }],
  }) as const;
