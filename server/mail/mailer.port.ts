/**
 * Sending an e-mail: SMTP through nodemailer when SMTP_URL is set; without
 * it (the demo) nothing leaves the shop and the outbox keeps the message for the staff to read.
 */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps messages in the database only. */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves when the server accepted the message; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}
