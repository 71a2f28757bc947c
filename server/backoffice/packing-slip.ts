/**
 * A packing slip (docs/rules/back-office.md#print-files-and-packing): what goes into one order's parcel and
 * where it goes. Posters with the shopper's options and the frame each goes in, the frames to pick from
 * the shelf, anything else packed; gift cards (digital) and refunded lines are not packed.
 */
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import { frameLineOf, lineNumber } from '../../src/domain/backoffice/index.js';
import type { OrderRecord } from './order-records.port.js';

export interface SlipItem {
  readonly line: number;
  readonly quantity: number;
  readonly name: string;
  readonly sku: string;
  readonly size: string;
}

export interface SlipPoster extends SlipItem {
  readonly margin: boolean;
  readonly blackAndWhite: boolean;
  /** The frame it goes in, as "name (SKU)", or null. */
  readonly frame: string | null;
}

export interface DeliveryAddress {
  readonly name: string;
  readonly street: string;
  readonly postal_code: string;
  readonly city: string;
  readonly country: string;
}

/** Where an order goes, as the checkout stored it ('' for a field it has not). */
export const deliveryAddressOf = (order: OrderRecord): DeliveryAddress => ({
  name: order.customer_name ?? '',
  street: order.street_address ?? '',
  postal_code: order.postal_code ?? '',
  city: order.city ?? '',
  country: order.country ?? '',
});

export interface PackingSlip {
  readonly orderId: string;
  readonly paidAt: Date;
  readonly address: DeliveryAddress;
  readonly posters: readonly SlipPoster[];
  readonly frames: readonly SlipItem[];
  readonly others: readonly SlipItem[];
}

/** The slip of a paid order; `refunded(position)` tells which lines went back. */
export const packingSlipOf = (order: OrderRecord, paidAt: Date, refunded: (position: number) => boolean): PackingSlip => {
  const packed = order.lines
    .map((l, position) => ({ l, position }))
    .filter(({ l, position }) => l.type !== PRODUCT_TYPE.giftCard && !refunded(position));
  const item = ({ l, position }: (typeof packed)[number]): SlipItem => ({
    line: lineNumber(position),
    quantity: l.quantity,
    name: l.name,
    sku: l.sku,
    size: l.variation_name,
  });
  return {
    orderId: order.id,
    paidAt,
    address: deliveryAddressOf(order),
    posters: packed
      .filter(({ l }) => l.type === PRODUCT_TYPE.poster)
      .map((p) => {
        const frame = frameLineOf(order.lines, p.position);
        const f = frame === null || refunded(frame) ? null : order.lines[frame]!;
        return {
          ...item(p),
          margin: p.l.margin === true,
          blackAndWhite: p.l.black_and_white === true,
          frame: f ? `${f.name} (${f.sku})` : null,
        };
      }),
    frames: packed.filter(({ l }) => l.type === PRODUCT_TYPE.frame).map(item),
    others: packed.filter(({ l }) => l.type !== PRODUCT_TYPE.poster && l.type !== PRODUCT_TYPE.frame).map(item),
  };
};

/** Whether the slip has anything to pack (an order of gift cards only, or all refunded, has not). */
export const hasParcel = (slip: PackingSlip): boolean => slip.posters.length + slip.frames.length + slip.others.length > 0;

/** A line as one text for a spreadsheet cell: `1 × Old Harbour (OH-3040), 30x40, white margin, black and white`. */
export const lineText = (l: {
  readonly quantity: number;
  readonly name: string;
  readonly sku: string;
  readonly variation_name: string;
  readonly margin: boolean | null;
  readonly black_and_white: boolean | null;
}): string =>
  [
    `${l.quantity} × ${l.name} (${l.sku})`,
    l.variation_name,
    l.margin ? 'white margin' : '',
    l.black_and_white ? 'black and white' : '',
  ]
    .filter(Boolean)
    .join(', ');
