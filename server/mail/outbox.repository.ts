/** SQL of the mail outbox (mail_outbox, migration 078). */
import type { Queryable } from '../db/db.port.js';
import type { MailMessage } from './mailer.port.js';

import type { MailKind, OutboxStatus } from '../../src/domain/backoffice/records.js';

export type { OutboxStatus };

export interface OutboxRow {
  readonly id: string;
  readonly order_id: string | null;
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly created_at: Date;
  readonly sent_at: Date | null;
}

/** Writes the message once per order and kind; false when it was already written. */
export const insertOutboxMessage = async (
  tx: Queryable,
  m: MailMessage & { readonly orderId: string | null; readonly kind: MailKind; readonly at: Date },
): Promise<boolean> =>
  (
    await tx.query(
      `INSERT INTO mail_outbox (order_id, kind, recipient, subject, text_body, html_body, status, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7) ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [m.orderId, m.kind, m.to, m.subject, m.text, m.html, m.at],
    )
  ).rows.length > 0;

/**
 * Writes the order's message of this kind anew (a shipping notice with a corrected tracking number): the
 * one written before is replaced by this one and goes out again, or it is written for the first time.
 */
export const rewriteOutboxMessage = async (
  tx: Queryable,
  m: MailMessage & { readonly orderId: string; readonly kind: MailKind; readonly at: Date },
): Promise<void> => {
  await tx.query(
    `INSERT INTO mail_outbox (order_id, kind, recipient, subject, text_body, html_body, status, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7) ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO UPDATE
     SET recipient = excluded.recipient, subject = excluded.subject, text_body = excluded.text_body,
       html_body = excluded.html_body, status = 'pending', attempts = 0, last_error = NULL,
       next_attempt_at = excluded.next_attempt_at, created_at = excluded.created_at, sent_at = NULL`,
    [m.orderId, m.kind, m.to, m.subject, m.text, m.html, m.at],
  );
};

/** Messages due at `now`, oldest first (one instance drains the outbox at a time; see mail-outbox.ts). */
export const dueOutboxMessages = async (db: Queryable, now: Date, limit: number): Promise<OutboxRow[]> =>
  (
    await db.query<OutboxRow>(
      `SELECT * FROM mail_outbox WHERE status IN ('pending', 'retrying') AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $2`,
      [now, limit],
    )
  ).rows;

export const recordOutboxAttempt = async (
  db: Queryable,
  id: string,
  o: { status: OutboxStatus; attempts: number; error: string | null; nextAttemptAt: Date; sentAt: Date | null },
): Promise<void> => {
  await db.query(
    'UPDATE mail_outbox SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5, sent_at = $6 WHERE id = $1',
    [id, o.status, o.attempts, o.error, o.nextAttemptAt, o.sentAt],
  );
};

export const nextOutboxAttemptAt = async (db: Queryable): Promise<Date | null> => {
  const at = (
    await db.query<{ at: Date | string | null }>(
      `SELECT min(next_attempt_at) AS at FROM mail_outbox WHERE status IN ('pending', 'retrying')`,
    )
  ).rows[0]?.at;
  return at ? new Date(at) : null;
};

export const listOutbox = async (db: Queryable, page: { offset: number; limit: number }) => {
  const total = Number((await db.query<{ n: string | number }>('SELECT count(*) AS n FROM mail_outbox')).rows[0]!.n);
  const { rows } = await db.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2', [
    page.limit,
    page.offset,
  ]);
  return { rows: rows.map((r) => ({ ...r, id: String(r.id) })), total };
};
