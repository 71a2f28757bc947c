/** The newsletter's real actor over the NewsletterGateway port (docs/rules/shop-wide.md#wire-conventions POST /api/subscribe). */
import { fromPromise } from 'xstate';
import type { NewsletterGateway } from '../../ports/newsletter.port';

export const createNewsletterActors = (ports: { readonly newsletter: NewsletterGateway }) => ({
  actors: {
    subscribe: fromPromise(({ input }: { input: { readonly email: string } }) => ports.newsletter.subscribe(input.email)),
  },
});
