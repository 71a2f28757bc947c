/**
 * CheckoutEmbed for tests and headless runs: records mounts and what the page did with the embed (`log`:
 * 'mount checkout', 'suspend', 'resume', 'unmount'); the first `failures` mounts fail as if the
 * element were not there yet. `complete(orderId)` plays the provider's completion message.
 */
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { CheckoutCompletion, CheckoutEmbed, EmbedMode, MountedCheckout } from '../../application/ports/checkout-embed.port';

export class RecordingCheckoutEmbed implements CheckoutEmbed {
  readonly mounts: { elementId: string; snippet: string; mode: EmbedMode }[] = [];
  private readonly listeners = new Set<(c: CheckoutCompletion) => void>();
  mounted = false;

  constructor(
    readonly log: string[] = [],
    public failures = 0,
  ) {}

  mount(elementId: string, snippet: string, mode: EmbedMode): Promise<Outcome<MountedCheckout>> {
    this.log.push(`mount ${mode}`);
    this.mounts.push({ elementId, snippet, mode });
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.resolve(fail('NOT_FOUND', `no element #${elementId}`));
    }
    this.mounted = true;
    return Promise.resolve(
      ok({
        suspend: () => {
          this.log.push('suspend');
        },
        resume: () => {
          this.log.push('resume');
        },
        onCompleted: (listener) => {
          this.listeners.add(listener);
          return () => {
            this.listeners.delete(listener);
          };
        },
        unmount: () => {
          this.mounted = false;
          this.log.push('unmount');
        },
      }),
    );
  }

  complete(orderId: string): void {
    for (const l of [...this.listeners]) l({ orderId, confirmationUrl: `/checkout/confirmation/${orderId}` });
  }
}
