/** The unsubscribe page's real actor over the NewsletterGateway port (docs/rules/shop-wide.md#newsletter POST /api/unsubscribe). */
import { fromPromise } from 'xstate';
import type { NewsletterGateway } from '../../ports/newsletter.port';

export const createUnsubscribeActors = (ports: { readonly newsletter: NewsletterGateway }) => ({
  actors: {
    unsubscribe: fromPromise(({ input }: { input: { readonly email: string } }) => ports.newsletter.unsubscribe(input.email)),
  },
});
