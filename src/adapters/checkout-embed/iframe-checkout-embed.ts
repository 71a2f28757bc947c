/**
 * The CheckoutEmbed as an iframe of the provider's checkout page (docs/rules/checkout.md#checkout-order: the provider's snippet
 * mounts an iframe of its own checkout page and supports suspend and resume).
 *
 * The snippet is server HTML, but it is never inserted as HTML: only its iframe's `src` (and
 * `height`) are read with strict patterns; the `src` must be a same-origin http(s) URL, gets
 * the `mode` parameter, and is set on an iframe this adapter creates. Anything else in the
 * snippet is ignored.
 *
 * Messages: the parent sends `{ type: 'suspend' | 'resume' }` to the frame with the page's own
 * origin as target; the frame's `{ source: 'sandbox-checkout', type: 'completed', orderId,
 * confirmationUrl }` and `{ source: 'sandbox-checkout', type: 'resize', height }` (the frame
 * sizes to its content) are believed only from the page's origin and from that frame's window.
 *
 * The window and document are parameters (structural types the real DOM satisfies), so tests
 * drive it without a DOM.
 */
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import {
  FRAME_TITLE_ATTRIBUTE,
  type CheckoutCompletion,
  type CheckoutEmbed,
  type EmbedMode,
  type MountedCheckout,
} from '../../application/ports/checkout-embed.port';

export const EMBED_MESSAGE_SOURCE = 'sandbox-checkout';

export interface EmbedMessageEvent {
  readonly origin: string;
  readonly data: unknown;
  readonly source: unknown;
}

export interface EmbedWindow {
  readonly location: { readonly origin: string };
  addEventListener(type: 'message', listener: (event: EmbedMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: EmbedMessageEvent) => void): void;
}

export interface EmbedFrame {
  src: string;
  title: string;
  setAttribute(name: string, value: string): void;
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
  remove(): void;
}

export interface EmbedDocument<F extends EmbedFrame> {
  getElementById(id: string): { replaceChildren(...nodes: F[]): void; getAttribute(name: string): string | null } | null;
  createElement(tag: 'iframe'): F;
}

const IFRAME_TAG = /<iframe\b[^>]*>/i;
const SRC = /\ssrc\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')/i;
const HEIGHT = /\sheight\s*=\s*["']?(\d{1,4})["'\s>]/i;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** The frame URL the snippet names, with `mode` set; null unless it is a same-origin http(s) URL. */
export const frameSource = (snippet: string, origin: string, mode: EmbedMode): string | null => {
  const match = SRC.exec(IFRAME_TAG.exec(snippet)?.[0] ?? '');
  const raw = match?.[1] ?? match?.[2];
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(
      raw.replace(/&(?:amp|quot|#39|#x27);/g, (e) => ENTITIES[e]!),
      origin,
    );
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  url.searchParams.set('mode', mode);
  return url.href;
};

/** The frame's height in pixels as the snippet gives it (its `height` attribute), if any. */
export const frameHeight = (snippet: string): string | null => HEIGHT.exec(IFRAME_TAG.exec(snippet)?.[0] ?? '')?.[1] ?? null;

/** The frame sizes itself to its content: heights it may ask for, in CSS pixels. */
export const FRAME_HEIGHT_MIN = 240;
export const FRAME_HEIGHT_MAX = 6000;

/** The height the frame asks for (`{ source, type: 'resize', height }`), kept within bounds; null for anything else. */
export const requestedHeight = (data: unknown): number | null => {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m['source'] !== EMBED_MESSAGE_SOURCE || m['type'] !== 'resize') return null;
  const h = m['height'];
  return typeof h === 'number' && Number.isFinite(h)
    ? Math.min(FRAME_HEIGHT_MAX, Math.max(FRAME_HEIGHT_MIN, Math.ceil(h)))
    : null;
};

const completionOf = (data: unknown): CheckoutCompletion | null => {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  return m['source'] === EMBED_MESSAGE_SOURCE &&
    m['type'] === 'completed' &&
    typeof m['orderId'] === 'string' &&
    m['orderId'] !== '' &&
    typeof m['confirmationUrl'] === 'string'
    ? { orderId: m['orderId'], confirmationUrl: m['confirmationUrl'] }
    : null;
};

export const createIframeCheckoutEmbed = <F extends EmbedFrame>(env: {
  readonly window: EmbedWindow;
  readonly document: EmbedDocument<F>;
}): CheckoutEmbed => ({
  mount: (elementId, snippet, mode): Promise<Outcome<MountedCheckout>> => {
    const origin = env.window.location.origin;
    const container = env.document.getElementById(elementId);
    if (container === null) return Promise.resolve(fail('NOT_FOUND', `no element #${elementId} for the checkout embed`));
    const src = frameSource(snippet, origin, mode);
    if (src === null) return Promise.resolve(fail('DECODE', 'the checkout snippet names no same-origin frame'));

    const frame = env.document.createElement('iframe');
    frame.src = src;
    // The frame's accessible name comes from the page, in the shop's language (the element's
    // FRAME_TITLE_ATTRIBUTE); the English name only when the page gives none.
    frame.title = container.getAttribute(FRAME_TITLE_ATTRIBUTE) || (mode === 'checkout' ? 'Checkout' : 'Order confirmation');
    frame.setAttribute('allow', 'payment');
    // The height as an attribute, not inline style: a strict CSP blocks style attributes. The
    // page's stylesheet does the rest (full width, border, display); HTML's width attribute
    // takes pixels only.
    const height = frameHeight(snippet);
    if (height !== null) frame.setAttribute('height', height);
    container.replaceChildren(frame);

    const listeners = new Set<(c: CheckoutCompletion) => void>();
    const onMessage = (event: EmbedMessageEvent) => {
      if (event.origin !== origin || frame.contentWindow === null || event.source !== frame.contentWindow) return;
      // The page in the frame reports its own height, so the frame never scrolls inside.
      const height = requestedHeight(event.data);
      if (height !== null) {
        frame.setAttribute('height', String(height));
        return;
      }
      const completion = completionOf(event.data);
      if (completion) for (const l of [...listeners]) l(completion);
    };
    env.window.addEventListener('message', onMessage);
    const post = (type: 'suspend' | 'resume') => frame.contentWindow?.postMessage({ type }, origin);

    return Promise.resolve(
      ok({
        suspend: () => post('suspend'),
        resume: () => post('resume'),
        onCompleted: (listener) => {
          listeners.add(listener);
          return () => {
            listeners.delete(listener);
          };
        },
        unmount: () => {
          env.window.removeEventListener('message', onMessage);
          listeners.clear();
          frame.remove();
        },
      }),
    );
  },
});

/**
 * The embed over the browser's own window and document (the composition root's call). A snippet
 * with scripts is a provider's own integration (script-checkout-embed.ts, loaded only then); any
 * other is a frame of a page of the shop's origin, as the sandbox's.
 */
export const createDomCheckoutEmbed = (window: Window, document: Document): CheckoutEmbed => {
  const framed = createIframeCheckoutEmbed<HTMLIFrameElement>({ window, document });
  return {
    mount: async (elementId, snippet, mode) =>
      /<script\b/i.test(snippet)
        ? (await import('./script-checkout-embed')).createScriptCheckoutEmbed(window, document).mount(elementId, snippet, mode)
        : framed.mount(elementId, snippet, mode),
  };
};
