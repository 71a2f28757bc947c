/**
 * The Mailer over SMTP with nodemailer (the standard Node mail client: connection handling,
 * STARTTLS, authentication from the URL, MIME building), from SMTP_URL, e.g.
 * smtps://user:pass@mail.example.com:465 or smtp://localhost:2525.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.port.js';

export const createSmtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (m) => {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close: () => transport.close(),
  };
};

/** The demo's mailer: nothing is sent; the outbox rows are the messages. */
export const outboxOnlyMailer: Mailer = {
  kind: 'outbox',
  send: async () => {},
  close: () => {},
};
