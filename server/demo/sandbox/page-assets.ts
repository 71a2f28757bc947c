/**
 * Style and the one script of the sandbox's hosted pages. The script talks to the shop page
 * that embeds the iframe, same origin only (the page is framed by 'self'):
 *
 *   iframe → parent  { source: 'sandbox-checkout', type: 'ready', orderId }
 *                    { source: 'sandbox-checkout', type: 'resize', orderId, height }  its content's height
 *                    { source: 'sandbox-checkout', type: 'completed', orderId, confirmationUrl }
 *   parent → iframe  { type: 'suspend' }  form disabled, "Updating your order…" overlay
 *                    { type: 'resume' }   reload with the server's new lines and totals
 *
 * Both directions use targetOrigin / check event.origin === location.origin, and incoming
 * messages are accepted only from window.parent. Typed address fields survive a resume
 * (sessionStorage of this origin, card fields never stored).
 */
export const SANDBOX_STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fff}
main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:20px 0 8px}
.badge{display:inline-block;font-size:11px;letter-spacing:.05em;text-transform:uppercase;background:#fff3cd;color:#6b5300;border-radius:4px;padding:2px 6px;margin-left:8px;vertical-align:middle}
table{width:100%;border-collapse:collapse}td{padding:6px 0;border-bottom:1px solid #eee;vertical-align:top}td.num{text-align:right;white-space:nowrap}
.muted{color:#666;font-size:13px}.values{font-size:13px;font-style:italic;overflow-wrap:anywhere}
.line-art{display:flex;gap:10px;align-items:flex-start}.art{flex:none;width:56px}.art svg,.art img{display:block;width:100%;height:auto}tr.total td{font-weight:700;border-bottom:0;font-size:16px}
form{margin-top:8px}fieldset{border:0;padding:0;margin:0}.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px 12px}
.full{grid-column:1/-1}label{display:block;font-size:13px;font-weight:600;margin-bottom:3px}
input,select{width:100%;padding:9px 10px;border:1px solid #bbb;border-radius:6px;font:inherit}input:focus,select:focus{outline:2px solid #2b59c3;border-color:#2b59c3}
.err{color:#b00020;font-size:13px;margin-top:3px}.alert{background:#fdecea;color:#7a0010;border-radius:6px;padding:10px 12px;margin:0 0 12px}
.ok{background:#e8f5e9;color:#1b5e20;border-radius:6px;padding:10px 12px}.code{font:600 16px/1.4 ui-monospace,monospace;letter-spacing:.06em}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:#1d1d1f;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer}
button:disabled{opacity:.5;cursor:default}a{color:#2b59c3}
#overlay{position:fixed;inset:0;background:rgba(255,255,255,.85);display:flex;align-items:center;justify-content:center;font-weight:600}
#overlay[hidden]{display:none}
@media (max-width:520px){.grid{grid-template-columns:1fr}}`;

export const SANDBOX_SCRIPT = `(function () {
  var body = document.body;
  var orderId = body.getAttribute('data-order-id');
  var origin = location.origin;
  var storageKey = 'sandbox-checkout:' + orderId;
  var kept = ['email', 'country', 'name', 'address', 'postcode', 'city'];
  var form = document.getElementById('pay-form');
  function post(message) {
    if (window.parent === window) return;
    message.source = 'sandbox-checkout';
    message.orderId = orderId;
    window.parent.postMessage(message, origin);
  }
  function save() {
    if (!form) return;
    var values = {};
    kept.forEach(function (name) { if (form.elements[name]) values[name] = form.elements[name].value; });
    try { sessionStorage.setItem(storageKey, JSON.stringify(values)); } catch (e) { /* storage off: nothing kept */ }
  }
  function restore() {
    if (!form) return;
    try {
      var values = JSON.parse(sessionStorage.getItem(storageKey) || '{}');
      sessionStorage.removeItem(storageKey);
      kept.forEach(function (name) {
        var field = form.elements[name];
        if (field && typeof values[name] === 'string' && (!field.value || name === 'country')) field.value = values[name];
      });
    } catch (e) { /* nothing to restore */ }
  }
  function suspend() {
    var fields = document.getElementById('pay-fieldset');
    if (fields) fields.disabled = true;
    var overlay = document.getElementById('overlay');
    if (overlay) overlay.hidden = false;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'suspend') suspend();
    else if (data.type === 'resume') { save(); location.reload(); }
  });
  if (form) form.addEventListener('submit', function () {
    var button = document.getElementById('pay-button');
    setTimeout(function () { if (button) button.disabled = true; }, 0);
  });
  // The embedding page sizes the frame to this page's content (no scrolling inside the frame).
  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== lastHeight) { lastHeight = height; post({ type: 'resize', height: height }); }
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
  else window.addEventListener('load', reportHeight);
  reportHeight();
  if (body.getAttribute('data-completed') === 'true') {
    try { sessionStorage.removeItem(storageKey); } catch (e) { /* ignore */ }
    post({ type: 'completed', confirmationUrl: body.getAttribute('data-confirmation-url') });
  } else {
    restore();
    post({ type: 'ready' });
  }
})();`;
