import * as t from 'io-ts';
import { Artist } from './artist.js';
import { Category } from './category.js';
import { Page, SiteReview, StoreFooter, Widget } from './content.js';
import { ProductImage } from './image.js';
import { nullable } from './nullable.js';
import { Product, ProductList, ProductMetadata } from './product.js';
import { SearchAnswer } from './search.js';
import { ProductTag } from './tag.js';
import { COLOURS } from '../../../domain/catalogue/filters.js';
import { FOOTER_PAGES } from '../../../application/loaders/shell.loader.js';
import { ADMIN_LIST_PAGES } from '../../../application/routing/routes.js';

/**
 * The data a server-rendered page embeds for hydration (docs/architecture.md#ssr-and-caching "Server-side rendering and
 * data"). The server encodes it through this codec and a test decodes every page type's embedded
 * data with it. The browser reads it with JSON.parse alone: decoding there would put io-ts and
 * every page's codecs into each page's first-load script (about 100 KB Brotli of budget), to
 * check bytes this same codec has just written.
 */
const paged = <C extends t.Mixed>(item: C, name: string) => t.strict({ items: t.array(item), total: t.number }, name);
const pagedProducts = paged(Product, 'PagedProducts');
const slugs = nullable(t.array(t.string));
const literals = <L extends readonly [string, string, ...string[]]>(names: L) =>
  t.union(names.map((n) => t.literal(n)) as unknown as [t.LiteralC<L[number]>, t.LiteralC<L[number]>], names.join(' | '));

const FrameVariation = t.strict(
  {
    id: t.number,
    name: t.string,
    sku: t.string,
    option_name: t.string,
    price: t.number,
    currency: t.string,
    stock: t.strict({ instock: t.boolean }),
    images: t.array(ProductImage),
  },
  'FrameVariation',
);
const FrameChoice = t.strict(
  {
    id: t.number,
    sku: t.string,
    name: t.string,
    slug: t.string,
    type: t.number,
    status: t.number,
    images: t.array(ProductImage),
    metadata: ProductMetadata,
    variations: t.array(FrameVariation),
  },
  'FrameChoice',
);

const StartPageData = t.strict(
  {
    page: nullable(Page),
    bestSellers: ProductList,
    personalised: ProductList,
    artists: t.array(Artist),
    walls: ProductList,
    social: nullable(t.strict({ category: Category, products: ProductList })),
    viewAll: t.strict({ bestSellers: slugs, personalised: slugs, walls: slugs }),
  },
  'StartPageData',
);

const route = <R extends string, C extends t.Mixed>(name: R, data: C) => t.strict({ route: t.literal(name), data }, name);

const PageData = t.union(
  [
    route('start', StartPageData),
    route('product', t.strict({ product: Product, related: ProductList, bundled: ProductList, frames: t.array(FrameChoice) })),
    route('category', t.strict({ category: Category, products: pagedProducts, page: t.number })),
    route('tag', t.strict({ tag: ProductTag, products: pagedProducts, page: t.number })),
    route('artists', t.strict({ artists: paged(Artist, 'PagedArtists'), page: t.number })),
    route('artist', t.strict({ artist: Artist, products: pagedProducts, page: t.number })),
    route(
      'search',
      t.strict({
        query: t.string,
        results: SearchAnswer,
        page: t.number,
        colour: nullable(literals(COLOURS)),
        portrait: nullable(t.boolean),
        bestSellers: ProductList,
      }),
    ),
    route('page', t.strict({ page: Page })),
    route('checkout', t.strict({ orderId: nullable(t.string), notice: nullable(Widget) })),
    route('confirmation', t.strict({ orderId: t.string })),
    route('balance', t.strict({ widget: nullable(Widget) })),
    route('unsubscribe', t.strict({ widget: nullable(Widget) })),
    route('galleryWall', t.strict({ wallId: nullable(t.string), wallFound: t.boolean })),
    route(
      'account',
      t.strict({
        section: literals(['dashboard', 'posters', 'upload', 'sales', 'profile', 'review'] as const),
        widgets: t.strict({
          loginIntro: nullable(Widget),
          sellingPitch: nullable(Widget),
          faq: nullable(Widget),
          message: nullable(Widget),
        }),
      }),
    ),
    route(
      'admin',
      t.strict({
        view: t.union([
          t.strict({ page: t.literal('orders') }),
          t.strict({ page: t.literal('order'), orderId: t.string }),
          t.strict({ page: literals(ADMIN_LIST_PAGES) }),
        ]),
      }),
    ),
    // The order is the application's reading of GET /api/order-status/{token}, whose answer passed
    // OrderStatusAnswer's codec before it was mapped (src/adapters/http/order-status.ts).
    route('orderStatus', t.strict({ token: t.string, order: t.unknown })),
    route('notFound', t.strict({})),
    route(
      'error',
      t.exact(t.intersection([t.type({ status: t.number }), t.partial({ reason: t.literal('signInUnavailable') })])),
    ),
  ],
  'PageData',
);

const FooterPage = t.strict({ key: literals(FOOTER_PAGES), name: t.string, slug: t.string }, 'FooterPage');

export const ShellData = t.strict(
  {
    categories: t.array(Category),
    widgets: t.record(t.string, Widget),
    footer: t.intersection([StoreFooter, t.strict({ pages: t.array(FooterPage) })]),
    reviews: t.array(SiteReview),
  },
  'ShellData',
);

export const BootData = t.intersection(
  [
    t.strict({ store: t.string, checkoutProvider: t.string, year: t.number, messages: t.string, shell: ShellData }),
    t.partial({ initial: t.strict({ key: t.string, data: PageData }) }),
  ],
  'BootData',
);
export type BootData = t.TypeOf<typeof BootData>;
