/** In-memory plan of the catalogue, built deterministically before anything is written. */
import type { Currency } from '../../../src/domain/stores/stores.js';
import type { Language } from './i18n/lang.js';

export interface ProductText {
  slug: string;
  name: string;
  description: string;
}

export interface ImagePlan {
  type: string;
  url: string;
  width: number;
  height: number;
  position: number;
  /** Attach to the variation with this option name (gift-card amounts). */
  option?: string;
}

export interface VariationPlan {
  attribute: 'size' | 'amount';
  option: string;
  prices: Record<Currency, number>;
}

export interface BundlePlan {
  productSku: string;
  defaultOption: string;
  frameSku: string | null;
  topPct: number;
  leftPct: number;
}

export interface ProductPlan {
  sku: string;
  type: 1 | 2 | 3 | 4;
  artist: string | null;
  portrait: boolean;
  color: string | null;
  popularity: number;
  art: Record<string, unknown>;
  metadata: Record<string, unknown>;
  createdAt: string;
  texts: Record<Language, ProductText>;
  /** Category keys; the first is the main category. */
  categories: string[];
  tags: string[];
  variations: VariationPlan[];
  images: ImagePlan[];
  bundle?: BundlePlan[];
}
