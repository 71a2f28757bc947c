/**
 * What every process of the shop is composed from, made once where the process starts: the web
 * process (server/app.ts) and the print worker (server/worker.ts) each build theirs here and hand
 * its parts to the capabilities they wire. A test gives any part of its own; the rest follows the
 * configuration.
 */
import type { Config } from './config.js';
import type { Db } from './db/db.port.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { MediaStore } from './platform/media-store.port.js';
import { mediaStoreFor } from './uploads/media-store-for.js';
import type { ExchangeRates } from './platform/exchange-rates.port.js';
import { exchangeRatesFor } from './platform/exchange-rates.js';
import type { Mailer } from './mail/mailer.port.js';
import { createSmtpMailer, outboxOnlyMailer } from './mail/smtp-mailer.js';
import { createImageWork, type ImageWork } from './platform/image-work.js';

export interface ProcessDeps {
  readonly config: Config;
  readonly db: Db;
  /** Time for sessions, the ledger, the queues and the sweeps (tests move it by hand). */
  readonly clock: Clock;
  /** Uploaded photos, poster images and print files: a local folder under MEDIA_DIR, or S3. */
  readonly media: MediaStore;
  /** Euro exchange rates: the adapter EXCHANGE_RATES names. */
  readonly rates: ExchangeRates;
  /** The shoppers' e-mails: SMTP_URL's server, or none (the outbox keeps them). */
  readonly mailer: Mailer;
  /** The process's one limit on image decoding and rendering (server/platform/image-work.ts). */
  readonly imageWork: ImageWork;
}

/** The parts a caller may give; each one not given follows `config`. */
export type GivenDeps = Pick<ProcessDeps, 'config' | 'db'> & Partial<Omit<ProcessDeps, 'config' | 'db'>>;

export const processDeps = (given: GivenDeps): ProcessDeps => {
  const { config } = given;
  return {
    config,
    db: given.db,
    clock: given.clock ?? systemClock,
    media: given.media ?? mediaStoreFor(config),
    rates: given.rates ?? exchangeRatesFor(config.exchangeRates),
    mailer: given.mailer ?? (config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : outboxOnlyMailer),
    imageWork: given.imageWork ?? createImageWork(config.imageWork),
  };
};
