/**
 * The category tree (≥ 3 levels) plus the special categories: new arrivals (dynamic), social
 * media, frames, gift cards, gallery walls and personalised posters.
 */
import { headerUrl } from '../art/paths.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import { CATEGORY_DESCRIPTION, CATEGORY_NAMES } from './i18n/catalogue.js';
import { LANGUAGES, type Language } from './i18n/lang.js';
import type { SlugRegistry } from './slug.js';

export interface CategoryDef {
  key: string;
  parent?: string;
  layout?: 'default' | 'wide' | 'dark';
  home?: boolean;
  dynamic?: boolean;
  show_in_menu?: boolean;
  product_type?: number | null;
  header?: number;
  metadata?: Record<string, unknown>;
}

export const CATEGORY_DEFS: readonly CategoryDef[] = [
  {
    key: 'new-arrivals',
    dynamic: true,
    product_type: PRODUCT_TYPE.poster,
    layout: 'wide',
    metadata: { Newest: true, HardLimit: 48 },
    header: 1,
  },
  { key: 'art-prints', home: true, product_type: PRODUCT_TYPE.poster, header: 2, layout: 'wide' },
  { key: 'abstract', parent: 'art-prints', product_type: PRODUCT_TYPE.poster },
  { key: 'geometric', parent: 'abstract', product_type: PRODUCT_TYPE.poster },
  { key: 'line-art', parent: 'abstract', product_type: PRODUCT_TYPE.poster },
  { key: 'minimalist', parent: 'art-prints', product_type: PRODUCT_TYPE.poster },
  { key: 'nature', product_type: PRODUCT_TYPE.poster, header: 3, layout: 'wide' },
  { key: 'botanical', parent: 'nature', product_type: PRODUCT_TYPE.poster, header: 4 },
  { key: 'flowers', parent: 'botanical', product_type: PRODUCT_TYPE.poster },
  { key: 'leaves', parent: 'botanical', product_type: PRODUCT_TYPE.poster },
  { key: 'landscapes', parent: 'nature', product_type: PRODUCT_TYPE.poster, header: 6 },
  { key: 'mountains', parent: 'landscapes', product_type: PRODUCT_TYPE.poster, header: 9 },
  { key: 'sea-and-beach', parent: 'landscapes', product_type: PRODUCT_TYPE.poster, header: 7 },
  { key: 'photography', product_type: PRODUCT_TYPE.poster, header: 8 },
  { key: 'cities', parent: 'photography', product_type: PRODUCT_TYPE.poster, layout: 'dark', header: 5 },
  { key: 'sunsets', parent: 'photography', product_type: PRODUCT_TYPE.poster, header: 10 },
  { key: 'typography', product_type: PRODUCT_TYPE.poster },
  { key: 'quotes', parent: 'typography', product_type: PRODUCT_TYPE.poster },
  { key: 'kids', product_type: PRODUCT_TYPE.poster },
  { key: 'black-and-white', product_type: PRODUCT_TYPE.poster, layout: 'dark' },
  { key: 'personalised', product_type: PRODUCT_TYPE.poster, metadata: { customizable: true } },
  { key: 'gallery-walls', product_type: PRODUCT_TYPE.wall, layout: 'wide' },
  { key: 'frames', product_type: PRODUCT_TYPE.frame, show_in_menu: false },
  { key: 'gift-cards', product_type: PRODUCT_TYPE.giftCard },
  { key: 'social-media', product_type: null, show_in_menu: false, metadata: { social: true } },
];

/** English slugs are the category keys (stable: 'social-media', 'personalised', 'new-arrivals', …). */
export interface CategoryI18n {
  slug: string;
  name: string;
  description: string;
}

export const categoryTexts = (def: CategoryDef, slugs: SlugRegistry): Record<Language, CategoryI18n> => {
  const names = CATEGORY_NAMES[def.key];
  if (!names) throw new Error(`no names for category ${def.key}`);
  const tpl =
    def.product_type === 1 && !def.dynamic && def.key !== 'personalised'
      ? CATEGORY_DESCRIPTION.poster
      : CATEGORY_DESCRIPTION.other;
  return Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      {
        slug: slugs.take(`category:${l}`, l === 'en' ? def.key : names[l]),
        name: names[l],
        description: tpl[l].replace('{name}', names[l]),
      },
    ]),
  ) as Record<Language, CategoryI18n>;
};

export const categoryHeader = (def: CategoryDef): string | null => (def.header ? headerUrl(def.header) : null);

/** Depth of the deepest category (1 = top level). */
export const treeDepth = (defs: readonly CategoryDef[]): number => {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const depth = (d: CategoryDef): number => (d.parent ? 1 + depth(byKey.get(d.parent)!) : 1);
  return Math.max(...defs.map(depth));
};
