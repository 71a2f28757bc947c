/**
 * Keeping a mounted embed (spec §4 "embed suspended then resumed", §8 "checkout embed cannot
 * render after 3 retries"): shared by the checkout and the confirmation.
 *
 * Mounting is retried because the page renders the embed's element in the same commit the
 * machine starts in, and a first attempt may come before it is there. A first attempt and
 * 3 retries, 500 ms apart; then the generic error.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { MountedCheckout } from '../../ports/checkout-embed.port';

export const EMBED_MAX_RETRIES = 3;
export const EMBED_RETRY_DELAY_MS = 500;

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
