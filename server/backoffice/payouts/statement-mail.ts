/**
 * An artist's payout statement (docs/rules/artists.md#payouts): the period, the amount, the
 * reference and the masked account, in the language of the store of the artist's country, or
 * English where the shop has no store there.
 */
import { DEFAULT_STORE, STORES, type Store } from '../../../src/domain/stores/stores.js';
import { maskedIban, PAYOUT_CURRENCY, type PayoutPeriod } from '../../../src/domain/payouts/index.js';
import type { MailMessage } from '../../mail/mailer.port.js';
import { escapeHtml } from '../../http/escape-html.js';
import { STATEMENT_TEXTS } from './statement-texts.js';

export interface StatementOf {
  readonly email: string;
  readonly name: string;
  readonly country: string;
  readonly iban: string;
  readonly reference: string;
  /** Euro cents. */
  readonly amount: number;
  readonly period: PayoutPeriod;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export const storeOfCountry = (country: string): Store =>
  STORES.find((s) => s.countryCode === country.toUpperCase()) ?? DEFAULT_STORE;

export const payoutStatement = (s: StatementOf): MailMessage => {
  const { language, locale } = storeOfCountry(s.country);
  const t = STATEMENT_TEXTS[language];
  const day = (d: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: PAYOUT_CURRENCY }).format(s.amount / 100);
  const rows = [
    fill(t.hello, { name: s.name }),
    fill(t.intro, { from: day(s.period.from), to: day(s.period.to) }),
    `${t.amount}: ${amount}`,
    `${t.reference}: ${s.reference}`,
    `${t.account}: ${maskedIban(s.iban)}`,
    t.outro,
  ];
  return {
    to: s.email,
    subject: fill(t.subject, { reference: s.reference }),
    text: [...rows, '', t.signoff].join('\n'),
    html:
      '<!doctype html><html><body style="margin:0;background:#f6f3ee;font-family:Inter,Helvetica,Arial,sans-serif;color:#1d1b18">' +
      '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">' +
      '<p style="font-size:20px;font-weight:700;margin:0 0 24px">Atelier Posters</p>' +
      rows.map((r) => `<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${escapeHtml(r)}</p>`).join('') +
      `<p style="font-size:14px;color:#5c574f;margin:24px 0 0">${escapeHtml(t.signoff)}</p></div></body></html>`,
  };
};
