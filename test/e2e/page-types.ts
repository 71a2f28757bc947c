import type { Browser } from 'playwright-core';
import { apiOf } from './shop';
import { buyOnePoster } from './buy-through-sandbox';

/**
 * One URL for every main page type of the shop (docs/rules/stores-and-urls.md#routes), found in the seeded catalogue so the
 * list follows the data: start, listings, a product of each kind, artists, content, the
 * checkout pages, the forms and the 404 page.
 */
export interface PageType {
  readonly name: PageTypeName;
  readonly path: string;
  /** The document's expected HTTP status (the 404 page answers 404). */
  readonly status: number;
}

/** The page types, by name, in the order the checks run. */
export const PAGE_TYPE_NAMES = [
  'start',
  'category',
  'tag',
  'poster',
  'frame',
  'gift card',
  'wall bundle',
  'personalised',
  'artists',
  'content',
  'checkout',
  'confirmation',
  'balance',
  'unsubscribe',
  'not found',
] as const;
export type PageTypeName = (typeof PAGE_TYPE_NAMES)[number];

interface ListedProduct {
  readonly slug: string;
  readonly tags: readonly { readonly slug: string }[];
}

export const findPageTypes = async (
  browser: Pick<Browser, 'newContext'>,
  baseUrl: string,
): Promise<ReadonlyMap<PageTypeName, PageType>> => {
  const api = apiOf(baseUrl);
  const first = async (query: string) => {
    const [p] = await api<ListedProduct[]>(`/api/products?${query}&limit=1`);
    if (!p) throw new Error(`the seeded catalogue has no product for ${query}`);
    return p;
  };
  const [poster, frame, giftCard, wall, personalised] = await Promise.all([
    first('type=1&customizable=false'),
    first('type=2'),
    first('type=3'),
    first('type=4'),
    first('customizable=true'),
  ]);
  const [category] = await api<{ slug: string; show_in_menu: boolean }[]>('/api/categories');
  const confirmation = await buyOnePoster(browser, baseUrl, poster.slug);
  const types: PageType[] = [
    { name: 'start', path: '/', status: 200 },
    { name: 'category', path: `/product-category/${category!.slug}`, status: 200 },
    { name: 'tag', path: `/product-tag/${poster.tags[0]!.slug}`, status: 200 },
    { name: 'poster', path: `/product/${poster.slug}`, status: 200 },
    { name: 'frame', path: `/product/${frame.slug}`, status: 200 },
    { name: 'gift card', path: `/product/${giftCard.slug}`, status: 200 },
    { name: 'wall bundle', path: `/product/${wall.slug}`, status: 200 },
    { name: 'personalised', path: `/product/${personalised.slug}`, status: 200 },
    { name: 'artists', path: '/artists', status: 200 },
    { name: 'content', path: '/about', status: 200 },
    { name: 'checkout', path: '/checkout', status: 200 },
    { name: 'confirmation', path: confirmation, status: 200 },
    { name: 'balance', path: '/gift-card-balance', status: 200 },
    { name: 'unsubscribe', path: '/unsubscribe', status: 200 },
    { name: 'not found', path: '/missing/file.php', status: 404 },
  ];
  return new Map(types.map((t) => [t.name, t]));
};
