/** The NewsletterGateway over the HTTP API (docs/rules/shop-wide.md#newsletter POST /api/subscribe, POST /api/unsubscribe). */
import { fail } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { NewsletterGateway } from '../../application/ports/newsletter.port';
import { SubscribeAnswer, UnsubscribeAnswer, type SubscribeRequest, type UnsubscribeRequest } from './contract/newsletter';
import type { HttpClient } from './http-client';

export const createHttpNewsletterGateway = (http: HttpClient): NewsletterGateway => ({
  subscribe: async (email) => {
    const body: SubscribeRequest = { email };
    const r = await http.request(SubscribeAnswer, '/api/subscribe', { method: 'POST', body });
    return r.ok ? ok({ code: r.value.value.code }) : r;
  },
  unsubscribe: async (email) => {
    const body: UnsubscribeRequest = { email };
    const r = await http.request(UnsubscribeAnswer, '/api/unsubscribe', { method: 'POST', body });
    if (!r.ok) return r;
    return r.value.value.success ? ok(undefined) : fail('BAD_REQUEST', 'unsubscribe was not accepted');
  },
});
