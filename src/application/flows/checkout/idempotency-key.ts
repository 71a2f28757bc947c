/**
 * Idempotency keys of order creation (a retried or doubled submission never creates a
 * second order; a reused key with a different cart is rejected).
 *
 * The checkout gets one random key per visit (input) and derives one key per revision of what
 * it sends: a retry of the same cart and codes reuses the key, so the server replays its first
 * answer; a changed cart gets a key of its own, so the server does not reject it as a reused
 * key. Revision 0 is the base key itself. For a UUID only the last 12 hex digits (the node
 * field) change, so the result is still a UUID of the same version.
 */
const NODE = /^(.*)([0-9a-f]{12})$/i;
const NODE_SPACE = 2 ** 48;

export const idempotencyKeyFor = (base: string, revision: number): string => {
  if (revision === 0) return base;
  const match = NODE.exec(base);
  if (!match) return `${base}-${revision}`;
  const node = (Number.parseInt(match[2]!, 16) + revision) % NODE_SPACE;
  return `${match[1]}${node.toString(16).padStart(12, '0')}`;
};
