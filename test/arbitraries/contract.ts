import fc from 'fast-check';
import type * as C from '../../src/adapters/http/contract/index.js';
import { MEMBERSHIP_LEVEL_MAX, MEMBERSHIP_LEVEL_MIN } from '../../src/domain/constants';
import { FULFILMENT_STATUSES } from '../../src/domain/backoffice/index.js';

/**
 * fast-check arbitraries for every wire type (src/adapters/http/contract). Values are
 * JSON-safe — what a JSON round trip preserves — since that is all a wire can carry:
 * integers and finite doubles without -0, plain object keys (never "__proto__").
 */
export const id = fc.integer({ min: 1, max: 1_000_000 });
const money = fc.nat({ max: 10_000_000 });
export const text = fc.string({ maxLength: 12 });
const key = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/);
const url = key.map((k) => `https://shop.example/${k}`);
const currency = fc.constantFrom('EUR', 'USD', 'GBP', 'SEK');
const percent = fc.double({ min: 0, max: 100, noNaN: true }).map((n) => (Object.is(n, -0) ? 0 : n));
/** A position as the server keeps it: hundredths of a percent. */
const position = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);
const nullable = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(a, { nil: null });
const list = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T[]> => fc.array(a, { maxLength: 3 });
export const stringMap: fc.Arbitrary<C.StringMap> = fc.dictionary(key, text, { maxKeys: 3 });
export const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const unknownMap = fc.dictionary(key, json, { maxKeys: 3 });

export const productImageType: fc.Arbitrary<C.ProductImageType> = fc.constantFrom(
  'thumb',
  'gallery_thumb',
  'featured',
  'gallery',
  'margin',
  'no_margin',
  'bw_margin',
  'bw_no_margin',
  'frame_overlay_portrait',
  'frame_overlay_landscape',
  'frame_swatch',
);
export const productImage: fc.Arbitrary<C.ProductImage> = fc.record({ type: productImageType, url, width: id, height: id });

export const variationStock: fc.Arbitrary<C.VariationStock> = fc.record({ instock: fc.boolean(), quantity: id });
export const variation: fc.Arbitrary<C.Variation> = fc.record({
  id,
  name: text,
  sku: text,
  attribute_id: id,
  option_id: id,
  option_name: text,
  price: money,
  currency,
  stock: variationStock,
  images: list(productImage),
});

export const productMetadata: fc.Arbitrary<C.ProductMetadata> = fc.record(
  {
    portrait: fc.boolean(),
    template: text,
    byop: fc.boolean(),
    defaults: unknownMap,
    assets: stringMap,
    pp: fc.boolean(),
    disable_bw: fc.boolean(),
    frame_type: text,
    frame_variation: text,
  },
  { requiredKeys: [] },
);

export const termRef: fc.Arbitrary<C.TermRef> = fc.record({ id, slug: key, name: text });
export const productArtist: fc.Arbitrary<C.ProductArtist> = fc.record({
  slug: key,
  alias: text,
  avatar: nullable(url),
  country: text,
});
export const bundledMeta: fc.Arbitrary<C.BundledMeta> = fc.record({
  default_option: text,
  frame: nullable(id),
  top: percent,
  left: percent,
});

export const bundlePrice: fc.Arbitrary<C.BundlePrice> = fc.record({ low: money, high: money, currency });

export const product: fc.Arbitrary<C.Product> = fc.record({
  id,
  sku: text,
  name: text,
  slug: key,
  type: fc.integer({ min: 1, max: 4 }),
  description: text,
  images: list(productImage),
  bundle_images: list(productImage),
  variations: list(variation),
  tags: list(termRef),
  categories: list(termRef),
  artist: nullable(productArtist),
  alternate: stringMap,
  status: fc.nat({ max: 9 }),
  bundled_meta: nullable(bundledMeta),
  bundle_price: nullable(bundlePrice),
  metadata: productMetadata,
});

export const sizeOption: fc.Arbitrary<C.SizeOption> = fc.record({
  id,
  option_id: id,
  sku: text,
  label: text,
  price: money,
  currency,
});

export const frameOption: fc.Arbitrary<C.FrameOption> = fc.record({
  id,
  variation_id: id,
  sku: text,
  label: text,
  slug: key,
  thumb: url,
  swatch: url,
  landscape: url,
  portrait: url,
  price: money,
  currency,
  type: text,
  class: text,
});

export const productWithFrames: fc.Arbitrary<C.ProductWithFrames> = fc
  .tuple(product, list(product))
  .map(([p, frames]) => ({ ...p, frames }));

export const categoryMetadata: fc.Arbitrary<C.CategoryMetadata> = fc.record(
  { Newest: fc.boolean(), HardLimit: id, social: fc.boolean(), customizable: fc.boolean() },
  { requiredKeys: [] },
);
export const categoryCrumb: fc.Arbitrary<C.CategoryCrumb> = fc.record({ name: text, slug: key });

const categoryNode = (children: fc.Arbitrary<C.Category[]>): fc.Arbitrary<C.Category> =>
  fc.record({
    id,
    slug: key,
    name: text,
    description: text,
    header_image_url: nullable(url),
    layout: key,
    home: fc.boolean(),
    children,
    hierarchy: list(categoryCrumb),
    product_count: id,
    dynamic: fc.boolean(),
    show_in_menu: fc.boolean(),
    product_type: nullable(fc.integer({ min: 1, max: 4 })),
    metadata: categoryMetadata,
    alternate: stringMap,
  });

/** Trees up to three levels deep. */
export const category: fc.Arbitrary<C.Category> = categoryNode(
  fc.array(categoryNode(fc.array(categoryNode(fc.constant([])), { maxLength: 2 })), { maxLength: 2 }),
);

export const productTag: fc.Arbitrary<C.ProductTag> = fc.record({ id, slug: key, name: text, alternate: stringMap });

const artistPublic = {
  id,
  slug: key,
  alias: text,
  avatar: nullable(url),
  country: text,
  premium: fc.boolean(),
  bio: nullable(text),
  posters: id,
  membership_level: fc.integer({ min: MEMBERSHIP_LEVEL_MIN, max: MEMBERSHIP_LEVEL_MAX }),
};
export const artist: fc.Arbitrary<C.Artist> = fc.record(artistPublic);
export const artistTerms: fc.Arbitrary<C.ArtistTerms> = fc.constantFrom('not_accepted', 'accepted');
export const artistAccount: fc.Arbitrary<C.ArtistAccount> = fc.record({
  ...artistPublic,
  name: text,
  email: text,
  vat_number: text,
  sales: id,
  balance: fc.integer(),
  currency,
  selling_enabled: fc.boolean(),
  product_limit: id,
  terms: artistTerms,
});

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
export const saleBreakdown: fc.Arbitrary<C.SaleBreakdown> = fc.record({
  order_id: key,
  quantity: id,
  sale_currency: currency,
  sale_price: id,
  vat: id,
  fees: id,
  commission: id,
});
export const accountTransaction: fc.Arbitrary<C.AccountTransaction> = fc.record({
  sale: nullable(saleBreakdown),
  accounted_at: nullable(isoDate),
  created_at: isoDate,
  description: text,
  amount: fc.integer(),
  currency,
  exchange_rate: fc.double({ min: 0.01, max: 1000, noNaN: true }),
  balance: fc.integer(),
});

export const page: fc.Arbitrary<C.Page> = fc.record({
  name: text,
  slug: key,
  description: text,
  content: text,
  css: text,
  alternate: stringMap,
});
export const widget: fc.Arbitrary<C.Widget> = fc.record({ content: text, hidden: fc.boolean() });
export const siteReview: fc.Arbitrary<C.SiteReview> = fc.record({
  stars: fc.integer({ min: 1, max: 5 }),
  review: text,
  author: text,
});
export const locale: fc.Arbitrary<C.Locale> = fc.record({
  code: key,
  country: text,
  countryCode: text,
  language: key,
  currency,
  url,
});
export const storeHeader: fc.Arbitrary<C.StoreHeader> = fc.record({
  message: text,
  messageHidden: fc.boolean(),
  newsletter: text,
  newsletterHidden: fc.boolean(),
});
export const storeFooter: fc.Arbitrary<C.StoreFooter> = fc.record({ about: text, help: text });

export const wallPoster: fc.Arbitrary<C.WallPoster> = fc.record({
  product_id: nullable(id),
  size: text,
  portrait: fc.boolean(),
  frame_id: nullable(id),
  frame_index: nullable(fc.nat({ max: 9 })),
  top: percent,
  left: percent,
});
export const saveWallPoster: fc.Arbitrary<C.SaveWallPoster> = fc.record({
  product_id: id,
  size: text,
  portrait: fc.boolean(),
  frame_id: nullable(id),
  top: position,
  left: position,
});
export const saveWallRequest: fc.Arbitrary<C.SaveWallRequest> = fc.record({
  posters: list(saveWallPoster),
  environment: fc.record({ idx: fc.nat({ max: 27 }) }),
  layout: fc.integer({ min: 1, max: 9 }),
});
export const environment: fc.Arbitrary<C.Environment> = fc.record({ idx: fc.nat({ max: 27 }), url, name: text });
export const wallEnvironment: fc.Arbitrary<C.WallEnvironment> = fc.record({ idx: fc.nat({ max: 27 }), url });
export const savedWall: fc.Arbitrary<C.SavedWall> = fc.record({
  posters: list(wallPoster),
  environment: wallEnvironment,
  layout: fc.integer({ min: 1, max: 9 }),
});

export const templateValues: fc.Arbitrary<C.TemplateValues> = fc.record({
  id: key,
  template: key,
  values: unknownMap,
  assets: stringMap,
});
export const printFile: fc.Arbitrary<C.PrintFile> = fc.record({
  position: fc.nat(),
  url,
  svg: fc.option(url, { nil: null }),
  width: fc.nat(),
  height: fc.nat(),
  dpi: fc.nat(),
});

export const filledTemplate: fc.Arbitrary<C.FilledTemplate> = fc.record({
  values: unknownMap,
  assets: stringMap,
  valid: fc.boolean(),
});
export const uploadedImageRef: fc.Arbitrary<C.UploadedImageRef> = fc.record({ uploaded_image_id: key });
export const lineTemplate: fc.Arbitrary<C.LineTemplate> = fc.oneof(filledTemplate, uploadedImageRef);

export const cartLine: fc.Arbitrary<C.CartLine> = fc.record({
  uuid: fc.uuid(),
  type: fc.integer({ min: 1, max: 4 }),
  thumb: url,
  name: text,
  slug: key,
  product_id: id,
  variation_id: id,
  variation_name: text,
  sku: text,
  margin: nullable(fc.boolean()),
  black_and_white: nullable(fc.boolean()),
  price: money,
  currency,
  quantity: fc.integer({ min: 1, max: 99 }),
  template: nullable(lineTemplate),
});

export const coupon: fc.Arbitrary<C.Coupon> = fc.oneof(
  fc.record({ code: key, fixed_amount: money }),
  fc.record({ code: key, percentage_discount: fc.integer({ min: 1, max: 100 }) }),
);

export const cartPricingRequestLine: fc.Arbitrary<C.CartPricingRequestLine> = fc.record(
  {
    uuid: fc.uuid(),
    product_id: id,
    variation_id: id,
    quantity: fc.integer({ min: 1, max: 99 }),
    margin: nullable(fc.boolean()),
    black_and_white: nullable(fc.boolean()),
    template: lineTemplate,
  },
  { requiredKeys: ['uuid', 'product_id', 'variation_id', 'quantity', 'margin', 'black_and_white'] },
);
export const cartPricingRequest: fc.Arbitrary<C.CartPricingRequest> = fc.record({
  lines: list(cartPricingRequestLine),
  coupons: list(key),
  gift_cards: list(key),
});

export const appliedCode: fc.Arbitrary<C.AppliedCode> = fc.record({ code: key, amount: money });
export const pricedLine: fc.Arbitrary<C.PricedLine> = fc.record({
  uuid: fc.uuid(),
  product_id: id,
  variation_id: id,
  unit_price: money,
  line_total: money,
  currency,
});
export const declinedCode: fc.Arbitrary<C.DeclinedCode> = fc.record({
  code: key,
  reason: fc.constantFrom('invalid' as const, 'not_combinable' as const, 'spent' as const),
});
export const cartPricing: fc.Arbitrary<C.CartPricing> = fc.record({
  lines: list(pricedLine),
  subtotal: money,
  discounts: list(appliedCode),
  gift_cards: list(appliedCode),
  declined: list(declinedCode),
  total: money,
  currency,
});

export const order: fc.Arbitrary<C.Order> = fc.record({
  id: key,
  status: text,
  email: nullable(text),
  country: nullable(text),
  snippet: text,
  tracking: stringMap,
  fulfilment_status: nullable(fc.constantFrom(...FULFILMENT_STATUSES)),
});
export const createOrderRequest: fc.Arbitrary<C.CreateOrderRequest> = fc.record({
  cart: list(cartLine),
  coupons: list(key),
  campaign_data: stringMap,
});
export const createOrderAnswer: fc.Arbitrary<C.CreateOrderAnswer> = fc.record({ id: key, snippet: text });

export const apiError: fc.Arbitrary<C.ApiError> = fc.record(
  { statusCode: fc.integer({ min: 400, max: 599 }), error: text, message: text, code: key },
  { requiredKeys: ['statusCode', 'error', 'message'] },
);

const emailish = fc.emailAddress();
export const subscribeRequest: fc.Arbitrary<C.SubscribeRequest> = fc.record({ email: emailish });
export const subscribeAnswer: fc.Arbitrary<C.SubscribeAnswer> = fc.record({ code: key });
export const unsubscribeRequest: fc.Arbitrary<C.UnsubscribeRequest> = fc.record({ email: emailish });
export const unsubscribeAnswer: fc.Arbitrary<C.UnsubscribeAnswer> = fc.record({ success: fc.boolean() });
export const checkBalanceRequest: fc.Arbitrary<C.CheckBalanceRequest> = fc.record({ code: key });
export const balance: fc.Arbitrary<C.Balance> = fc.record({ balance: money, currency });

export const aliasRequest: fc.Arbitrary<C.AliasRequest> = fc.record({ alias: text });
export const nameLookupRequest: fc.Arbitrary<C.NameLookupRequest> = fc.record({ name: text });
export const lookupAnswer: fc.Arbitrary<C.AliasLookupAnswer & C.NameLookupAnswer> = fc.record({ exists: fc.boolean() });
export const successAnswer: fc.Arbitrary<C.SuccessAnswer> = fc.constant({ success: true as const });
export const uploadImageAnswer: fc.Arbitrary<C.UploadImageAnswer> = fc.record({ id: key, width: fc.nat(), height: fc.nat() });
export const saveWallAnswer: fc.Arbitrary<C.SaveWallAnswer> = fc.record({ id: key, link: url });

export const accountRole: fc.Arbitrary<C.AccountRole> = fc.constantFrom('artist', 'reviewer');
export const authSession: fc.Arbitrary<C.AuthSession> = fc.record({ account: artistAccount, role: accountRole, csrf_token: key });
export const posterProcessing: fc.Arbitrary<C.PosterProcessing> = fc.record({
  done: id,
  total: id,
  state: fc.constantFrom('queued', 'processing', 'ready', 'failed'),
});
export const ownPoster: fc.Arbitrary<C.OwnPoster> = fc.record({
  id,
  name: text,
  description: text,
  status: fc.integer({ min: 0, max: 9 }),
  thumb: nullable(url),
  category: nullable(text),
  review_note: nullable(text),
  processing: nullable(posterProcessing),
  slug: nullable(key),
  created_at: isoDate,
});
export const salesChartPoint: fc.Arbitrary<C.SalesChartPoint> = fc.record({
  date: isoDate,
  sales: id,
  earnings: fc.integer(),
  paid_out: fc.nat(),
});
export const salesChart: fc.Arbitrary<C.SalesChart> = fc.record({
  currency,
  points: fc.array(salesChartPoint, { maxLength: 3 }),
});
export const reviewItem: fc.Arbitrary<C.ReviewItem> = fc.record({
  id,
  name: text,
  description: text,
  artist: text,
  category: nullable(text),
  image: nullable(url),
  processing: nullable(posterProcessing),
  created_at: isoDate,
});
export const denyRequest: fc.Arbitrary<C.DenyRequest> = fc.record({ reason: text });
export const saveAliasRequest: fc.Arbitrary<C.SaveAliasRequest> = fc.record({
  alias: text,
  terms: fc.constant('accepted' as const),
});
export const uploadCategory: fc.Arbitrary<C.UploadCategory> = fc.record({ id, name: text });
export const searchArtist: fc.Arbitrary<C.SearchArtist> = fc.record({
  slug: key,
  alias: text,
  avatar: nullable(url),
  country: text,
  posters: fc.nat(),
});
export const searchCategory: fc.Arbitrary<C.SearchCategory> = fc.record({ id, name: text, slugs: list(key), posters: fc.nat() });
export const facetCount: fc.Arbitrary<C.FacetCount> = fc.record({ value: key, count: fc.nat() });
export const searchAnswer: fc.Arbitrary<C.SearchAnswer> = fc.record({
  query: text,
  total: fc.nat(),
  items: list(product),
  artists: list(searchArtist),
  categories: list(searchCategory),
  colours: list(facetCount),
  orientations: list(facetCount),
  did_you_mean: nullable(text),
});
