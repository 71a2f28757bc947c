/**
 * What the stand-in puts in the merchant's page: the `html_snippet` (a container holding the
 * hosted frame, and the client script) and that script, kco.js. The snippet has no inline script
 * or style, so a merchant page with a strict CSP can mount it by allowing the stand-in's origin; nor
 * the obsolete presentational attributes (frameborder, a percentage width): the merchant's style
 * sheet sizes `#klarna-checkout-iframe`'s width and border, the frame reports its height.
 */
import type { CheckoutStatus } from './order-record.js';

/** The frame's height before it reports its own. */
const INITIAL_HEIGHT = 640;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const frameUrl = (base: string, orderId: string, mode: 'checkout' | 'confirmation'): string =>
  `${base}/checkout/${encodeURIComponent(orderId)}/frame?mode=${mode}`;

/** The snippet: checkout mode while the order is open, confirmation mode once the shopper completed it. */
export const htmlSnippet = (base: string, orderId: string, status: CheckoutStatus): string => {
  const mode = status === 'checkout_complete' ? 'confirmation' : 'checkout';
  return (
    `<div id="klarna-checkout-container">` +
    `<iframe id="klarna-checkout-iframe" name="klarna-checkout-iframe" title="Klarna Checkout" ` +
    `src="${escapeHtml(frameUrl(base, orderId, mode))}" height="${INITIAL_HEIGHT}"></iframe>` +
    `</div><script src="${escapeHtml(`${base}/kco.js`)}" async></script>`
  );
};

/**
 * The client API in the merchant's page, as Klarna's `window._klarnaCheckout(function (api) { … })`:
 * `api.suspend()` greys the frame while the merchant changes the order, `api.resume()` reloads it.
 * Callbacks queued before the script loaded (a stub keeping them in `_klarnaCheckout.q`) run at once.
 * Messages from the frame are believed only from the stand-in's origin and the frame itself: a
 * resize sets the frame's height, a completed purchase sends the whole page to the merchant's
 * confirmation (or, when the merchant's validation refused, to where it said).
 */
export const kcoScript = (origin: string): string => `(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin).replace(/</g, '\\u003c')};
  function frame() { return document.getElementById('klarna-checkout-iframe'); }
  function post(type) {
    var f = frame();
    if (f && f.contentWindow) f.contentWindow.postMessage({ type: type }, ORIGIN);
  }
  var api = { suspend: function () { post('suspend'); }, resume: function () { post('resume'); } };
  var queued = (window._klarnaCheckout && window._klarnaCheckout.q) || [];
  window._klarnaCheckout = function (callback) { callback(api); };
  for (var i = 0; i < queued.length; i++) window._klarnaCheckout(queued[i]);
  window.addEventListener('message', function (event) {
    var f = frame();
    var data = event.data;
    if (event.origin !== ORIGIN || !f || event.source !== f.contentWindow) return;
    if (!data || data.source !== 'klarna-stand-in') return;
    if (data.type === 'resize' && typeof data.height === 'number' && data.height > 0 && data.height < 20000) {
      f.height = String(Math.ceil(data.height));
    } else if (data.type === 'completed' && typeof data.redirect === 'string' && /^https?:\\/\\//i.test(data.redirect)) {
      window.location.href = data.redirect;
    }
  });
})();
`;
