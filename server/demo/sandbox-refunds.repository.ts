/** The refunds the sandbox checkout was asked for (sandbox_refund, migration 086), as a provider's dashboard lists them. */
import type { Queryable } from '../db/db.port.js';
import type { ProviderRefund } from '../orders/checkout-provider.port.js';

export const recordSandboxRefund = async (tx: Queryable, r: ProviderRefund, at: Date): Promise<string> => {
  const { rows } = await tx.query<{ id: string | number }>(
    'INSERT INTO sandbox_refund (order_id, amount, currency, reason, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [r.orderId, r.amount, r.currency, r.reason, at],
  );
  return `sandbox-refund-${rows[0]!.id}`;
};

export const sandboxRefundsOf = async (db: Queryable, orderId: string) =>
  (
    await db.query<{ amount: string | number; currency: string; reason: string }>(
      'SELECT amount, currency, reason FROM sandbox_refund WHERE order_id = $1 ORDER BY id',
      [orderId],
    )
  ).rows.map((r) => ({ ...r, amount: Number(r.amount) }));
