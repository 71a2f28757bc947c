/**
 * A shop order as Klarna Checkout's order lines (docs/payments.md#amounts). Klarna checks every
 * amount it is sent and refuses the order when one does not add up, so these are built by one rule:
 *
 * - a line's `total_amount` is `quantity × unit_price − total_discount_amount` exactly;
 * - its `total_tax_amount` is the VAT inside `total_amount` at `tax_rate` (basis points):
 *   `total_amount − total_amount × 10000 / (10000 + tax_rate)`, rounded to a minor unit;
 * - `order_amount` and `order_tax_amount` are the sums of the lines' amounts, exactly.
 *
 * Prices are the shop's own (server pricing, VAT included). Posters and frames carry the store
 * country's standard VAT rate (src/domain/marketplace's table); a gift card bought is a voucher
 * that carries no VAT until it is spent, and a gift card spent is a means of payment, not a
 * discount, so both carry 0 %. The coupons' discount is one negative line at the goods' rate
 * (coupons apply to goods only); shipping is free and sent as a line of 0.
 */
import { vatPercentFor } from '../../../src/domain/marketplace/index.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import type { Store } from '../../../src/domain/stores/stores.js';
import type { StoredOrder } from '../checkout-provider.port.js';

export type KlarnaLineType = 'physical' | 'digital' | 'discount' | 'gift_card' | 'shipping_fee';

export interface KlarnaOrderLine {
  readonly type: KlarnaLineType;
  readonly reference: string;
  readonly name: string;
  readonly quantity: number;
  readonly unit_price: number;
  readonly tax_rate: number;
  readonly total_amount: number;
  readonly total_discount_amount: number;
  readonly total_tax_amount: number;
  readonly image_url?: string;
  readonly product_url?: string;
}

/** What the lines are built from: a stored order's lines and totals (minor units of its currency). */
export type LinesSource = Pick<StoredOrder, 'discount_total' | 'gift_card_total' | 'coupons'> & {
  readonly lines: readonly Pick<
    StoredOrder['lines'][number],
    'type' | 'name' | 'variation_name' | 'sku' | 'quantity' | 'unit_price' | 'line_total'
  >[];
};

/** Klarna's names and references are at most 255 and 64 characters. */
const NAME_MAX = 255;
const REFERENCE_MAX = 64;

/** The store's purchase country: the international store ("EU") sells as a German merchant would. */
export const purchaseCountryOf = (store: Pick<Store, 'countryCode'>): string =>
  store.countryCode === 'EU' ? 'DE' : store.countryCode;

/** Klarna's locale: language and purchase country ("en" in the international store is "en-DE"). */
export const klarnaLocaleOf = (store: Pick<Store, 'countryCode' | 'language'>): string =>
  `${store.language}-${purchaseCountryOf(store)}`;

/** The store country's standard VAT rate in basis points (25 % → 2500, 25.5 % → 2550). */
export const taxRateOf = (store: Pick<Store, 'countryCode'>): number => Math.round(vatPercentFor(purchaseCountryOf(store)) * 100);

/** The VAT inside a VAT-inclusive amount, in minor units; a negative amount has the opposite tax. */
export const taxInside = (total: number, rate: number): number =>
  total < 0 ? 0 - taxInside(-total, rate) || 0 : total - Math.round((total * 10000) / (10000 + rate));

const line = (
  type: KlarnaLineType,
  reference: string,
  name: string,
  quantity: number,
  unitPrice: number,
  rate: number,
  extra: Pick<KlarnaOrderLine, 'image_url' | 'product_url'> = {},
): KlarnaOrderLine => {
  const total = quantity * unitPrice;
  return {
    type,
    reference: reference.slice(0, REFERENCE_MAX),
    name: name.slice(0, NAME_MAX),
    quantity,
    unit_price: unitPrice,
    tax_rate: rate,
    total_amount: total,
    total_discount_amount: 0,
    total_tax_amount: taxInside(total, rate),
    ...extra,
  };
};

export interface KlarnaAmounts {
  readonly order_amount: number;
  readonly order_tax_amount: number;
  readonly order_lines: readonly KlarnaOrderLine[];
}

/**
 * The order's lines and sums as Klarna checks them. `urls` gives a line its image and product page
 * (absolute URLs), when known. Throws when the stored lines disagree with their own totals, which
 * the order repository never writes.
 */
export const klarnaAmounts = (
  order: LinesSource,
  rate: number,
  urls: (index: number) => Pick<KlarnaOrderLine, 'image_url' | 'product_url'> = () => ({}),
): KlarnaAmounts => {
  const lines: KlarnaOrderLine[] = order.lines.map((l, index) => {
    if (l.line_total !== l.quantity * l.unit_price) throw new Error(`Line ${index} of the order does not add up`);
    const giftCard = l.type === PRODUCT_TYPE.giftCard;
    const name = l.variation_name ? `${l.name} (${l.variation_name})` : l.name;
    return line(giftCard ? 'digital' : 'physical', l.sku, name, l.quantity, l.unit_price, giftCard ? 0 : rate, urls(index));
  });
  if (order.discount_total > 0)
    lines.push(line('discount', order.coupons.join(' ') || 'discount', 'Discount', 1, -order.discount_total, rate));
  if (order.gift_card_total > 0) lines.push(line('gift_card', 'gift-card', 'Gift card', 1, -order.gift_card_total, 0));
  lines.push(line('shipping_fee', 'shipping', 'Shipping', 1, 0, rate));
  return {
    order_amount: lines.reduce((sum, l) => sum + l.total_amount, 0),
    order_tax_amount: lines.reduce((sum, l) => sum + l.total_tax_amount, 0),
    order_lines: lines,
  };
};
