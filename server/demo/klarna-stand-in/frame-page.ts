/**
 * The HTML of the hosted frame: the checkout form with the order's lines and total, the answer
 * after Pay that hands the shopper back to the merchant, and the confirmation-mode thank-you.
 * In English: this is the provider's page. Each page has one inline style and one inline script,
 * both carrying the response's nonce.
 */
import type { Address, OrderState } from './order-record.js';
import { escapeHtml } from './snippet.js';

export const SHOPPER_FIELDS = [
  ['email', 'Email', 'email'],
  ['given_name', 'Given name', 'given-name'],
  ['family_name', 'Family name', 'family-name'],
  ['street_address', 'Street address', 'address-line1'],
  ['postal_code', 'Postal code', 'postal-code'],
  ['city', 'City', 'address-level2'],
] as const;

export type ShopperField = (typeof SHOPPER_FIELDS)[number][0];
export type ShopperForm = Record<ShopperField, string>;

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px;color:#17120f;background:#fff}
h1{font-size:1.25rem;margin:0 0 12px}table{width:100%;border-collapse:collapse;margin-bottom:16px}
td{padding:4px 0;border-bottom:1px solid #eee}td.amount{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:0}label{display:block;margin:8px 0 2px}
input{box-sizing:border-box;width:100%;padding:8px;font:inherit}fieldset{border:0;padding:0;margin:0}legend{font-weight:700;padding:0}
fieldset:disabled{opacity:.5}button{margin-top:16px;width:100%;padding:12px;font:inherit;font-weight:700;
background:#ffb3c7;border:0;border-radius:6px;cursor:pointer}p.error{color:#a00}p.note{color:#555;font-size:.875rem}`;

/** Reports the page's height to the merchant page, obeys suspend and resume, and hands over a finished purchase. */
const SCRIPT = `(function () {
  var fieldset = document.getElementById('shopper');
  function say(message) { message.source = 'klarna-stand-in'; if (window.parent !== window) window.parent.postMessage(message, '*'); }
  function size() { say({ type: 'resize', height: document.documentElement.scrollHeight }); }
  window.addEventListener('load', size);
  if (window.ResizeObserver) new ResizeObserver(size).observe(document.body);
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !event.data) return;
    if (event.data.type === 'suspend' && fieldset) fieldset.disabled = true;
    if (event.data.type === 'resume') window.location.reload();
  });
  var redirect = document.body.getAttribute('data-redirect');
  if (redirect) say({ type: 'completed', redirect: redirect });
})();`;

export const formatMinor = (amount: number, currency: string): string => {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
};

const layout = (nonce: string, title: string, body: string, redirect?: string): string => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body${redirect ? ` data-redirect="${escapeHtml(redirect)}"` : ''}><main>${body}</main>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`;

const summary = (order: OrderState): string => {
  const { order_lines: lines, purchase_currency: currency, order_amount: total } = order.request;
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} × ${escapeHtml(l.name)}</td><td class="amount">${formatMinor(l.total_amount, currency)}</td></tr>`,
    )
    .join('');
  return `<table><tbody>${rows}<tr class="total"><td>Total</td><td class="amount">${formatMinor(total, currency)}</td></tr></tbody></table>`;
};

export const checkoutPage = (nonce: string, order: OrderState, values: ShopperForm, error?: string): string => {
  const inputs = SHOPPER_FIELDS.map(
    ([name, label, autocomplete]) =>
      `<label for="${name}">${label}</label><input id="${name}" name="${name}" required maxlength="100" ` +
      `autocomplete="${autocomplete}" type="${name === 'email' ? 'email' : 'text'}" value="${escapeHtml(values[name])}">`,
  ).join('');
  const country = escapeHtml(order.request.purchase_country.toUpperCase());
  return layout(
    nonce,
    'Klarna Checkout',
    `<h1>Klarna Checkout</h1>${summary(order)}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="purchase"><fieldset id="shopper"><legend>Your details</legend>${inputs}
<p class="note">Country: ${country}</p><button type="submit">Pay ${formatMinor(order.request.order_amount, order.request.purchase_currency)}</button>
</fieldset></form><p class="note">A stand-in of Klarna Checkout for tests and demos: no money moves.</p>`,
  );
};

export const answerPage = (nonce: string, title: string, text: string, redirect: string): string =>
  layout(
    nonce,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(redirect)}" target="_top">Continue</a></p>`,
    redirect,
  );

export const confirmationPage = (nonce: string, order: OrderState): string => {
  const shopper: Address | null = order.billing_address;
  return layout(
    nonce,
    'Thank you',
    `<h1>Thank you for your order</h1><p>Klarna reference ${escapeHtml(order.klarna_reference)}.` +
      `${shopper ? ` A confirmation goes to ${escapeHtml(shopper.email)}.` : ''}</p>${summary(order)}`,
  );
};

export const messagePage = (nonce: string, title: string, text: string): string =>
  layout(nonce, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
