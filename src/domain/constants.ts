/**
 * Business constants and limits (docs/rules/personalisation.md#field-limits, with the numbers docs/rules/shop-wide.md#layout and docs/rules/gift-cards-and-coupons.md#codes repeat).
 * One home for every page size, limit, duration and threshold, so no rule hard-codes them.
 * Durations are milliseconds unless the name says seconds.
 */

// Page sizes (docs/rules/catalogue.md#listings "Page sizes"; offset = page size × (page − 1)).
export const PRODUCT_GRID_PAGE_SIZE = 24;
export const WALL_PICKER_PAGE_SIZE = 18;
export const ARTISTS_PAGE_SIZE = 12;
export const ARTIST_POSTERS_PAGE_SIZE = 24;
export const ARTIST_PROFILE_PRODUCTS_PAGE_SIZE = 24;
export const SALES_PAGE_SIZE = 30;

// Limits.
export const RELATED_PRODUCTS_LIMIT = 4;
export const DEFAULT_POSTER_LIMIT = 15;
export const MEMBERSHIP_LEVEL_MIN = 1;
export const MEMBERSHIP_LEVEL_MAX = 4;
export const GALLERY_MAX_IMAGES = 5;
/** The furthest offset a paged list answers (own posters, the ledger, the catalogue): deeper is a 400. */
export const LIST_OFFSET_MAX = 1_000_000;
/** An artist's avatar is stored as a square of this many pixels a side. */
export const ARTIST_AVATAR_PX = 256;

// Search and lookups.
export const SEARCH_MIN_LENGTH_EXCLUSIVE = 2;
export const SEARCH_DROPDOWN_MIN_LENGTH_EXCLUSIVE = 1;
export const SEARCH_DEBOUNCE_MS = 350;
export const CART_QUANTITY_DEBOUNCE_MS = 350;
export const ARTIST_LOOKUP_DEBOUNCE_MS = 500;

// Print resolution.
export const CUSTOMER_MIN_PX_PER_CM = 47;
export const ARTIST_MIN_IMAGE_SIDE_PX = 3648;
/** A print is at most three times as long as it is wide (1:3 to 3:1); a longer image fits no print size. */
export const PRINT_MAX_ASPECT_RATIO = 3;
export const PREVIEW_LONG_SIDE_RATIO = 1.4;

// Sizes, quantities and the gallery wall.
export const DEFAULT_SIZE = '50x70';
export const MARGIN_ONLY_SIZE = '13x18';
export const WALL_SIZES = ['21x30', '30x40', '40x50', '50x70', '70x100'] as const;
export const WALL_LAYOUT_COUNT = 9;
export const WALL_ENVIRONMENT_COUNT = 28;
/** A poster's top and left on the wall, in percent; kept to hundredths (a 250 cm wall: 0.25 mm). */
export const WALL_POSITION_PERCENT = { min: 0, max: 100, decimals: 2 } as const;
export const DESIGNER_FIRST_STEP = 0;
export const DESIGNER_LAST_STEP = 4;
export const WALL_CART_LINE_QUANTITY = 1;
export const PRODUCT_START_QUANTITY = 1;
export const CART_MIN_QUANTITY = 0;

// What one order may hold: the cart keeps to these and the server refuses more, so a cart the
// shopper built can always be checked out. Each code is a guess the guessing limit counts.
export const CART_MAX_QUANTITY = 99;
export const ORDER_MAX_LINES = 100;
export const ORDER_MAX_CODES = 5;
export const ORDER_CODE_MAX_LENGTH = 100;
export const DEFAULT_CATEGORY_PRODUCT_TYPE = 1;

// Cookies (seconds).
export const COOKIE_CONSENT_MAX_AGE_S = 2_592_000;
export const SUBSCRIBED_COOKIE_MAX_AGE_S = 31_536_000;
/** A hidden store-message banner stays hidden as long as a subscription is remembered (one year). */
export const BANNER_HIDDEN_MAX_AGE_S = SUBSCRIBED_COOKIE_MAX_AGE_S;

// Layout and timing.
export const HEADER_SCROLLED_THRESHOLD_PX = 40;
export const MOBILE_BREAKPOINT_PX = 1024;
export const SELLING_POINT_AUTOPLAY_MS = 3000;
export const PAGE_CACHE_MAX = 4;
export const TOAST_DURATION_MS = 3000;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const DETAIL_VIEW_EVENT_DELAY_MS = 500;

// Start page.
export const START_FEATURED_ARTISTS = 12;
export const START_GALLERY_WALLS = 8;
export const START_SOCIAL_MEDIA_WALLS = 8;
export const START_PERSONALISED_PRINTS = 11;

// Personalised templates.
export const CUSTOM_TEXT_STYLE_MIN = 1;
export const CUSTOM_TEXT_STYLE_MAX = 6;
export const HEART_TEXT_SIZE_MIN = 10;
export const HEART_TEXT_SIZE_MAX = 500;
export const HEART_TEXT_SIZE_DEFAULT = 100;

// Balances and transactions are shown in this currency (docs/rules/shop-wide.md#money).
export const BALANCE_CURRENCY = 'EUR';
