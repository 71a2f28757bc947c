/**
 * The iframe checkout embed over a fake window and document (no DOM): the snippet is read for
 * its frame URL only, suspend/resume are posted to the frame with the page's origin, and a
 * completion is believed only from the page's origin, from the frame, with the sandbox source.
 */
import { describe, expect, it } from 'vitest';
import {
  createIframeCheckoutEmbed,
  frameHeight,
  frameSource,
  FRAME_HEIGHT_MAX,
  FRAME_HEIGHT_MIN,
  type EmbedDocument,
  type EmbedFrame,
  type EmbedMessageEvent,
  type EmbedWindow,
} from '../../src/adapters/checkout-embed/iframe-checkout-embed';
import {
  FRAME_TITLE_ATTRIBUTE,
  type CheckoutCompletion,
  type MountedCheckout,
} from '../../src/application/ports/checkout-embed.port';
import { sandboxSnippet } from '../../server/demo/sandbox/sandbox-provider';

const ORIGIN = 'https://shop.example';

class FakeFrame implements EmbedFrame {
  src = '';
  title = '';
  readonly attributes: Record<string, string> = {};
  readonly posted: [unknown, string][] = [];
  removed = false;
  readonly contentWindow = {
    postMessage: (message: unknown, target: string) => {
      this.posted.push([message, target]);
    },
  };
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  remove() {
    this.removed = true;
  }
}

const environment = () => {
  const listeners = new Set<(e: EmbedMessageEvent) => void>();
  const window: EmbedWindow = {
    location: { origin: ORIGIN },
    addEventListener: (_, l) => {
      listeners.add(l);
    },
    removeEventListener: (_, l) => {
      listeners.delete(l);
    },
  };
  const children = new Map<string, FakeFrame[]>([
    ['checkout-embed', []],
    ['named-embed', []],
  ]);
  const names: Record<string, string> = { 'named-embed': 'Kassa' };
  const document: EmbedDocument<FakeFrame> = {
    getElementById: (id) => {
      const list = children.get(id);
      return list
        ? {
            replaceChildren: (...nodes) => {
              list.splice(0, list.length, ...nodes);
            },
            getAttribute: (name) => (name === FRAME_TITLE_ATTRIBUTE ? (names[id] ?? null) : null),
          }
        : null;
    },
    createElement: () => new FakeFrame(),
  };
  const post = (e: EmbedMessageEvent) => {
    for (const l of [...listeners]) l(e);
  };
  return { window, document, children, listeners, post };
};

const snippet =
  '<div class="x"><iframe src="/sandbox/checkout/ord-1?mode=checkout&amp;lang=sv" height="640" style="height:640px"></iframe></div>';

const mounted = async () => {
  const env = environment();
  const r = await createIframeCheckoutEmbed(env).mount('checkout-embed', snippet, 'checkout');
  if (!r.ok) throw new Error(r.error.message);
  const frame = env.children.get('checkout-embed')![0]!;
  const completions: CheckoutCompletion[] = [];
  r.value.onCompleted((c) => completions.push(c));
  return { env, embed: r.value as MountedCheckout, frame, completions };
};

const completed = {
  source: 'sandbox-checkout',
  type: 'completed',
  orderId: 'ord-1',
  confirmationUrl: '/checkout/confirmation/ord-1',
};

describe('frameSource', () => {
  it.each([
    [
      '<iframe src="/sandbox/checkout/1?mode=checkout"></iframe>',
      'confirmation',
      `${ORIGIN}/sandbox/checkout/1?mode=confirmation`,
    ],
    ["<iframe title='c' src='/sandbox/checkout/1'></iframe>", 'checkout', `${ORIGIN}/sandbox/checkout/1?mode=checkout`],
    [`<iframe src="${ORIGIN}/sandbox/checkout/2?a=1&amp;b=2">`, 'checkout', `${ORIGIN}/sandbox/checkout/2?a=1&b=2&mode=checkout`],
  ] as const)('%s in %s mode → %s', (html, mode, url) => {
    expect(frameSource(html, ORIGIN, mode)).toBe(url);
  });

  it.each([
    '<div>no frame</div>',
    '<iframe src="https://evil.example/pay"></iframe>',
    '<iframe src="//evil.example/pay"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe data-src="/sandbox/checkout/1"></iframe>',
    '<iframe src=""></iframe>',
    '<p src="/sandbox/checkout/1"></p><iframe></iframe>',
  ])('refuses %s', (html) => {
    expect(frameSource(html, ORIGIN, 'checkout')).toBeNull();
  });
});

describe("the sandbox provider's own snippet (server/demo/sandbox)", () => {
  it('names a frame the embed can show, in either mode', () => {
    const html = sandboxSnippet({ id: 'ord-9', status: 'checkout_incomplete' });
    expect(frameSource(html, ORIGIN, 'checkout')).toBe(`${ORIGIN}/sandbox/checkout/ord-9?mode=checkout`);
    expect(frameSource(html, ORIGIN, 'confirmation')).toBe(`${ORIGIN}/sandbox/checkout/ord-9?mode=confirmation`);
    expect(frameHeight(html)).toBe('640');
  });
});

describe('frameHeight', () => {
  it.each([
    ['<iframe src="/x" height="640"></iframe>', '640'],
    ["<iframe height='480' src='/x'>", '480'],
    ['<iframe src="/x" height=700>', '700'],
    ['<iframe src="/x" height="100%"></iframe>', null],
    ['<iframe src="/x" data-height="640"></iframe>', null],
    ['<iframe src="/x"></iframe><div height="640"></div>', null],
  ])('%s → %s', (html, height) => {
    expect(frameHeight(html)).toBe(height);
  });
});

describe('IframeCheckoutEmbed', () => {
  it('creates its own iframe in the element, with the mode set', async () => {
    const { frame } = await mounted();
    expect(frame).toBeInstanceOf(FakeFrame);
    expect(frame.src).toBe(`${ORIGIN}/sandbox/checkout/ord-1?mode=checkout&lang=sv`);
    expect(frame.title).toBe('Checkout');
    expect(frame.attributes).toEqual({ allow: 'payment', height: '640' });
  });

  it("names the frame as the page names it (in the shop's language)", async () => {
    const env = environment();
    const r = await createIframeCheckoutEmbed(env).mount('named-embed', snippet, 'checkout');
    expect(r.ok).toBe(true);
    expect(env.children.get('named-embed')![0]!.title).toBe('Kassa');
  });

  it('fails while the element is missing, or when the snippet names no usable frame', async () => {
    const env = environment();
    const embed = createIframeCheckoutEmbed(env);
    expect(await embed.mount('nowhere', snippet, 'checkout')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await embed.mount('checkout-embed', '<script>x()</script>', 'checkout')).toMatchObject({
      ok: false,
      error: { code: 'DECODE' },
    });
    expect(env.children.get('checkout-embed')).toEqual([]);
    expect(env.listeners.size).toBe(0);
  });

  it('posts suspend and resume to the frame with the page origin as target', async () => {
    const { embed, frame } = await mounted();
    embed.suspend();
    embed.resume();
    expect(frame.posted).toEqual([
      [{ type: 'suspend' }, ORIGIN],
      [{ type: 'resume' }, ORIGIN],
    ]);
  });

  it('reports a completion from the frame', async () => {
    const { env, frame, completions } = await mounted();
    env.post({ origin: ORIGIN, source: frame.contentWindow, data: completed });
    expect(completions).toEqual([{ orderId: 'ord-1', confirmationUrl: '/checkout/confirmation/ord-1' }]);
  });

  it.each([
    ['a foreign origin', (f: FakeFrame) => ({ origin: 'https://evil.example', source: f.contentWindow, data: completed })],
    ['another window', () => ({ origin: ORIGIN, source: {}, data: completed })],
    [
      'another source name',
      (f: FakeFrame) => ({ origin: ORIGIN, source: f.contentWindow, data: { ...completed, source: 'other' } }),
    ],
    [
      'another message type',
      (f: FakeFrame) => ({ origin: ORIGIN, source: f.contentWindow, data: { ...completed, type: 'ready' } }),
    ],
    ['no order id', (f: FakeFrame) => ({ origin: ORIGIN, source: f.contentWindow, data: { ...completed, orderId: 7 } })],
    ['a string', (f: FakeFrame) => ({ origin: ORIGIN, source: f.contentWindow, data: 'completed' })],
  ])('ignores a message from %s', async (_, event) => {
    const { env, frame, completions } = await mounted();
    env.post(event(frame));
    expect(completions).toEqual([]);
  });

  it('sizes the frame to the height its page reports, within bounds, so it never scrolls inside', async () => {
    const { env, frame } = await mounted();
    expect(frame.attributes['height']).toBe('640');
    env.post({
      origin: ORIGIN,
      source: frame.contentWindow,
      data: { source: 'sandbox-checkout', type: 'resize', orderId: 'ord-1', height: 1187.4 },
    });
    expect(frame.attributes['height']).toBe('1188');
    env.post({ origin: ORIGIN, source: frame.contentWindow, data: { source: 'sandbox-checkout', type: 'resize', height: 10 } });
    expect(frame.attributes['height']).toBe(String(FRAME_HEIGHT_MIN));
    env.post({ origin: ORIGIN, source: frame.contentWindow, data: { source: 'sandbox-checkout', type: 'resize', height: 1e9 } });
    expect(frame.attributes['height']).toBe(String(FRAME_HEIGHT_MAX));
  });

  it.each([
    [
      'a foreign origin',
      (f: FakeFrame) => ({
        origin: 'https://evil.example',
        source: f.contentWindow,
        data: { source: 'sandbox-checkout', type: 'resize', height: 900 },
      }),
    ],
    ['another window', () => ({ origin: ORIGIN, source: {}, data: { source: 'sandbox-checkout', type: 'resize', height: 900 } })],
    [
      'no number',
      (f: FakeFrame) => ({
        origin: ORIGIN,
        source: f.contentWindow,
        data: { source: 'sandbox-checkout', type: 'resize', height: '900' },
      }),
    ],
  ])('ignores a height from %s', async (_, event) => {
    const { env, frame } = await mounted();
    env.post(event(frame));
    expect(frame.attributes['height']).toBe('640');
  });

  it('unmounting removes the frame and stops listening', async () => {
    const { env, embed, frame, completions } = await mounted();
    embed.unmount();
    expect(frame.removed).toBe(true);
    expect(env.listeners.size).toBe(0);
    env.post({ origin: ORIGIN, source: frame.contentWindow, data: completed });
    expect(completions).toEqual([]);
  });
});
