/**
 * Idempotent order creation. The first answer for an `Idempotency-Key` is
 * stored in the same transaction as the order it describes, and replayed for every repeat;
 * a repeat whose request differs (another cart, store or provider) is a 409.
 *
 * Concurrency: the key row is inserted first (ON CONFLICT DO NOTHING). On PostgreSQL a second
 * transaction inserting the same key waits for the first to commit, then sees its answer; on
 * PGlite transactions run one at a time. Keys are kept 24 hours.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.port.js';
import { badRequest } from '../http/errors.js';
import { refuse } from '../platform/outcome.js';
import { claimKey, findKey, forgetKeysOlderThan, storeAnswer } from './idempotency.repository.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_RETENTION = '24 hours';

/** The key from the header, undefined when absent; a malformed key is a 400. */
export const idempotencyKeyOf = (headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined => {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw badRequest('Header "Idempotency-Key" must be one value of 1 to 200 visible ASCII characters');
  }
  return raw;
};

/** Stable hash of what the request asks for: key order inside objects does not matter. */
export const requestHash = (value: unknown): string => {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
};

/**
 * Runs `create` at most once per key inside `tx`: the stored answer when the key was seen
 * with the same request, a refusal (rolling `tx` back) when it was seen with another one.
 */
export const oncePerKey = async <A>(
  tx: Queryable,
  key: string,
  hash: string,
  create: () => Promise<A>,
): Promise<{ answer: A; replayed: boolean }> => {
  await forgetKeysOlderThan(tx, KEY_RETENTION);
  if (!(await claimKey(tx, key, hash))) {
    const seen = await findKey<A>(tx, key);
    if (seen && seen.request_hash !== hash) {
      return refuse(
        'ORDER.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order request. Use a new key for a new request.',
      );
    }
    if (seen?.response != null) return { answer: seen.response, replayed: true };
    return refuse(
      'ORDER.IDEMPOTENCY_IN_PROGRESS',
      'A request with this Idempotency-Key is still being processed. Retry in a moment.',
    );
  }
  const answer = await create();
  await storeAnswer(tx, key, answer);
  return { answer, replayed: false };
};
