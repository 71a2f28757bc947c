/**
 * Server-rendered pages of the sandbox checkout: the checkout form with the
 * server's lines and total, the "payment received" page that hands over to the shop, and the
 * confirmation-mode thank-you summary. Plain HTML that works without JavaScript; the one
 * inline script (page-assets.ts) only talks to the embedding page.
 */
import { STORES, type Store } from '../../../src/domain/stores/stores.js';
import { formatGiftCardCode } from '../../../src/domain/validation/gift-card-code.js';
import type { Pricing, StoredOrder } from '../../orders/checkout-provider.port.js';
import { SANDBOX_SCRIPT, SANDBOX_STYLE } from './page-assets.js';
import { TEST_CARD_HINT, type FieldErrors, type FormValues } from './payment-form.js';
import { fieldErrorText, fill, sandboxTexts } from './sandbox-texts.js';
import { providerTexts, type ProviderTexts } from './provider-texts.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import { isTemplateId, renderTemplateSvg, templateSummary } from '../../../src/domain/templates/index.js';
import { decodeTemplateFields } from '../../../src/adapters/http/contract/index.js';
import { escapeHtml } from '../../http/escape-html.js';

/** Countries the shop delivers to: every store's country (the international store is none). */
export const DELIVERY_COUNTRY_CODES: readonly string[] = STORES.filter((s) => s.countryCode !== 'EU').map((s) => s.countryCode);

/** The delivery countries named in the store's language (Germany, not Deutschland, in English), in its alphabetical order. */
export const deliveryCountries = (store: Store): readonly { readonly code: string; readonly name: string }[] => {
  const names = new Intl.DisplayNames([store.locale], { type: 'region' });
  return DELIVERY_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, store.locale),
  );
};

const formatMoney = (amount: number, store: Store, currency: string): string =>
  new Intl.NumberFormat(store.locale, { style: 'currency', currency }).format(amount / 100);

/** The response's CSP nonces (@fastify/helmet, one pair per response). */
export interface Nonces {
  readonly script: string;
  readonly style: string;
}

interface Layout {
  readonly nonce: Nonces;
  readonly title: string;
  readonly orderId: string;
  readonly body: string;
  readonly confirmationUrl?: string;
  readonly lang?: string;
}

const layout = (p: Layout): string => `<!doctype html>
<html lang="${escapeHtml(p.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(p.title)}</title><style nonce="${p.nonce.style}">${SANDBOX_STYLE}</style></head>
<body data-order-id="${escapeHtml(p.orderId)}"${p.confirmationUrl ? ` data-completed="true" data-confirmation-url="${escapeHtml(p.confirmationUrl)}"` : ''}>
<main>${p.body}</main>
<script nonce="${p.nonce.script}">${SANDBOX_SCRIPT}</script></body></html>`;

type SummaryLine = Pick<
  StoredOrder['lines'][number],
  'type' | 'name' | 'variation_name' | 'margin' | 'black_and_white' | 'quantity' | 'unit_price' | 'line_total'
> & { readonly template?: unknown };

/**
 * A personalised line's design as it prints (the shop's renderer; every value escaped there)
 * and its values in a few words; an uploaded photo as stored. Other lines show nothing.
 */
const lineArt = (l: SummaryLine): { readonly art: string; readonly summary: string } | null => {
  const t = l.template as { template_id?: unknown; values?: unknown; uploaded_image_id?: unknown } | null | undefined;
  if (typeof t?.uploaded_image_id === 'string') {
    return { art: `<img src="/uploads/${encodeURIComponent(t.uploaded_image_id)}.jpg" alt="">`, summary: '' };
  }
  if (typeof t?.template_id !== 'string' || !isTemplateId(t.template_id)) return null;
  const values = decodeTemplateFields(t.template_id, t.values);
  if (!values) return null;
  const options = { size: l.variation_name, margin: l.margin === true, blackAndWhite: l.black_and_white === true };
  return { art: renderTemplateSvg(t.template_id, values, options), summary: templateSummary(t.template_id, values) };
};

const nameCell = (l: SummaryLine, details: string): string => {
  const art = lineArt(l);
  const text = `${escapeHtml(l.name)}<div class="muted">${details}</div>${art?.summary ? `<div class="values">${escapeHtml(art.summary)}</div>` : ''}`;
  return art ? `<div class="line-art"><div class="art">${art.art}</div><div>${text}</div></div>` : text;
};
interface Deduction {
  readonly label: string;
  readonly amount: number;
}
interface Summary {
  readonly lines: readonly SummaryLine[];
  readonly subtotal: number;
  readonly deductions: readonly Deduction[];
  readonly total: number;
}

const summaryTable = (s: Summary, store: Store, currency: string, t: ProviderTexts): string => {
  const m = (n: number) => escapeHtml(formatMoney(n, store, currency));
  const details = (l: SummaryLine) =>
    [
      l.type === PRODUCT_TYPE.giftCard ? '' : l.variation_name,
      l.type === PRODUCT_TYPE.poster && l.margin !== null ? (l.margin ? t.withMargin : t.withoutMargin) : '',
      l.type === PRODUCT_TYPE.poster && l.black_and_white ? t.blackAndWhite : '',
    ]
      .filter(Boolean)
      .map(escapeHtml)
      .join(' · ');
  return `<table><tbody>${s.lines
    .map(
      (l) => `<tr><td>${nameCell(l, details(l))}</td>
<td class="num">${l.quantity} × ${m(l.unit_price)}</td><td class="num">${m(l.line_total)}</td></tr>`,
    )
    .join('')}
<tr><td colspan="2">${escapeHtml(t.subtotal)}</td><td class="num">${m(s.subtotal)}</td></tr>
${s.deductions.map((d) => `<tr><td colspan="2">${escapeHtml(d.label)}</td><td class="num">−${m(d.amount)}</td></tr>`).join('')}
<tr class="total"><td colspan="2">${escapeHtml(t.totalPaid)}</td><td class="num">${m(s.total)}</td></tr></tbody></table>`;
};

const errorText = (store: Store, error: FieldErrors[keyof FieldErrors]): string =>
  error ? escapeHtml(fieldErrorText(store.language, error, TEST_CARD_HINT)) : '';

const input = (
  store: Store,
  name: keyof FormValues,
  label: string,
  values: FormValues,
  errors: FieldErrors,
  attrs: string,
  cls = '',
) => `
<div class="${cls}"><label for="f-${name}">${label}</label><input id="f-${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attrs}${errors[name] ? ` aria-invalid="true" aria-describedby="e-${name}"` : ''}>
${errors[name] ? `<div class="err" id="e-${name}">${errorText(store, errors[name])}</div>` : ''}</div>`;

/**
 * The checkout form in the store's language. The shop's own checkout page lists the lines,
 * discounts and totals beside this frame, so the form shows only the total to pay (the order
 * summary appears once).
 */
export const checkoutPage = (p: {
  nonce: Nonces;
  order: StoredOrder;
  pricing: Pricing;
  values: FormValues;
  errors: FieldErrors;
  message?: string;
}): string => {
  const { order, pricing, values, errors } = p;
  const store = pricing.store;
  const t = sandboxTexts(store.language);
  const chosen = values.country ?? (store.countryCode === 'EU' ? '' : store.countryCode);
  const empty = pricing.lines.length === 0;
  const card = pricing.total > 0;
  const total = escapeHtml(formatMoney(pricing.total, store, pricing.currency));
  const body = `<h1>${escapeHtml(t.title)} <span class="badge">${escapeHtml(t.badge)}</span></h1>
${p.message ? `<div class="alert" role="alert">${escapeHtml(p.message)}</div>` : ''}
${empty ? `<p>${escapeHtml(t.noItems)}</p>` : `<table><tbody><tr class="total"><td>${escapeHtml(t.totalToPay)}</td><td class="num" data-testid="sandbox-total">${total}</td></tr></tbody></table>`}
<form id="pay-form" method="post" action="/sandbox/checkout/${encodeURIComponent(order.id)}/pay" novalidate>
<fieldset id="pay-fieldset"${empty ? ' disabled' : ''}>
<input type="hidden" name="version" value="${order.version}"><input type="hidden" name="total" value="${pricing.total}">
<h2>${escapeHtml(t.contact)}</h2><div class="grid">
${input(store, 'email', escapeHtml(t.email), values, errors, 'type="email" autocomplete="email" required', 'full')}
<div class="full"><label for="f-country">${escapeHtml(t.country)}</label><select id="f-country" name="country" autocomplete="country" required>
<option value="">${escapeHtml(t.choose)}</option>${deliveryCountries(store)
    .map((c) => `<option value="${c.code}"${c.code === chosen ? ' selected' : ''}>${escapeHtml(c.name)}</option>`)
    .join('')}
</select>${errors.country ? `<div class="err">${errorText(store, errors.country)}</div>` : ''}</div>
${input(store, 'name', escapeHtml(t.name), values, errors, 'autocomplete="name" required', 'full')}
${input(store, 'address', escapeHtml(t.address), values, errors, 'autocomplete="street-address" required', 'full')}
${input(store, 'postcode', escapeHtml(t.postcode), values, errors, 'autocomplete="postal-code" required')}
${input(store, 'city', escapeHtml(t.city), values, errors, 'autocomplete="address-level2" required')}
</div>${
    card
      ? `<h2>${escapeHtml(t.card)}</h2><p class="muted">${escapeHtml(fill(t.testCard, { card: TEST_CARD_HINT }))}</p><div class="grid">
${input(store, 'card_number', escapeHtml(t.cardNumber), {}, errors, `inputmode="numeric" autocomplete="off" placeholder="${TEST_CARD_HINT}" required`, 'full')}
${input(store, 'expiry', escapeHtml(t.expiry), values, errors, 'autocomplete="off" placeholder="12/30" required')}
${input(store, 'cvc', escapeHtml(t.cvc), {}, errors, 'inputmode="numeric" autocomplete="off" maxlength="4" required')}</div>`
      : `<p class="muted">${escapeHtml(t.giftCardsCover)}</p>`
  }
<button id="pay-button" type="submit">${card ? escapeHtml(fill(t.pay, { amount: formatMoney(pricing.total, store, pricing.currency) })) : escapeHtml(t.placeOrder)}</button>
</fieldset></form><div id="overlay" hidden role="status">${escapeHtml(t.updating)}</div>`;
  return layout({ nonce: p.nonce, title: t.title, orderId: order.id, body, lang: store.locale });
};

export const completedPage = (p: { nonce: Nonces; order: StoredOrder; store: Store; confirmationUrl: string }): string => {
  const t = providerTexts(p.store.language);
  return layout({
    nonce: p.nonce,
    title: t.paymentReceived,
    orderId: p.order.id,
    confirmationUrl: p.confirmationUrl,
    lang: p.store.locale,
    body: `<h1>${escapeHtml(t.paymentReceivedHeading)}</h1><p class="ok" role="status">${escapeHtml(t.orderConfirmed)}</p>
<p><a href="${escapeHtml(p.confirmationUrl)}" target="_top">${escapeHtml(t.continueToConfirmation)}</a></p>`,
  });
};

export const confirmationPage = (p: {
  nonce: Nonces;
  order: StoredOrder;
  store: Store;
  giftCards: readonly { code: string; balance: number; currency: string }[];
}): string => {
  const { order, store } = p;
  const t = providerTexts(store.language);
  const summary: Summary = {
    lines: order.lines,
    subtotal: order.subtotal,
    total: order.total,
    deductions: [
      ...(order.discount_total > 0 ? [{ label: t.discounts, amount: order.discount_total }] : []),
      ...(order.gift_card_total > 0 ? [{ label: t.paidWithGiftCards, amount: order.gift_card_total }] : []),
    ],
  };
  const cards =
    p.giftCards.length === 0
      ? ''
      : `<h2>${escapeHtml(t.yourGiftCards)}</h2><table><tbody>${p.giftCards
          .map(
            (g) =>
              `<tr><td class="code">${escapeHtml(formatGiftCardCode(g.code))}</td><td class="num">${escapeHtml(formatMoney(g.balance, store, g.currency))}</td></tr>`,
          )
          .join('')}</tbody></table>
<p class="muted">${escapeHtml(t.keepCodesSafe)}</p>`;
  return layout({
    nonce: p.nonce,
    title: t.receiptTitle,
    orderId: order.id,
    lang: store.locale,
    body: `<h1>${escapeHtml(t.thanks)}</h1><p class="muted">${escapeHtml(fill(t.orderNumber, { id: order.id }))}${order.email ? ` · ${escapeHtml(order.email)}` : ''}</p>
${summaryTable(summary, store, order.currency, t)}${cards}`,
  });
};

export const messagePage = (p: { nonce: Nonces; orderId: string; title: string; text: string; lang?: string }): string =>
  layout({
    nonce: p.nonce,
    title: p.title,
    orderId: p.orderId,
    lang: p.lang,
    body: `<h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(p.text)}</p>`,
  });
