// Where each rule that code comments used to cite now lives in docs/. Read by scripts/docs/cite-docs.mjs.
//
// The old citations named sections of a product document kept outside the repository ("§1" … "§9": 1 the product,
// 2 screens and routes, 3 entities, 4 states and transitions, 5 validation, 6 roles, 7 calls, 8 errors, 9 constants),
// two house documents (the architecture and the style notes) and sections of the old README. A section of the
// product document spans several areas, so a citation's target is chosen in three steps:
//   1. the words right after the citation (its label, e.g. "Price of a line"), by LABEL_RULES;
//   1a. else the words before it on its line (the subject it backs, e.g. "Thursday adds 6 days");
//   2. else the area of the file (its path), by AREA_RULES, and the section's anchor in that area, by AREA_SECTIONS;
//   2b. else, except for calls (7) and errors (8), the file's own name (`alias-claim.ts`: "alias claim"), by LABEL_RULES;
//   3. else the section's shop-wide default, by SECTION_DEFAULTS.

const R = 'docs/rules/';

/** Words after a citation → the docs section that states that rule. First match wins. */
export const LABEL_RULES = [
  [
    /load failures?|loading failed|not loadable|home instead|redirects? home|redirect to|not found|404/i,
    `${R}shop-wide.md#errors-and-redirects`,
  ],
  [/wishlist/i, `${R}shop-wide.md#side-panels`],
  [/session|access to every \/api\/auth/i, `${R}artists.md#sign-in-and-sessions`],
  [/\/api\/auth/i, `${R}artists.md#artist-endpoints`],
  [/cookie/i, `${R}shop-wide.md#layout`],
  [/price of a line|line price/i, `${R}checkout.md#line-price`],
  [/gift[- ]card code|check[- ]balance|balance (page|check)/i, `${R}gift-cards-and-coupons.md#codes`],
  [/coupon code|ignored unless/i, `${R}gift-cards-and-coupons.md#codes`],
  [/coupon|stacking/i, `${R}gift-cards-and-coupons.md#coupons`],
  [/gift[- ]card/i, `${R}gift-cards-and-coupons.md#gift-cards`],
  [/frame picker|frame choice/i, `${R}gallery-wall.md#frame-choice`],
  [/saved wall|sharing|\bshare/i, `${R}gallery-wall.md#sharing-and-saved-walls`],
  [/wall bundle|bundled/i, `${R}product-pages.md#wall-bundles`],
  [/wall poster picker|poster picker/i, `${R}gallery-wall.md#poster-picker`],
  [/wall cart|wall.*quantity per line/i, `${R}gallery-wall.md#adding-to-the-cart`],
  [/layouts? 9|wall layout|wall sizes|environments?|true-to-scale|room/i, `${R}gallery-wall.md#layouts-sizes-and-rooms`],
  [/\/api\/gallery-wall/i, `${R}gallery-wall.md#sharing-and-saved-walls`],
  [/designer|gallery[- ]wall|steps? 0 to 4|\bwall\b/i, `${R}gallery-wall.md#designer-steps`],
  [/checkout order|embed|checkout_complete|campaign/i, `${R}checkout.md#checkout-order`],
  [/confirmation/i, `${R}checkout.md#confirmation`],
  [/delivery date|estimated delivery|survey|adds \d+ days|weekday/i, `${R}checkout.md#delivery-estimate`],
  [/cart quantity|quantity (minimum|starts)|spinner/i, `${R}checkout.md#quantities-and-limits`],
  [/cart line|frame is a separate line|mini[- ]cart|add to cart|add-to-cart/i, `${R}checkout.md#cart-lines`],
  [/\bcheckout\b/i, `${R}checkout.md#checkout-order`],
  [/render page|print[- ]quality|print file/i, `${R}personalisation.md#print-files`],
  [/label font|font[- ]size|font caps/i, `${R}personalisation.md#text-layout`],
  [/personalised (fields|values)|template values|fields? limits?|\blimits\b/i, `${R}personalisation.md#field-limits`],
  [/personalised|\btemplates?\b|custom[- ]text|text poster/i, `${R}personalisation.md#templates`],
  [/uploaded image|upload[- ]your[- ]own|upload page|customer|47 ?px|print resolution/i, `${R}uploads.md#customer-photos`],
  [/poster upload|artist upload|3648|upload form/i, `${R}artists.md#poster-upload`],
  [/alias|onboarding|wizard|terms/i, `${R}artists.md#onboarding-and-alias`],
  [/\bprofile\b|bio|vat/i, `${R}artists.md#profile`],
  [/account transaction|sales|ledger|balances?\b.*eur|\beur\b/i, `${R}artists.md#sales-and-commission`],
  [/dashboard|selling_enabled|message widget/i, `${R}artists.md#dashboard`],
  [/product_limit|poster limit/i, `${R}artists.md#poster-upload`],
  [/wallet|login|auth token|logged in/i, `${R}artists.md#sign-in-and-sessions`],
  [/membership|\bartists?\b/i, `${R}artists.md#directory-and-profile`],
  [/product status|status codes?|badge|placeholder/i, `${R}catalogue.md#product-status`],
  [/filters?\b|colou?r|orientation|portrait/i, `${R}catalogue.md#filters`],
  [/search/i, `${R}catalogue.md#search`],
  [/product type/i, `${R}catalogue.md#category-pages`],
  [/category page|categor/i, `${R}catalogue.md#category-pages`],
  [/tag page|\btags?\b/i, `${R}catalogue.md#tag-pages`],
  [/carousel|related/i, `${R}catalogue.md#carousels-and-related-products`],
  [/start page|home page/i, `${R}catalogue.md#start-page`],
  [/page sizes?|offset|paginat|listings?|product grid|page number/i, `${R}catalogue.md#listings`],
  [/catch-all|content page|widget|\bpage\b.*css/i, `${R}catalogue.md#content-pages`],
  [/structured data|json.?ld|price range/i, `${R}product-pages.md#head-and-structured-data`],
  [/product pages|view kind|product view|simple variant|standard poster/i, `${R}product-pages.md#view-kinds`],
  [
    /13x18|margin|featured image|\bsizes?\b|product page|frame|black-and-white|disable_bw|size guide|gallery/i,
    `${R}product-pages.md#size-frame-and-options`,
  ],
  [/\broutes?\b|prefix|locale|store|language|slug|\burl/i, `${R}stores-and-urls.md#routes`],
  [/side panel|panels?\b|wishlist|sidebar|mobile navigation/i, `${R}shop-wide.md#side-panels`],
  [/newsletter|unsubscribe|e-mail|email/i, `${R}shop-wide.md#newsletter`],
  [/layout|header|footer|cookie|selling point|breadcrumb|review|scroll/i, `${R}shop-wide.md#layout`],
  [/error|redirect|toast|404|not found|fail/i, `${R}shop-wide.md#errors-and-redirects`],
  [/wire|total[- ]count|count header|x-total-count|header gives total|calls?\b|\/api\//i, `${R}shop-wide.md#wire-conventions`],
  [/analytics|event/i, `${R}shop-wide.md#analytics`],
  [/money|minor units|currency|currencies/i, `${R}shop-wide.md#money`],
  [/kept alive|keep(s)? alive|page cache|activity|up to 4/i, `${R}shop-wide.md#kept-alive-pages`],
  [/debounce|timing|duration|autoplay|progress bar|\d+ ?ms\b/i, `${R}shop-wide.md#timings`],
  [/roles?\b|permission/i, `${R}shop-wide.md#roles`],
  [/product kinds?|what the product does/i, `${R}shop-wide.md#product-kinds`],
];

/** A file's path → the area of the rules it implements. First match wins. */
export const AREA_RULES = [
  [/backoffice|back-office|\/admin|admin-|moderation|review-queue|refund|outbox|audit|staff|fulfil/i, 'back-office'],
  [/wall/i, 'gallery-wall'],
  [/print-file|print-job|render-page|template|personalis|artwork|text-fit|printable|font/i, 'personalisation'],
  [/artist|account|onboarding|profile|marketplace|auth|wallet|alias/i, 'artists'],
  [/upload|photo|media|print/i, 'uploads'],
  [/coupon|gift|balance|\bcodes?\b|guess/i, 'gift-cards-and-coupons'],
  [/checkout|cart|order|pricing|confirmation|delivery|payment/i, 'checkout'],
  [/stores?\b|stores\/|routing|route|seo|sitemap|head|canonical|hreflang|alternate|locale|i18n/i, 'stores-and-urls'],
  [/search|listing|catalogue|category|tag|filter|paginat|carousel|start|content|page-style|catch-all/i, 'catalogue'],
  [/product|configurator|detail/i, 'product-pages'],
  [/newsletter|unsubscribe|panel|layout|header|footer|cookie|analytics|shell|shop/i, 'shop-wide'],
];

const W = (anchor) => `${R}shop-wide.md#${anchor}`;

/** Area → product-document section → docs section (relative anchors are in the area's own page). */
export const AREA_SECTIONS = {
  'shop-wide': {
    1: '#product-kinds',
    2: '#layout',
    3: '#product-kinds',
    4: '#layout',
    5: '#newsletter',
    6: '#roles',
    7: '#wire-conventions',
    8: '#errors-and-redirects',
    9: '#timings',
  },
  catalogue: {
    1: '#products-and-categories',
    2: '#listings',
    3: '#products-and-categories',
    4: '#listings',
    5: '#search',
    6: W('roles'),
    7: '#catalogue-endpoints',
    8: W('errors-and-redirects'),
    9: '#listings',
  },
  'product-pages': {
    1: W('product-kinds'),
    2: '#view-kinds',
    3: `${R}catalogue.md#products-and-categories`,
    4: '#size-frame-and-options',
    5: '#size-frame-and-options',
    6: W('roles'),
    7: `${R}catalogue.md#catalogue-endpoints`,
    8: W('errors-and-redirects'),
    9: '#size-frame-and-options',
  },
  personalisation: {
    1: '#templates',
    2: '#templates',
    3: '#field-limits',
    4: '#templates',
    5: '#field-limits',
    6: W('roles'),
    7: '#print-files',
    8: W('errors-and-redirects'),
    9: '#text-layout',
  },
  uploads: {
    1: W('product-kinds'),
    2: '#customer-photos',
    3: '#customer-photos',
    4: '#customer-photos',
    5: '#customer-photos',
    6: `${R}artists.md#poster-upload`,
    7: '#upload-endpoints',
    8: W('errors-and-redirects'),
    9: '#customer-photos',
  },
  'gallery-wall': {
    1: '#designer-steps',
    2: '#designer-steps',
    3: '#sharing-and-saved-walls',
    4: '#designer-steps',
    5: '#poster-picker',
    6: W('roles'),
    7: '#sharing-and-saved-walls',
    8: '#sharing-and-saved-walls',
    9: '#layouts-sizes-and-rooms',
  },
  checkout: {
    1: '#cart-lines',
    2: '#checkout-order',
    3: '#cart-lines',
    4: '#checkout-order',
    5: '#quantities-and-limits',
    6: W('roles'),
    7: '#checkout-endpoints',
    8: W('errors-and-redirects'),
    9: '#quantities-and-limits',
  },
  'gift-cards-and-coupons': {
    1: '#gift-cards',
    2: '#codes',
    3: '#coupons',
    4: '#coupons',
    5: '#codes',
    6: W('roles'),
    7: '#codes',
    8: W('errors-and-redirects'),
    9: '#codes',
  },
  artists: {
    1: '#sign-in-and-sessions',
    2: '#dashboard',
    3: '#directory-and-profile',
    4: '#onboarding-and-alias',
    5: '#poster-upload',
    6: '#sign-in-and-sessions',
    7: '#artist-endpoints',
    8: W('errors-and-redirects'),
    9: '#directory-and-profile',
  },
  'back-office': {
    1: '#staff-and-roles',
    2: '#pages',
    3: '#pages',
    4: '#order-lifecycle',
    5: '#coupon-and-gift-card-desk',
    6: '#staff-and-roles',
    7: '#back-office-endpoints',
    8: W('errors-and-redirects'),
    9: '#pages',
  },
  'stores-and-urls': {
    1: '#stores',
    2: '#routes',
    3: '#stores',
    4: '#routes',
    5: '#routes',
    6: W('roles'),
    7: '#routes',
    8: '#error-pages',
    9: '#stores',
  },
};

/** Product-document section → docs section when neither the label nor the file's area decides. */
export const SECTION_DEFAULTS = {
  1: W('product-kinds'),
  2: W('layout'),
  3: `${R}catalogue.md#products-and-categories`,
  4: W('layout'),
  5: `${R}gift-cards-and-coupons.md#codes`,
  6: W('roles'),
  7: W('wire-conventions'),
  8: W('errors-and-redirects'),
  9: W('timings'),
};

/** A citation of the architecture notes: the words after it → docs section. First match wins. */
export const ARCHITECTURE_RULES = [
  [/search \(trim/i, `${R}catalogue.md#search`],
  [/performance|budget|split by route|kb\b|lcp|tbt|cls|300 mb|preload|0\.02/i, 'docs/architecture.md#performance-budgets'],
  [/scaling out/i, 'docs/architecture.md#scaling-out'],
  [/demo and production/i, 'docs/architecture.md#demo-and-production'],
  [/headless|createshopsystem|keep a test that does exactly that/i, 'docs/architecture.md#the-shop-system-and-the-headless-core'],
  [/loader|server-side rendering|ssr|bounded caches|cache/i, 'docs/architecture.md#ssr-and-caching'],
  [/the server|\bserver\b|mediastore|named by (its|their) noun/i, 'docs/architecture.md#the-server-and-its-capabilities'],
  [/./, 'docs/architecture.md#layers'],
];

/** Section names of the architecture notes that the docs anchor already says: dropped after the new citation. */
export const ARCHITECTURE_HEADINGS = [
  'performance by design',
  'scaling out',
  'demo and production',
  'the server',
  'server',
  'src/domain',
  'storage',
];

/** A citation of a section of the old README (its sections moved to docs/) → where that section is now. */
export const README_RULES = {
  'scaling out': 'docs/architecture.md#scaling-out',
  'print jobs': 'docs/operations.md#print-jobs',
  metrics: 'docs/operations.md#metrics',
  media: 'docs/configuration.md#media-store',
  limits: 'docs/architecture.md#ssr-and-caching',
  uploads: `${R}uploads.md#rate-and-storage`,
  'headless core': 'docs/architecture.md#the-shop-system-and-the-headless-core',
  'demo and production': 'docs/operations.md#demo-and-production',
  production: 'docs/operations.md#production-checklist',
  configuration: 'docs/configuration.md',
  'quick start': 'docs/configuration.md#node-flags',
};

/** Citations of the style notes ("STYLE habit 3", "Style habit 9", "STYLE.md") → the conventions. */
export const STYLE_TARGET = 'docs/architecture.md#conventions';

/** A few sentences that name a document rather than cite a section, reworded whole. [file, from, to]. */
export const SENTENCES = [
  [
    'test/server/client-network.test.ts',
    '(README "Limits")',
    '(docs/rules/gift-cards-and-coupons.md#guessing-limit, docs/rules/uploads.md#rate-and-storage)',
  ],
  [
    'server/shop-mode.ts',
    'coupons anyone can read in the README;',
    'coupons anyone can read in docs/operations.md#demo-and-production;',
  ],
  [
    'server/backoffice/print-retry.service.ts',
    'gave up (issue 27 "Failed print jobs show with their reason\n * and a retry button"):',
    'gave up (a failed print job shows with its reason and a retry button,\n * docs/rules/back-office.md#print-jobs):',
  ],
];
