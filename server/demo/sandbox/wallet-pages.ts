/**
 * The sandbox wallet provider's consent page: the person picks one of the demo identities and
 * the browser goes back to the shop with an authorization code. Plain HTML, no script.
 */
import { escapeHtml } from './pages.js';
import type { WalletIdentity } from './wallet-identities.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f1ec;margin:0;color:#1d1d1b}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#555}form{margin:0}
button{display:block;width:100%;text-align:left;padding:1rem;margin:.75rem 0;border:1px solid #ccc;border-radius:8px;background:#fff;font:inherit;cursor:pointer}
button:hover,button:focus{border-color:#1d1d1b;outline:2px solid #1d1d1b}small{display:block;color:#555}
a{color:#1d1d1b}`;

export const consentPage = (p: {
  readonly nonce: string;
  readonly identities: readonly WalletIdentity[];
  readonly hidden: Readonly<Record<string, string>>;
  readonly cancelUrl: string;
}): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox wallet — sign in</title><style nonce="${p.nonce}">${STYLE}</style></head>
<body><main>
<h1>Sandbox wallet</h1>
<p>Sign in to the poster shop with a demo identity. No real account or payment is involved.</p>
${p.identities
  .map(
    (i) => `<form method="post" action="authorize">
${Object.entries(p.hidden)
  .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
  .join('')}
<input type="hidden" name="subject" value="${escapeHtml(i.subject)}">
<button type="submit" data-subject="${escapeHtml(i.subject)}"><strong>${escapeHtml(i.name)}</strong><small>${escapeHtml(i.description)} · ${escapeHtml(i.email)}</small></button>
</form>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(p.cancelUrl)}">Cancel and return to the shop</a></p>
</main></body></html>`;

export const walletErrorPage = (nonce: string, message: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox wallet</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><h1>Sign-in request refused</h1><p>${escapeHtml(message)}</p></main></body></html>`;
