/**
 * Which product view to render (docs/rules/product-pages.md#view-kinds "Product pages"): a poster with a text template in its
 * metadata gives the custom-text view; a poster with the upload (byop) flag the uploaded view;
 * otherwise poster, frame, wall or gift card by type (1 poster, 2 frame, 3 gift card, 4 wall).
 *
 * Decisions: a template wins over the upload flag when both are set (the spec lists it first);
 * an unknown type is the 'unknown' kind, never a throw.
 */
import { PRODUCT_TYPE, type Product } from './model';

export type ViewKind = 'custom-text' | 'uploaded' | 'poster' | 'frame' | 'wall' | 'gift-card' | 'unknown';

export const viewKind = (product: Pick<Product, 'type' | 'metadata'>): ViewKind => {
  switch (product.type) {
    case PRODUCT_TYPE.poster:
      if (product.metadata.template) return 'custom-text';
      return product.metadata.byop === true ? 'uploaded' : 'poster';
    case PRODUCT_TYPE.frame:
      return 'frame';
    case PRODUCT_TYPE.giftCard:
      return 'gift-card';
    case PRODUCT_TYPE.wall:
      return 'wall';
    default:
      return 'unknown';
  }
};
