/**
 * The shopper's e-mails about an order: the confirmation when payment
 * completes and the shipping notice with the tracking link, in the store's language, in the
 * shop's look (its name, colours and type as inline styles: mail clients drop style sheets).
 */
import { orderStatusPath, storeByCode } from '../../src/domain/stores/stores.js';
import { estimatedDeliveryDate } from '../../src/domain/delivery/index.js';
import { carrierNameOf, trackingUrl, type Carrier } from '../../src/domain/backoffice/index.js';
import type { MailMessage } from '../mail/mailer.port.js';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.js';
import { escapeHtml } from '../http/escape-html.js';
import { formatGiftCardCode } from '../../src/domain/validation/gift-card-code.js';

export interface MailOrder {
  readonly id: string;
  readonly store: string;
  readonly email: string;
  readonly customerName: string;
  readonly total: number;
  readonly currency: string;
  readonly paidAt: Date;
  /** Every line is a gift card: nothing is prepared or shipped, the codes go by e-mail. */
  readonly onlyGiftCards: boolean;
  /** What was bought, in the order's own order. */
  readonly lines: readonly { readonly quantity: number; readonly name: string; readonly variation_name: string }[];
  /** Where it goes: the address's lines as the shopper gave them (none for gift cards only). */
  readonly address: readonly string[];
}

/** A gift card the order bought, as its e-mail gives it. */
export interface MailGiftCard {
  readonly code: string;
  readonly balance: number;
  readonly currency: string;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/**
 * The order's reference in subjects: its id whole and as written, as the receipt on the confirmation page
 * shows it (docs/rules/back-office.md#audit-and-outbox). Ids are case-sensitive and may hold "-" anywhere, so a
 * cut or upper-cased id names no order and can end in a hyphen.
 */
const reference = (id: string) => id;

const layout = (rows: readonly { text: string; html: string }[], signoff: string): { text: string; html: string } => ({
  text: [...rows.map((r) => r.text), '', signoff].join('\n'),
  html:
    '<!doctype html><html><body style="margin:0;background:#f6f3ee;font-family:Inter,Helvetica,Arial,sans-serif;color:#1d1b18">' +
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">' +
    '<p style="font-size:20px;font-weight:700;letter-spacing:.02em;margin:0 0 24px">Atelier Posters</p>' +
    rows.map((r) => `<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${r.html}</p>`).join('') +
    `<p style="font-size:14px;color:#5c574f;margin:24px 0 0">${escapeHtml(signoff)}</p></div></body></html>`,
});

const plain = (s: string) => ({ text: s, html: escapeHtml(s) });
const link = (label: string, url: string) => ({
  text: `${label}: ${url}`,
  html: `<a href="${escapeHtml(url)}" style="color:#8a4b2a;font-weight:600">${escapeHtml(label)}</a>`,
});

const money = (locale: string, minor: number, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

export const orderMails = (publicUrl: string) => {
  const localeOf = (o: MailOrder) => storeByCode(o.store) ?? storeByCode('int')!;
  const textsOf = (o: MailOrder) => ORDER_MAIL_TEXTS[localeOf(o).language];
  // The status page in the order's own store and words (/de/bestellstatus/…).
  const statusUrl = (o: MailOrder, token: string) => `${publicUrl}${orderStatusPath(localeOf(o), token)}`;
  const greeting = (o: MailOrder) => plain(fill(textsOf(o).hello, { name: o.customerName || o.email }));

  return {
    confirmation: (o: MailOrder, token: string): MailMessage => {
      const t = textsOf(o);
      const locale = localeOf(o).locale;
      const paidOn = { year: o.paidAt.getUTCFullYear(), month: o.paidAt.getUTCMonth() + 1, day: o.paidAt.getUTCDate() };
      const eta = estimatedDeliveryDate(paidOn);
      const etaText = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(eta.year, eta.month - 1, eta.day)),
      );
      const total = money(locale, o.total, o.currency);
      return {
        to: o.email,
        subject: fill(t.confirmSubject, { order: reference(o.id) }),
        ...layout(
          [
            greeting(o),
            plain(o.onlyGiftCards ? t.giftOnlyIntro : t.confirmIntro),
            plain(`${t.items}:`),
            ...o.lines.map((l) => plain(`${l.quantity} × ${l.name}, ${l.variation_name}`)),
            plain(`${t.total}: ${total}`),
            ...(o.onlyGiftCards
              ? []
              : [plain(`${t.deliveryAddress}: ${o.address.join(', ')}`), plain(`${t.estimatedDelivery}: ${etaText}`)]),
            link(t.followOrder, statusUrl(o, token)),
          ],
          t.signoff,
        ),
      };
    },

    /** The codes of the gift cards an order bought, each with its amount, and how to spend them. */
    giftCards: (o: MailOrder, token: string, cards: readonly MailGiftCard[]): MailMessage => {
      const t = textsOf(o);
      const { locale, pathPrefix } = localeOf(o);
      return {
        to: o.email,
        subject: fill(t.giftSubject, { order: reference(o.id) }),
        ...layout(
          [
            greeting(o),
            plain(t.giftIntro),
            ...cards.map((c) =>
              plain(fill(t.giftCard, { code: formatGiftCardCode(c.code), amount: money(locale, c.balance, c.currency) })),
            ),
            plain(t.giftHowTo),
            link(t.giftBalance, `${publicUrl}${pathPrefix}/gift-card-balance`),
            link(t.followOrder, statusUrl(o, token)),
          ],
          t.signoff,
        ),
      };
    },

    shippingNotice: (
      o: MailOrder,
      token: string,
      shipment: { carrier: Carrier; trackingNumber: string; trackingLink: string | null },
    ): MailMessage => {
      const t = textsOf(o);
      return {
        to: o.email,
        subject: fill(t.shipSubject, { order: reference(o.id) }),
        ...layout(
          [
            greeting(o),
            plain(fill(t.shipIntro, { carrier: carrierNameOf(shipment.carrier, shipment.trackingLink) })),
            plain(`${t.trackingNumber}: ${shipment.trackingNumber}`),
            link(t.trackParcel, trackingUrl(shipment.carrier, shipment.trackingNumber, shipment.trackingLink)),
            link(t.followOrder, statusUrl(o, token)),
          ],
          t.signoff,
        ),
      };
    },
  };
};
export type OrderMails = ReturnType<typeof orderMails>;
