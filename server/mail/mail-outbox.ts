/**
 * The durable mail outbox: callers write a
 * message inside their own transaction (`write`), and the outbox sends it afterwards through the
 * Mailer. A failed attempt is recorded with its reason and retried with doubling waits up to
 * MAIL_MAX_ATTEMPTS, then left 'failed' for the staff to see. Without SMTP (the demo) a message
 * is 'kept': the outbox page is its delivery. Drains run one after another in this process, and
 * the database says what is left, so a restart picks up every message that is due.
 */
import type { MailKind } from '../../src/domain/backoffice/records.js';
import type { Db, Queryable } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { Mailer, MailMessage } from './mailer.port.js';
import {
  dueOutboxMessages,
  insertOutboxMessage,
  rewriteOutboxMessage,
  nextOutboxAttemptAt,
  recordOutboxAttempt,
} from './outbox.repository.js';

/** Attempts before a message is left failed: 1, 2, 4, 8 and 16 minutes apart. */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RETRY_BASE_MS = 60_000;
const BATCH = 20;

export const mailRetryDelay = (attempts: number): number => MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

export interface MailOutbox {
  /** Writes a message in the caller's transaction; once per order and kind. Call `drain` after commit. */
  write(tx: Queryable, message: MailMessage & { orderId: string | null; kind: MailKind }): Promise<boolean>;
  /** Writes the order's message of this kind anew, to go out again (a corrected shipping notice). Call `drain` after commit. */
  rewrite(tx: Queryable, message: MailMessage & { orderId: string; kind: MailKind }): Promise<void>;
  /** Sends every due message; resolves when done. */
  drain(): Promise<void>;
  stop(): void;
}

export const createMailOutbox = (deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: { error(fields: Record<string, unknown>, message: string): void };
}): MailOutbox => {
  const { db, mailer, clock, log } = deps;
  let tail: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const now = () => new Date(clock.now());

  const sendDue = async () => {
    for (;;) {
      const due = await dueOutboxMessages(db, now(), BATCH);
      if (!due.length) return;
      for (const m of due) {
        const attempts = m.attempts + 1;
        try {
          await mailer.send({ to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body });
          const status = mailer.kind === 'smtp' ? 'sent' : 'kept';
          await recordOutboxAttempt(db, m.id, { status, attempts, error: null, nextAttemptAt: now(), sentAt: now() });
        } catch (e) {
          const error = e instanceof Error ? e.message : String(e);
          const gaveUp = attempts >= MAIL_MAX_ATTEMPTS;
          const nextAttemptAt = new Date(clock.now() + mailRetryDelay(attempts));
          await recordOutboxAttempt(db, m.id, {
            status: gaveUp ? 'failed' : 'retrying',
            attempts,
            error,
            nextAttemptAt,
            sentAt: null,
          });
          log.error({ event: 'mail_failed', messageId: m.id, kind: m.kind, attempts, gaveUp, err: e }, 'e-mail not sent');
        }
      }
    }
  };

  const schedule = async () => {
    const at = await nextOutboxAttemptAt(db);
    if (timer) clearTimeout(timer);
    if (!at || stopped) return;
    timer = setTimeout(() => void outbox.drain(), Math.max(0, at.getTime() - clock.now()));
    timer.unref();
  };

  const outbox: MailOutbox = {
    write: (tx, m) => insertOutboxMessage(tx, { ...m, at: now() }),
    rewrite: (tx, m) => rewriteOutboxMessage(tx, { ...m, at: now() }),
    drain: () => {
      tail = tail
        .then(sendDue)
        .then(schedule)
        .catch((err: unknown) => log.error({ event: 'mail_outbox_failed', err }, 'mail outbox failed'));
      return tail.then(() => undefined);
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      mailer.close();
    },
  };
  return outbox;
};
