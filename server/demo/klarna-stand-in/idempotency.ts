/**
 * Klarna-Idempotency-Key on Order Management's POST and PATCH calls: Klarna performs a keyed call
 * once and answers a retry with the key, within 24 hours, with the first call's answer, changing nothing. Its
 * reference says only the key is compared; the stand-in is stricter and answers a key sent again
 * with another method, path or body with 409 CONFLICT (the code Klarna's error table gives for a
 * request that conflicts), so a merchant reusing one key for two different calls sees it in tests.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotentAnswer, StandInContext } from './context.js';
import { errorBody } from './klarna-http.js';

export type Answer = Omit<IdempotentAnswer, 'fingerprint' | 'answeredAt'>;

/** Klarna honours a key for 24 hours after its first use; after that the key is new again. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const errorAnswer = (status: number, errorCode: string, messages: readonly string[]): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: errorBody(errorCode, messages),
});

/** JSON with object keys sorted, so a retry that serialises its body in another key order is the same call. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ) ?? '';

const send = (reply: FastifyReply, answer: Answer): FastifyReply =>
  reply.code(answer.status).headers(answer.headers).send(answer.body);

/** Runs the call once per idempotency key (every call when it carries none) and sends its answer. */
export const idempotent = (
  context: StandInContext,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Answer,
): FastifyReply => {
  const key = request.headers['klarna-idempotency-key'];
  if (typeof key !== 'string' || key === '') return send(reply, run());
  const fingerprint = `${request.method} ${request.url.split('?', 1)[0]} ${canonical(request.body)}`;
  const now = Date.parse(context.timestamp());
  const kept = context.idempotency.get(key);
  const stored = kept !== undefined && now - kept.answeredAt < KEY_LIFETIME_MS ? kept : undefined;
  if (stored !== undefined) {
    if (stored.fingerprint === fingerprint) return send(reply, stored);
    return send(reply, errorAnswer(409, 'CONFLICT', ['The idempotency key was already used for a different request']));
  }
  const answer = run();
  context.idempotency.set(key, { fingerprint, answeredAt: now, ...answer });
  return send(reply, answer);
};
