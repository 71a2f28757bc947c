/**
 * GET /api/order-status/{token} in the application's terms: a stored design becomes the cart
 * line's template again (values back through the template's field codec), so the status page
 * draws each line with the cart's own thumbnail. Shared by the browser and the server render.
 */
import { isTemplateId, money, type CartLine, type CartLineTemplate } from '../../domain';
import type { OrderStatus } from '../../application/model/order-status';
import { decodeTemplateFields } from './contract/template-fields';
import type { OrderStatusAnswer, OrderStatusLine } from './contract/backoffice';

const templateOf = (design: OrderStatusLine['design']): CartLineTemplate | undefined => {
  if (!design) return undefined;
  if ('photo_url' in design) return { kind: 'upload', uploadedImageId: '', url: design.photo_url };
  const values = isTemplateId(design.template_id) ? decodeTemplateFields(design.template_id, design.values) : undefined;
  return values
    ? { kind: 'template', templateId: design.template_id, values: { ...values }, assets: {}, valid: true }
    : undefined;
};

const lineOf = (l: OrderStatusLine, currency: string): CartLine => {
  const template = templateOf(l.design);
  return {
    uuid: l.uuid,
    type: l.type,
    thumb: l.thumb,
    name: l.name,
    slug: '',
    productId: 0,
    variationId: 0,
    variationName: l.variation_name,
    sku: '',
    ...(l.margin === null ? {} : { margin: l.margin }),
    ...(l.black_and_white === null ? {} : { blackAndWhite: l.black_and_white }),
    price: money(l.unit_price, currency),
    quantity: l.quantity,
    ...(template ? { template } : {}),
  };
};

export const orderStatusFromWire = (a: OrderStatusAnswer): OrderStatus => ({
  store: a.store,
  status: a.status,
  paidOn: a.paid_on,
  estimatedDelivery: a.estimated_delivery,
  shipment: a.shipment
    ? { carrierName: a.shipment.carrier_name, trackingNumber: a.shipment.tracking_number, trackingUrl: a.shipment.tracking_url }
    : null,
  lines: a.lines.map((l) => lineOf(l, a.currency)),
  reprinting: a.reprinting,
});
