/**
 * The catalogue read model (what the API answers: snake_case, price in minor units beside its
 * currency, free-form metadata) as the domain's Product (camelCase, Money, typed metadata), so
 * the configurator runs the domain rules of docs/rules/product-pages.md#size-frame-and-options on what the page was given.
 */
import { money, type Product, type ProductMetadata } from '../../../domain';
import type { FrameChoice } from '../../model/catalogue';

const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const metadataOf = (m: FrameChoice['metadata']): ProductMetadata => ({
  portrait: bool(m['portrait']),
  template: text(m['template']) ?? null,
  byop: bool(m['byop']),
  pp: bool(m['pp']),
  disableBw: bool(m['disable_bw']),
  frameType: text(m['frame_type']) ?? null,
});

/** Of a poster, a frame or any product: the fields the domain's rules read (a frame's choice is all of them). */
export const toDomainProduct = (p: FrameChoice): Product => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  slug: p.slug,
  type: p.type,
  status: p.status,
  images: p.images.map(({ type, url }) => ({ type, url })),
  variations: p.variations.map((v) => ({
    id: v.id,
    name: v.name,
    sku: v.sku,
    optionName: v.option_name,
    price: money(v.price, v.currency),
    inStock: v.stock.instock,
    images: v.images.map(({ type, url }) => ({ type, url })),
  })),
  metadata: metadataOf(p.metadata),
});
