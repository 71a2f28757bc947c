/** NewsletterGateway in memory, for tests and headless runs: subscribers by address; `failWith` fails every call. */
import { fail, type FailureCode, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { NewsletterGateway } from '../../application/ports/newsletter.port';

export class InMemoryNewsletter implements NewsletterGateway {
  readonly subscribers = new Set<string>();
  failWith: FailureCode | null = null;

  constructor(private readonly welcomeCode = 'WELCOME10') {}

  subscribe(email: string): Promise<Outcome<{ readonly code: string }>> {
    if (this.failWith) return Promise.resolve(fail(this.failWith, 'subscribe failed'));
    // As the server: an address already known is a 409 and mints no second code.
    if (this.subscribers.has(email))
      return Promise.resolve(fail('BAD_REQUEST', 'This address is already subscribed.', 409, 'NEWSLETTER.ALREADY_SUBSCRIBED'));
    this.subscribers.add(email);
    return Promise.resolve(ok({ code: this.welcomeCode }));
  }

  unsubscribe(email: string): Promise<Outcome<void>> {
    if (this.failWith) return Promise.resolve(fail(this.failWith, 'unsubscribe failed'));
    this.subscribers.delete(email);
    return Promise.resolve(ok(undefined));
  }
}
