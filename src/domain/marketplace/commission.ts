/**
 * What an artist earns from one sold poster line (docs/rules/artists.md#sales-and-commission "Account transaction", docs/rules/artists.md#sales-and-commission balances in
 * EUR). The rule, shown to the artist line by line:
 *
 *   price      what the shopper paid for the line: its total less its share of the order's
 *              coupon discount (gift cards are a way of paying, not a discount)
 *   VAT        included in the price at the delivery country's rate: price × r / (1 + r)
 *   fees       payment and processing, 3 % of the price
 *   commission the artist's share, 30 % of what remains (price − VAT − fees)
 *
 * All of it in the order currency's minor units, each step rounded half up to a whole minor
 * unit; the commission is then booked in EUR at the order currency's fixed rate (units per
 * euro), again rounded to a cent. Pure arithmetic: the figures come in as arguments.
 */
import { vatPercentFor } from './vat-rates';

export const ARTIST_SHARE_PERCENT = 30;
export const PAYMENT_FEE_PERCENT = 3;

export interface SaleLine {
  /** Line total in minor units of the order currency (unit price × quantity). */
  readonly lineTotal: number;
}

export interface OrderFigures {
  readonly subtotal: number;
  readonly discountTotal: number;
  readonly deliveryCountry: string | null;
  /** Units of the order currency per euro. */
  readonly exchangeRate: number;
}

export interface ArtistEarning {
  readonly price: number;
  readonly vat: number;
  readonly fees: number;
  readonly commission: number;
  /** The commission in euro cents. */
  readonly amountEur: number;
  readonly exchangeRate: number;
}

const percentOf = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/** The line's share of the order's coupon discount, so the shares add up to the discount. */
export const discountShare = (line: SaleLine, order: Pick<OrderFigures, 'subtotal' | 'discountTotal'>): number =>
  order.subtotal <= 0 ? 0 : Math.min(line.lineTotal, Math.round((order.discountTotal * line.lineTotal) / order.subtotal));

export const artistEarning = (line: SaleLine, order: OrderFigures): ArtistEarning => {
  const price = Math.max(0, line.lineTotal - discountShare(line, order));
  const rate = vatPercentFor(order.deliveryCountry);
  const vat = Math.round((price * rate) / (100 + rate));
  const fees = percentOf(price, PAYMENT_FEE_PERCENT);
  const commission = percentOf(Math.max(0, price - vat - fees), ARTIST_SHARE_PERCENT);
  return {
    price,
    vat,
    fees,
    commission,
    amountEur: Math.round(commission / order.exchangeRate),
    exchangeRate: order.exchangeRate,
  };
};
