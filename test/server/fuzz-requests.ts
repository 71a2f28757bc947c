import fc from 'fast-check';

/**
 * Hostile requests for every endpoint the server registers (`grep -rn "app\.\(get\|post\|put\|
 * delete\)" server/`), shared by test/server/fuzz.test.ts and bench/fuzz-count.ts. Each request
 * takes a route, fills its path parameters, query and body with valid-looking or hostile values:
 * NUL characters, lone surrogates, huge, fractional and negative numbers, wrong types, empty and
 * oversized bodies, deep nesting and prototype keys. The server must answer each with < 500.
 */
export interface FuzzRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
  /** Send the artist's (or reviewer's) session cookie and CSRF header, or a staff admin's. */
  readonly session?: 'artist' | 'reviewer' | 'admin';
}

type Body = 'json' | 'form' | 'multipart' | 'none';
interface Route {
  readonly method: FuzzRequest['method'];
  /** `:name` marks a path parameter, `*` a wildcard. */
  readonly path: string;
  readonly query?: readonly string[];
  readonly body?: Body;
  /** A valid-looking body the mutations start from. */
  readonly sample?: unknown;
  readonly session?: FuzzRequest['session'];
}

const line = { uuid: 'u1', product_id: 1, variation_id: 1, quantity: 1, margin: true, black_and_white: false };
const cartLine = {
  ...line,
  type: 1,
  thumb: '/t.webp',
  name: 'Poster',
  slug: 'poster',
  variation_name: '50x70',
  sku: 'SKU',
  price: 990,
  currency: 'EUR',
  template: { values: { name: 'Anna' }, assets: { photo: 'x' }, valid: true },
};
const order = { cart: [cartLine], coupons: ['WELCOME10'], campaign_data: { utm_source: 'newsletter' } };
/** What GET /api/products reads (server/catalogue/filter-params.ts), the search text under either of its names. */
const PRODUCT_QUERY = [
  'query',
  'q',
  'tag',
  'artist',
  'size',
  'portrait',
  'color',
  'categories',
  'type',
  'category_id',
  'except_category_id',
  'customizable',
  'related_id',
  'newest',
  'hard_limit',
  'random',
  'limit',
  'offset',
  'store',
];

/** Every route of server/ (method, path, what it reads). */
export const ROUTES: readonly Route[] = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/health/live' },
  { method: 'GET', path: '/health/ready' },
  { method: 'GET', path: '/metrics' },
  { method: 'GET', path: '/api/products', query: PRODUCT_QUERY },
  { method: 'GET', path: '/api/search', query: ['store', 'query', 'q', 'color', 'portrait', 'limit', 'offset'] },
  { method: 'POST', path: '/api/product-wishlist', body: 'json', sample: { product_ids: [1, 2], limit: 10, query: 'cat' } },
  { method: 'GET', path: '/api/products/:id', query: ['store'] },
  { method: 'GET', path: '/api/products/:id/bundled', query: ['store'] },
  { method: 'GET', path: '/api/product-by-slug/:slug', query: ['store'] },
  { method: 'GET', path: '/api/product-tags-by-slug/:slug', query: ['store'] },
  { method: 'GET', path: '/api/categories', query: ['store'] },
  { method: 'GET', path: '/api/category-by-slug/*', query: ['store'] },
  { method: 'GET', path: '/api/page-by-slug/*', query: ['store'] },
  { method: 'GET', path: '/api/widget-by-slug/:slug', query: ['store'] },
  { method: 'GET', path: '/content/site-reviews', query: ['locale'] },
  { method: 'GET', path: '/api/environments' },
  { method: 'GET', path: '/api/artists', query: ['limit', 'offset'] },
  { method: 'GET', path: '/api/artist-by-slug/:slug' },
  {
    method: 'POST',
    path: '/api/cart/price',
    query: ['store'],
    body: 'json',
    sample: { lines: [line], coupons: ['WELCOME10'], gift_cards: ['ABCD-EFGH-IJKL-MNOP'] },
  },
  { method: 'POST', path: '/api/sandbox-checkout/order', query: ['store'], body: 'json', sample: order },
  { method: 'GET', path: '/api/sandbox-checkout/order/:id' },
  { method: 'PUT', path: '/api/sandbox-checkout/order/:id', body: 'json', sample: order },
  { method: 'GET', path: '/sandbox/checkout/:id', query: ['mode'] },
  {
    method: 'POST',
    path: '/sandbox/checkout/:id/pay',
    body: 'form',
    sample: { card: '4242424242424242', expiry: '12/30', cvc: '123', name: 'A' },
  },
  { method: 'GET', path: '/sandbox/pixel/:file' },
  { method: 'POST', path: '/api/check-balance', body: 'json', sample: { code: 'ABCD-EFGH-IJKL-MNOP' } },
  { method: 'POST', path: '/api/subscribe', body: 'json', sample: { email: 'a@example.com' } },
  { method: 'POST', path: '/api/unsubscribe', body: 'json', sample: { email: 'a@example.com' } },
  {
    method: 'POST',
    path: '/api/gallery-wall',
    body: 'json',
    sample: {
      posters: [{ product_id: 1, size: '50x70', portrait: true, frame_id: null, top: 10, left: 10 }],
      environment: { idx: 0 },
      layout: 1,
    },
  },
  { method: 'GET', path: '/api/gallery-wall/:id' },
  { method: 'GET', path: '/api/gallery-wall/:id/preview.jpg' },
  { method: 'GET', path: '/api/template-values/:id' },
  { method: 'GET', path: '/render/:id' },
  { method: 'GET', path: '/api/orders/:id/print-files' },
  { method: 'GET', path: '/prints/:order/:file' },
  { method: 'POST', path: '/api/upload-image', body: 'multipart' },
  { method: 'GET', path: '/uploads/:file' },
  { method: 'GET', path: '/media/*', query: ['w'] },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml' },
  { method: 'GET', path: '/sitemaps/:file' },
  { method: 'GET', path: '/auth/login', query: ['return_to'] },
  { method: 'GET', path: '/auth/callback', query: ['state', 'code', 'iss', 'error'] },
  // Without the session: logging the fuzzing artist out would end the session the other routes use.
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'GET', path: '/sandbox/wallet/.well-known/openid-configuration' },
  { method: 'GET', path: '/sandbox/wallet/jwks' },
  {
    method: 'GET',
    path: '/sandbox/wallet/authorize',
    query: ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'scope', 'response_type'],
  },
  {
    method: 'POST',
    path: '/sandbox/wallet/authorize',
    body: 'form',
    sample: { subject: 'sandbox-artist-1', state: 's', nonce: 'n', redirect_uri: 'http://shop.test/auth/callback' },
  },
  {
    method: 'POST',
    path: '/sandbox/wallet/token',
    body: 'form',
    sample: { grant_type: 'authorization_code', code: 'c', code_verifier: 'v', redirect_uri: 'http://shop.test/auth/callback' },
  },
  { method: 'GET', path: '/api/auth/account', session: 'artist' },
  { method: 'POST', path: '/api/auth/artist-alias-lookup', body: 'json', sample: { alias: 'painter' }, session: 'artist' },
  { method: 'PUT', path: '/api/auth/alias', body: 'json', sample: { alias: 'painter', terms: 'accepted' }, session: 'artist' },
  { method: 'POST', path: '/api/auth/product-name-lookup', body: 'json', sample: { name: 'Sunset' }, session: 'artist' },
  { method: 'GET', path: '/api/auth/upload-categories', session: 'artist' },
  { method: 'GET', path: '/api/auth/products', query: ['offset'], session: 'artist' },
  { method: 'POST', path: '/api/auth/products', body: 'multipart', session: 'artist' },
  { method: 'PUT', path: '/api/auth/profile', body: 'multipart', session: 'artist' },
  { method: 'GET', path: '/api/auth/account-transactions', query: ['offset'], session: 'artist' },
  { method: 'GET', path: '/api/auth/sales-chart', query: ['from', 'to'], session: 'artist' },
  { method: 'GET', path: '/api/auth/payout-details', session: 'artist' },
  {
    method: 'PUT',
    path: '/api/auth/payout-details',
    body: 'json',
    sample: { account_holder: 'Maja Lind', iban: 'SE4550000000058398257466', private_seller: true },
    session: 'artist',
  },
  { method: 'GET', path: '/artist-media/*' },
  { method: 'GET', path: '/api/auth/review/queue', session: 'reviewer' },
  { method: 'POST', path: '/api/auth/review/products/:id/approve', session: 'reviewer' },
  {
    method: 'POST',
    path: '/api/auth/review/products/:id/deny',
    body: 'json',
    sample: { reason: 'The image is blurred.' },
    session: 'reviewer',
  },
  // The back office without a staff session: every answer is a 401 before anything else is read.
  { method: 'GET', path: '/auth/staff/login', query: ['return_to'] },
  { method: 'GET', path: '/auth/staff/callback', query: ['state', 'code', 'iss', 'error'] },
  { method: 'GET', path: '/api/admin/session' },
  { method: 'POST', path: '/api/admin/session/logout' },
  { method: 'GET', path: '/api/admin/orders', query: ['status', 'from', 'to', 'country', 'q', 'page'], session: 'admin' },
  { method: 'GET', path: '/api/admin/orders/:id' },
  { method: 'POST', path: '/api/admin/orders/:id/fulfilment', body: 'json', sample: { action: 'startProduction' } },
  { method: 'POST', path: '/api/admin/orders/:id/print-job/retry', body: 'json', sample: {} },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    body: 'json',
    sample: { action: 'refundAmount', amount: 100, reason: 'goodwill' },
  },
  { method: 'GET', path: '/api/admin/orders/:id/print-files.zip' },
  { method: 'GET', path: '/api/admin/orders/:id/print-files/:file' },
  { method: 'GET', path: '/api/admin/print-batches/:day', session: 'admin' },
  { method: 'GET', path: '/api/admin/orders/:id/packing-slip.pdf' },
  { method: 'GET', path: '/api/admin/packing-slips/:day', session: 'admin' },
  { method: 'GET', path: '/api/admin/outbox', query: ['page'] },
  { method: 'GET', path: '/api/admin/audit', query: ['page'] },
  { method: 'GET', path: '/api/admin/orders.csv', query: ['status', 'from', 'to', 'country', 'q'], session: 'admin' },
  { method: 'GET', path: '/api/admin/audit.csv' },
  { method: 'GET', path: '/api/admin/coupons', query: ['page'] },
  {
    method: 'POST',
    path: '/api/admin/coupons',
    body: 'json',
    sample: { code: 'FUZZ10', kind: 'percentage', percent: 10, valid_until: '2099-12-31T23:00:00Z' },
    session: 'admin',
  },
  { method: 'POST', path: '/api/admin/coupons/:id/expire', body: 'json', sample: {} },
  { method: 'GET', path: '/api/admin/gift-cards/:code' },
  { method: 'POST', path: '/api/admin/gift-cards/:code/void', body: 'json', sample: {} },
  { method: 'GET', path: '/api/admin/artists', query: ['q', 'page'] },
  { method: 'PATCH', path: '/api/admin/artists/:id', body: 'json', sample: { selling_enabled: false } },
  {
    method: 'GET',
    path: '/api/admin/catalogue/products',
    query: ['q', 'sku', 'status', 'type', 'category', 'artist', 'page'],
    session: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/catalogue/products',
    body: 'json',
    session: 'admin',
    sample: {
      sku: 'FUZZ-1',
      type: 1,
      texts: [{ language: 'en', name: 'Fuzz', slug: 'fuzz', description: '<p>x</p>' }],
      sizes: ['30x40'],
    },
  },
  { method: 'GET', path: '/api/admin/catalogue/products/:id', session: 'admin' },
  { method: 'PATCH', path: '/api/admin/catalogue/products/:id', body: 'json', session: 'admin', sample: { portrait: true } },
  { method: 'POST', path: '/api/admin/catalogue/products/:id/status', body: 'json', session: 'admin', sample: { move: 'hide' } },
  {
    method: 'PUT',
    path: '/api/admin/catalogue/products/:id/prices',
    body: 'json',
    session: 'admin',
    sample: { sizes: [{ size: '30x40', eur: 2990, currencies: { SEK: 31900 } }] },
  },
  {
    method: 'PUT',
    path: '/api/admin/catalogue/products/:id/stock',
    body: 'json',
    session: 'admin',
    sample: { variations: [{ id: 1, in_stock: true, count: 3 }] },
  },
  // The image and CSV uploads take image/jpeg and text/csv bodies; a hostile JSON or empty body must be refused as such.
  { method: 'POST', path: '/api/admin/catalogue/products/:id/image', body: 'json', session: 'admin', sample: {} },
  { method: 'GET', path: '/api/admin/catalogue/low-stock', session: 'admin' },
  { method: 'GET', path: '/api/admin/catalogue/standard-prices', query: ['type'], session: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/catalogue/standard-prices',
    body: 'json',
    session: 'admin',
    sample: { type: 1, sizes: [{ size: '30x40', eur: 2990 }] },
  },
  { method: 'GET', path: '/api/admin/catalogue/products.csv', session: 'admin' },
  { method: 'POST', path: '/api/admin/catalogue/products.csv', body: 'json', session: 'admin', sample: {} },
  { method: 'GET', path: '/catalogue-media/*' },
  { method: 'GET', path: '/api/admin/payouts/balances' },
  { method: 'GET', path: '/api/admin/payouts/preview', query: ['from', 'to'] },
  { method: 'GET', path: '/api/admin/payouts/runs' },
  { method: 'POST', path: '/api/admin/payouts/runs', body: 'json', sample: { from: '2026-11-01', to: '2026-11-30' } },
  { method: 'GET', path: '/api/admin/payouts/runs/:id/sepa.xml' },
  { method: 'GET', path: '/api/admin/payouts/runs/:id/payouts.csv' },
  { method: 'GET', path: '/api/admin/review/queue' },
  { method: 'POST', path: '/api/admin/review/products/:id/approve', body: 'json', sample: {} },
  { method: 'POST', path: '/api/admin/review/products/:id/deny', body: 'json', sample: { reason: 'The image is blurred.' } },
  { method: 'GET', path: '/api/order-status/:token' },
  { method: 'GET', path: '/api/no-such-route' },
];

const PAGE_QUERY = ['page', 'color', 'portrait', 'size', 'amount', 'query', 'utm_source', 'gclid'];
/** Server-rendered pages (the `/*` route), when the shop renders pages. */
export const PAGE_ROUTES: readonly Route[] = [
  { method: 'GET', path: '/', query: PAGE_QUERY },
  { method: 'GET', path: '/product/:slug', query: PAGE_QUERY },
  { method: 'GET', path: '/de/produkt/:slug', query: PAGE_QUERY },
  { method: 'GET', path: '/tag/:slug', query: PAGE_QUERY },
  { method: 'GET', path: '/category/*', query: PAGE_QUERY },
  { method: 'GET', path: '/search', query: PAGE_QUERY },
  { method: 'GET', path: '/checkout/:id', query: PAGE_QUERY },
  { method: 'GET', path: '/checkout/confirmation/:id' },
  { method: 'GET', path: '/gallery-wall/:id' },
  { method: 'GET', path: '/artists/:slug', query: PAGE_QUERY },
  { method: 'GET', path: '/my-account/*' },
  { method: 'GET', path: '/:slug', query: PAGE_QUERY },
  { method: 'GET', path: '/assets/:file' },
];

const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** Strings a client should never get through: NUL, lone surrogates, control and odd characters, junk. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF',
    '',
    ' ',
    '%00',
    '%',
    '..',
    '../../etc/passwd',
    '\u202E',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '1e20',
    '-1',
    '139.5',
    '2147483648',
    'NaN',
    'null',
    '__proto__',
    'constructor',
    '\uFEFF',
    '😀',
    'WELCOME10',
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: fc.oneof(surrogate, fc.constantFrom('\u0000', 'a', '/', '.', '%')), maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 16 }),
);
/**
 * Numbers at the edges of the database's column types: smallint, integer and
 * bigint limits and one past them; real's largest, smallest normal and what underflows it
 * (5e-324 answered 500 in a wall's `top`); double precision's largest.
 */
export const COLUMN_EDGE_NUMBERS: readonly number[] = [
  2 ** 15 - 1,
  2 ** 15,
  -(2 ** 15) - 1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  3e9,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  3.4028234e38,
  3.5e38,
  -3.5e38,
  1.17549435e-38,
  1e-40,
  1e-45,
  5e-324,
  -5e-324,
  1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  -0,
];

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    139.5,
    1e20,
    2 ** 31,
    2 ** 31 - 1,
    -1,
    0,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    1e-10,
    -(2 ** 31) - 1,
    99,
    100,
    101,
  ),
  fc.constantFrom(...COLUMN_EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nest = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
/** Any JSON value a hostile client could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    nest(50),
    nest(200),
    [],
    {},
    { __proto__x: 1 },
    Array.from({ length: 300 }, (_, i) => i),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 4 }),
  fc.array(hostileNumber, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Replaces, deletes or adds one field somewhere in `value` (a valid-looking sample). */
const mutate = (value: unknown, path: readonly number[], replacement: unknown, mode: number): unknown => {
  if (value === null || typeof value !== 'object') return replacement;
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  if (entries.length === 0 || path.length === 0) return mode === 0 ? replacement : value;
  const [k] = entries[path[0]! % entries.length]!;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const child = (copy as Record<string | number, unknown>)[k];
  if (path.length === 1 || child === null || typeof child !== 'object') {
    if (mode === 1 && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[k];
    else if (mode === 2 && !Array.isArray(copy)) (copy as Record<string, unknown>)[`x${path[0]}`] = replacement;
    else (copy as Record<string | number, unknown>)[k] = replacement;
    return copy;
  }
  (copy as Record<string | number, unknown>)[k] = mutate(child, path.slice(1), replacement, mode);
  return copy;
};

/** A path or query value as it travels in a URL: percent-encoded, lone surrogates as invalid UTF-8 bytes. */
const inUrl = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
};

const validParam: Record<string, fc.Arbitrary<string>> = {
  id: fc.oneof(fc.integer({ min: 1, max: 500 }).map(String), fc.constantFrom('abcdefghij', '0123456789abcdef0123456789abcdef')),
  slug: fc.constantFrom('posters', 'cat', 'about-us', 'van-gogh', 'nature/forest'),
  file: fc.constantFrom('1.jpg', 'sitemap-1.xml', 'products-en-1.xml', 'p.gif'),
  order: fc.constantFrom('0123456789abcdef0123456789abcdef'),
  '*': fc.constantFrom('art/abstract-1-p/thumb.webp', 'posters/1/a.webp', 'about', 'posters/nature'),
};

const fillPath = (path: string): fc.Arbitrary<string> => {
  const parts = path.split('/').map((seg): fc.Arbitrary<string> => {
    if (!seg.startsWith(':') && seg !== '*') return fc.constant(seg);
    const name = seg === '*' ? '*' : seg.slice(1);
    return fc.oneof(
      { weight: 1, arbitrary: validParam[name] ?? fc.constant('x') },
      { weight: 3, arbitrary: hostileString.map(inUrl) },
      { weight: 1, arbitrary: hostileNumber.map(String) },
    );
  });
  return fc.tuple(...parts).map((p) => p.join('/') || '/');
};

const fillQuery = (names: readonly string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('x') },
          { weight: 1, arbitrary: hostileString },
        ),
        fc.oneof(hostileString, hostileNumber.map(String), fc.constantFrom('1', 'true', 'en', 'de', '50x70', 'red')),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${inUrl(k)}=${inUrl(v)}`).join('&'));

const jsonBody = (sample: unknown): fc.Arbitrary<{ payload: string; type: string }> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), hostileValue, fc.nat({ max: 2 }))
        .map(([path, v, mode]) => ({
          payload: JSON.stringify(mutate(sample, path, v, mode)) ?? 'null',
          type: 'application/json',
        })),
    },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '', type: 'application/json' },
        { payload: '{', type: 'application/json' },
        { payload: 'null', type: 'application/json' },
        { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
        { payload: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
        { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' },
        { payload: 'hello', type: 'text/plain' },
        { payload: '<x/>', type: 'application/xml' },
        { payload: '{"a":1}', type: 'application/json; charset=utf-16' },
        { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' },
        { payload: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, type: 'application/json' },
      ),
    },
  );

const formBody = (sample: Record<string, string>): fc.Arbitrary<{ payload: string; type: string }> =>
  fc.tuple(fc.constantFrom(...Object.keys(sample)), hostileString, fc.boolean()).map(([k, v, extra]) => {
    const p = new URLSearchParams(sample);
    if (extra) p.append(k, v);
    else p.set(k, v);
    return { payload: p.toString(), type: 'application/x-www-form-urlencoded' };
  });

const BOUNDARY = 'fuzzboundary';
/** A real 8×8 JPEG (269 bytes), the start of the image shapes below. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgASs//9k=',
  'base64',
);
/** The same JPEG with its frame header (SOF0, at a fixed offset in this file) claiming width × height. */
const claiming = (width: number, height: number): Buffer => {
  const b = Buffer.from(TINY_JPEG);
  const sof = b.indexOf(Buffer.from([0xff, 0xc0]));
  b.writeUInt16BE(height, sof + 5);
  b.writeUInt16BE(width, sof + 7);
  return b;
};
/** Files that pretend: a lying size within and beyond the pixel limit, a flood, cut short, trailing junk. */
const IMAGE_SHAPES: readonly Buffer[] = [
  TINY_JPEG,
  claiming(8000, 11000),
  claiming(9000, 11000),
  claiming(30000, 30000),
  claiming(0, 8),
  TINY_JPEG.subarray(0, 150),
  Buffer.concat([TINY_JPEG, Buffer.from('<html><script>alert(1)</script>')]),
  Buffer.from('\xff\xd8\xff junk', 'latin1'),
].map((b) => Buffer.from(b));
const multipartBody: fc.Arbitrary<{ payload: Buffer; type: string }> = fc
  .tuple(
    fc.array(
      fc.tuple(fc.constantFrom('name', 'description', 'category', 'bio', 'vat_number', 'image', 'avatar', 'file'), hostileString),
      { maxLength: 4 },
    ),
    fc.option(fc.tuple(fc.constantFrom('image', 'avatar', 'file'), fc.constantFrom(...IMAGE_SHAPES)), { nil: undefined }),
  )
  .map(([fields, file]) => {
    const parts: Buffer[] = fields.map(([k, v]) =>
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
    if (file) {
      parts.push(
        Buffer.from(
          `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file[0]}"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
        ),
        file[1],
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
    return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${BOUNDARY}` };
  });

/** Multipart content types a parser cannot split: no boundary, an empty one. */
export const NO_BOUNDARY_TYPES: readonly string[] = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=""',
  'multipart/form-data; charset=utf-8',
];
const withoutBoundary = fc
  .tuple(fc.constantFrom(...NO_BOUNDARY_TYPES), multipartBody)
  .map(([type, body]) => ({ payload: body.payload, type }));

/** Days and date-times at and past the edges a database holds (year 0, year 10000, JavaScript's last day). */
export const EDGE_DATES: readonly string[] = [
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '9999-12-30',
  '9999-12-31',
  '+10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  '2026-02-29',
  '2026-13-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
];

const bodyFor = (route: Route): fc.Arbitrary<{ payload?: string | Buffer; type?: string }> => {
  switch (route.body) {
    case 'json':
      return jsonBody(route.sample);
    case 'form':
      return fc.oneof(formBody(route.sample as Record<string, string>), jsonBody(route.sample));
    case 'multipart':
      return fc.oneof(
        { weight: 4, arbitrary: multipartBody },
        { weight: 1, arbitrary: jsonBody({}) },
        { weight: 1, arbitrary: withoutBoundary },
      );
    default:
      return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: jsonBody({ a: 1 }) });
  }
};

const base64 = (s: string) => Buffer.from(s, 'latin1').toString('base64');
/**
 * Malformed credentials (Basic `poster-shop:%` answered 500 from
 * decodeURIComponent): broken schemes, base64 and percent-encoding, empty and huge tokens.
 */
export const MALFORMED_AUTHORIZATION: readonly string[] = [
  'Basic',
  'Basic ',
  'Basic %',
  'Basic !!!not-base64!!!',
  `Basic ${base64('poster-shop:%')}`,
  `Basic ${base64('%:%')}`,
  `Basic ${base64('%E0%A4%A:%ZZ')}`,
  `Basic ${base64(':')}`,
  `Basic ${base64('no-colon')}`,
  `Basic ${base64('a:b:c')}`,
  `Basic ${base64('\u00ff\u0000:\u00fe')}`,
  `basic ${base64('poster-shop:%')}`,
  `Basic ${base64('poster-shop:x')} trailing`,
  `Basic ${'A'.repeat(8000)}`,
  'Bearer',
  'Bearer ',
  'Bearer %',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'Bearer ..',
  `Bearer ${'x'.repeat(8000)}`,
  'Bearer \u00ff\u00fe',
  'Negotiate abc',
  'Basic\t%',
];

export const routeRequest = (route: Route): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(
      fillPath(route.path),
      route.query ? fillQuery(route.query) : fc.oneof(fc.constant(''), fillQuery([])),
      bodyFor(route),
      fc.boolean(),
      fc.option(hostileString.map(inUrl), { nil: undefined }),
      fc.option(fc.constantFrom(...MALFORMED_AUTHORIZATION), { nil: undefined, freq: 4 }),
    )
    .map(([path, query, body, withSession, storeHeader, authorization]) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...(body.type ? { 'content-type': body.type } : {}),
        ...(storeHeader !== undefined ? { 'x-store': storeHeader } : {}),
        ...(authorization !== undefined ? { authorization } : {}),
      },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      ...(route.session && withSession ? { session: route.session } : {}),
    }));

/** Where `value` holds a number (or null, which a number may replace), as paths of keys. */
const numberLeaves = (value: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] =>
  typeof value === 'number' || value === null
    ? [at]
    : typeof value === 'object'
      ? Object.entries(value as object).flatMap(([k, v]) => numberLeaves(v, [...at, Array.isArray(value) ? Number(k) : k]))
      : [];

const withLeaf = (value: unknown, at: readonly (string | number)[], leaf: unknown): unknown => {
  if (at.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[at[0]!] = withLeaf(copy[at[0]!], at.slice(1), leaf);
  return copy;
};

const formOrJson = (route: Route, sample: unknown): { payload: string; type: string } =>
  route.body === 'form'
    ? { payload: new URLSearchParams(sample as Record<string, string>).toString(), type: 'application/x-www-form-urlencoded' }
    : { payload: JSON.stringify(sample), type: 'application/json' };

/**
 * The systematic shapes, not left to chance: every number of every route's
 * sample body and every query parameter set to each column-edge number; every route sent each
 * malformed Authorization header with its valid-looking body, with and without the session.
 */
export const edgeRequests = (pages: boolean): FuzzRequest[] => {
  const routes = [...ROUTES, ...(pages ? PAGE_ROUTES : [])];
  const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x');
  const numbers = routes.flatMap((route) => [
    ...(route.body === 'json' ? numberLeaves(route.sample) : []).flatMap((at) =>
      COLUMN_EDGE_NUMBERS.map((n): FuzzRequest => ({
        method: route.method,
        url: concrete(route.path),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(withLeaf(route.sample, at, n)),
        ...(route.session ? { session: route.session } : {}),
      })),
    ),
    ...(route.query ?? []).flatMap((name) =>
      COLUMN_EDGE_NUMBERS.map((n): FuzzRequest => ({
        method: route.method,
        url: `${concrete(route.path)}?${name}=${encodeURIComponent(String(n))}`,
        headers: {},
        ...(route.session ? { session: route.session } : {}),
      })),
    ),
  ]);
  const credentials = routes.flatMap((route) =>
    MALFORMED_AUTHORIZATION.flatMap((authorization) =>
      [false, true]
        .filter((session) => !session || route.session !== undefined)
        .map((session): FuzzRequest => {
          const body = route.sample !== undefined ? formOrJson(route, route.sample) : undefined;
          return {
            method: route.method,
            url: concrete(route.path),
            headers: { authorization, ...(body ? { 'content-type': body.type } : {}) },
            ...(body ? { payload: body.payload } : {}),
            ...(session ? { session: route.session } : {}),
          };
        }),
    ),
  );
  // Every day a route reads (from/to queries, the print batch's day, a coupon's end) at the edges.
  const dates = routes.flatMap((route) => [
    ...(route.query ?? [])
      .filter((name) => name === 'from' || name === 'to')
      .flatMap((name) =>
        EDGE_DATES.map((d): FuzzRequest => ({
          method: route.method,
          url: `${concrete(route.path)}?${name}=${encodeURIComponent(d)}`,
          headers: {},
          ...(route.session ? { session: route.session } : {}),
        })),
      ),
    ...(route.path.includes(':day')
      ? EDGE_DATES.map((d): FuzzRequest => ({
          method: route.method,
          url: route.path.replace(':day', `${encodeURIComponent(d)}.zip`),
          headers: {},
          ...(route.session ? { session: route.session } : {}),
        }))
      : []),
    ...(route.body === 'json' && route.sample && typeof route.sample === 'object' && 'valid_until' in route.sample
      ? EDGE_DATES.map((d): FuzzRequest => ({
          method: route.method,
          url: concrete(route.path),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            ...(route.sample as object),
            code: `EDGE${d.replace(/\W/g, '')}`.slice(0, 40),
            valid_until: d,
          }),
          ...(route.session ? { session: route.session } : {}),
        }))
      : []),
  ]);
  // Every multipart route with a content type that names no boundary.
  const boundaries = routes
    .filter((route) => route.body === 'multipart')
    .flatMap((route) =>
      NO_BOUNDARY_TYPES.map((type): FuzzRequest => ({
        method: route.method,
        url: concrete(route.path),
        headers: { 'content-type': type },
        payload: '--x\r\ncontent-disposition: form-data; name="bio"\r\n\r\nhi\r\n--x--\r\n',
        ...(route.session ? { session: route.session } : {}),
      })),
    );
  return [...numbers, ...credentials, ...dates, ...boundaries];
};

/** One hostile request to any route (and to the pages when `pages`). */
export const fuzzRequest = (pages: boolean): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(...[...ROUTES, ...(pages ? PAGE_ROUTES : [])].map(routeRequest));

/** `count` hostile requests from a fixed seed (the same list on every run). */
export const fuzzRequests = (count: number, pages: boolean, seed = 1414): FuzzRequest[] =>
  fc.sample(fuzzRequest(pages), { numRuns: count, seed });
