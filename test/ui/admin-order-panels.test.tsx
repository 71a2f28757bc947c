import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { OrderPrints } from '../../src/ui/pages/admin/OrderPrints';
import { OrderLines } from '../../src/ui/pages/admin/OrderLines';
import { OrderRefund } from '../../src/ui/pages/admin/OrderRefund';
import type { AdminOrderDetail } from '../../src/application/model/back-office';

/**
 * The order page's panels as the staff read them (docs/rules/back-office.md#print-files-and-packing): a print
 * file below 150 dpi is flagged with its line and density. Styles are class names only here.
 */
vi.mock('../../src/ui/pages/admin/admin.css', () =>
  Object.fromEntries(
    [
      'panel',
      'list',
      'line',
      'muted',
      'danger',
      'secondary',
      'preview',
      'sums',
      'button',
      'actions',
      'field',
      'input',
      'notice',
      'stack',
    ].map((n) => [n, n]),
  ),
);

// The download button needs the shop's flows; these panels are read here for their texts only.
vi.mock('../../src/ui/pages/admin/DownloadButton', () => ({ DownloadButton: () => null }));

const catalogue = (language: string) =>
  JSON.parse(readFileSync(`src/ui/i18n/messages/${language}.json`, 'utf8')) as Record<string, string>;

export const anOrder = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  summary: {
    id: 'ord1',
    paid_at: '2026-12-01T10:00:00.000Z',
    status: 'paid',
    store: 'se',
    email: 'a@example.com',
    customer_name: 'Åsa Öberg',
    country: 'SE',
    total: 45800,
    currency: 'SEK',
    items: 1,
  },
  lines: [],
  subtotal: 45800,
  discount_total: 0,
  gift_card_total: 0,
  coupons: [],
  address: { name: 'Åsa Öberg', street: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm', country: 'SE' },
  payment: null,
  print_files: [],
  print_job: null,
  shipment: null,
  history: [],
  moves: [],
  refunds: [],
  refundable: 45800,
  ...over,
});

const file = (position: number, dpi: number) => ({
  position,
  file: `${position}.jpg`,
  width: 100,
  height: 100,
  dpi,
  url: `/api/admin/orders/ord1/print-files/${position}.jpg`,
});

const prints = (dpis: readonly number[], locale = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={catalogue(locale)} defaultLocale="en">
      <OrderPrints
        order={anOrder({ print_files: dpis.map((d, i) => file(i, d)) })}
        busy={false}
        mayRetry={false}
        onRetry={() => {}}
      />
    </IntlProvider>,
  );

const warnings = (html: string) => [...html.matchAll(/data-testid="admin-low-dpi"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('the print files panel', () => {
  it('flags a file below 150 dpi with its line (from 1) and density, and not one at 150 or more', () => {
    expect(warnings(prints([300, 149, 150, 60]))).toEqual([
      'Line 2 prints at 149 dpi, below 150 dpi: its original has too few pixels for the size. Check the print before it goes out.',
      'Line 4 prints at 60 dpi, below 150 dpi: its original has too few pixels for the size. Check the print before it goes out.',
    ]);
  });
  it('says it in the store’s language', () => {
    expect(warnings(prints([60], 'de'))[0]).toMatch(/^Position 1 wird mit 60 dpi gedruckt, unter 150 dpi/);
  });
});

const orderLine = (
  position: number,
  over: Partial<AdminOrderDetail['lines'][number]> = {},
): AdminOrderDetail['lines'][number] => ({
  position,
  name: 'Old Harbour',
  variation_name: '30x40',
  sku: 'OH-3040',
  quantity: 1,
  unit_price: 45800,
  line_total: 45800,
  personalised: false,
  preview: null,
  refunded: false,
  type: 1,
  margin: null,
  black_and_white: null,
  frame: null,
  ...over,
});

const lines = (ls: AdminOrderDetail['lines'], locale = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={catalogue(locale)} defaultLocale="en">
      <OrderLines order={anOrder({ lines: ls })} />
    </IntlProvider>,
  );

const textsOf = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*><br/>([^<]*)<`, 'g'))].map((m) => m[1]);

describe('the lines panel', () => {
  it('lists a poster’s size, margin, black and white and frame, and nothing of the kind for a frame or gift card', () => {
    const html = lines([
      orderLine(0, { margin: true, black_and_white: true, frame: 'Oak frame (FR-OAK)' }),
      orderLine(1, { type: 2, name: 'Oak frame' }),
      orderLine(2, { margin: false, black_and_white: null }),
      orderLine(3, { type: 3, name: 'Gift card' }),
    ]);
    expect(textsOf(html, 'admin-line-options')).toEqual([
      'Size 30x40 · white margin · black and white · frame: Oak frame (FR-OAK)',
      'Size 30x40 · no margin · colour · no frame',
    ]);
  });
  it('says it in the store’s language', () => {
    expect(textsOf(lines([orderLine(0, { margin: true, frame: 'Eiche (FR)' })], 'de'), 'admin-line-options')).toEqual([
      'Größe 30x40 · weißer Rand · Farbe · Rahmen: Eiche (FR)',
    ]);
  });
  it('marks a refunded line as not packed, and only that one', () => {
    const html = lines([orderLine(0), orderLine(1, { refunded: true })]);
    expect([...html.matchAll(/data-refunded="(true|false)"/g)].map((m) => m[1])).toEqual(['false', 'true']);
    expect(html.match(/Refunded: not packed/g)).toHaveLength(1);
  });
});

describe('the refund form’s confirm step', () => {
  const confirmOf = (amount: string, locale = 'en') => {
    const html = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={catalogue(locale)} defaultLocale="en">
        <OrderRefund
          order={anOrder({ refundable: 45800 })}
          draft={{ mode: 'amount', lines: [], amount, reason: 'goodwill', confirming: true }}
          busy={false}
          send={() => {}}
        />
      </IntlProvider>,
    );
    return /data-testid="admin-refund-confirm"[^>]*><p>(.*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  };
  it('shows exactly the amount it will send, also when it is more than is left to refund', () => {
    expect(confirmOf('500')).toBe('Give back SEK\u00a0500? This cannot be undone.');
    expect(confirmOf('12.5')).toBe('Give back SEK\u00a012.50? This cannot be undone.');
  });
  it('in the store’s money format', () => {
    expect(confirmOf('500', 'sv')).toBe('Betala tillbaka 500\u00a0kr? Det går inte att ångra.');
  });
});
