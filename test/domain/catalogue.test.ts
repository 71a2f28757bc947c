import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  canListInArtistUpload,
  canListInWallPicker,
  categoryProductType,
  filtersFromQuery,
  filtersToQuery,
  isAwaitingProcessing,
  isFilterOffered,
  isPublicStatus,
  membershipTier,
  offsetForPage,
  pageCount,
  pageForOffset,
  pageQueryValue,
  parsePage,
  parseTotalCount,
  showsPagination,
  statusView,
  PRODUCT_STATUS,
  UNKNOWN_STATUS_VIEW,
  type CategoryFlags,
  type Colour,
} from '../../src/domain/catalogue';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MESSAGES = path.resolve(__dirname, '../../src/ui/i18n/messages');
import * as C from '../../src/domain/constants';

describe('product status (spec §4)', () => {
  const names = Object.keys(PRODUCT_STATUS) as (keyof typeof PRODUCT_STATUS)[];
  it('numbers the statuses as the spec does: 1 draft, 2 in review, 3 denied, 4 for sale, 5 approved', () => {
    expect(names.map((n) => PRODUCT_STATUS[n])).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows each status with its own label, a message every locale has', () => {
    const views = names.map((n) => statusView(PRODUCT_STATUS[n]));
    expect(views.map((v) => v.labelKey)).toEqual(names.map((n) => `product.status.${n}`));
    for (const lang of readdirSync(MESSAGES)) {
      const messages = JSON.parse(readFileSync(path.join(MESSAGES, lang), 'utf8')) as Record<string, unknown>;
      for (const key of [...views.map((v) => v.labelKey), UNKNOWN_STATUS_VIEW.labelKey])
        expect(messages, `${lang} ${key}`).toHaveProperty([key]);
    }
  });
  it('gives the five statuses five different badges, and a denial the danger badge', () => {
    expect(new Set(names.map((n) => statusView(PRODUCT_STATUS[n]).badge)).size).toBe(5);
    expect(statusView(PRODUCT_STATUS.denied).badge).toBe('danger');
  });
  it('shows any other code as Unknown with a danger badge', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined)), (status) => {
        fc.pre(!(Object.values(PRODUCT_STATUS) as unknown[]).includes(status));
        expect(statusView(status)).toEqual({ labelKey: 'product.status.unknown', badge: 'danger' });
      }),
    );
  });
  it('a poster with no images is waiting to be processed', () => {
    expect(isAwaitingProcessing({ images: [] })).toBe(true);
    expect(isAwaitingProcessing({ images: [{}] })).toBe(false);
  });
  it.each([
    [1, false],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
    [0, false],
    [6, false],
  ])('status %i is public (listed and sold): %s', (status, expected) => expect(isPublicStatus(status)).toBe(expected));
});

describe('pages and offsets (spec §4, §9)', () => {
  it('offset is page size × (page − 1)', () => {
    expect(offsetForPage(1, 24)).toBe(0);
    expect(offsetForPage(3, 24)).toBe(48);
    expect(offsetForPage(2, 30)).toBe(30);
  });
  it('page and offset are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (page, size) => {
        expect(pageForOffset(offsetForPage(page, size), size)).toBe(page);
        expect(pageForOffset(offsetForPage(page, size) + size - 1, size)).toBe(page);
      }),
    );
  });
  it.each([
    ['3', 3],
    ['1', 1],
    ['07', 7],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['2x', 1],
    ['x2', 1],
    [' 2', 1],
    ['2 ', 1],
    ['1e3', 1],
    ['0x10', 1],
    ['99999999999999999999', 1],
    ['999999999999999', 999_999_999_999_999],
  ] as const)('page %j reads as %i', (value, page) => expect(parsePage(value)).toBe(page));
  it('parsed pages are always whole numbers ≥ 1', () => {
    fc.assert(
      fc.property(fc.string(), (v) => {
        const p = parsePage(v);
        expect(Number.isSafeInteger(p) && p >= 1).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (p) => {
        expect(parsePage(pageQueryValue(p) ?? undefined)).toBe(p);
      }),
    );
  });
  it('page 1 is not written to the query string', () => {
    expect(pageQueryValue(1)).toBeNull();
    expect(pageQueryValue(2)).toBe('2');
  });
  it('pagination shows only when records exceed the page size', () => {
    expect(showsPagination(24, 24)).toBe(false);
    expect(showsPagination(25, 24)).toBe(true);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(1);
  });
  it('the total-count header defaults to 0 (spec §7)', () => {
    expect(parseTotalCount('42')).toBe(42);
    expect(parseTotalCount(' 7 ')).toBe(7);
    expect(parseTotalCount(null)).toBe(0);
    expect(parseTotalCount(undefined)).toBe(0);
    expect(parseTotalCount('many')).toBe(0);
    expect(parseTotalCount('7x')).toBe(0);
    expect(parseTotalCount('x7')).toBe(0);
    expect(parseTotalCount('0')).toBe(0);
    expect(parseTotalCount('99999999999999999999')).toBe(0);
  });
});

describe('filters (spec §3, §4, §7)', () => {
  // Spec §3 "Filters", quoted as the spec writes it rather than taken from the module under test.
  const SPEC_COLOURS = 'red, pink, blue, orange, green, cyan, brown, yellow, magenta, gray, black, white'.split(', ') as Colour[];
  it('reads each of the spec’s twelve colours from the query, and nothing else', () => {
    expect(SPEC_COLOURS.map((color) => filtersFromQuery({ color }).colour)).toEqual([...SPEC_COLOURS]);
    expect(['grey', 'Red', 'purple', 'none', ''].map((color) => filtersFromQuery({ color }).colour)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('encodes colour and orientation as query parameters; none/any are absent', () => {
    expect(filtersToQuery({ colour: 'blue', portrait: true })).toEqual({ color: 'blue', portrait: 'true' });
    expect(filtersToQuery({ colour: null, portrait: false })).toEqual({ portrait: 'false' });
    expect(filtersToQuery(NO_FILTERS)).toEqual({});
  });
  it('decodes unknown values as none/any', () => {
    expect(filtersFromQuery({ color: 'teal', portrait: 'yes' })).toEqual(NO_FILTERS);
    expect(filtersFromQuery({ color: 'white', portrait: 'false' })).toEqual({ colour: 'white', portrait: false });
    expect(filtersFromQuery({})).toEqual(NO_FILTERS);
    expect(filtersFromQuery({ color: 'red' })).toEqual({ colour: 'red', portrait: null });
  });
  it('round-trips every filter', () => {
    const arb = fc.record({
      colour: fc.option(fc.constantFrom(...SPEC_COLOURS), { nil: null }),
      portrait: fc.option(fc.boolean(), { nil: null }),
    });
    fc.assert(
      fc.property(arb, (f) => {
        expect(filtersFromQuery(filtersToQuery(f))).toEqual(f);
      }),
    );
  });
  it('the filter control is offered only for posters (type 1, the default)', () => {
    expect(isFilterOffered(1)).toBe(true);
    expect(isFilterOffered(null)).toBe(true);
    expect(isFilterOffered(4)).toBe(false);
    expect(categoryProductType(undefined)).toBe(1);
    expect(categoryProductType(2)).toBe(2);
  });
});

describe('categories a picker may list (spec §5)', () => {
  const cat = (over: Partial<CategoryFlags> = {}): CategoryFlags => ({
    id: 1,
    productCount: 5,
    dynamic: false,
    showInMenu: true,
    productType: 1,
    ...over,
  });
  it('wall picker: has products, not dynamic, in the menu, type 1 or none', () => {
    expect(canListInWallPicker(cat())).toBe(true);
    expect(canListInWallPicker(cat({ productType: null }))).toBe(true);
    expect(canListInWallPicker(cat({ productCount: 0 }))).toBe(false);
    expect(canListInWallPicker(cat({ dynamic: true }))).toBe(false);
    expect(canListInWallPicker(cat({ showInMenu: false }))).toBe(false);
    expect(canListInWallPicker(cat({ productType: 2 }))).toBe(false);
    // The personalised posters are never listed for a wall (customizable=false): their category would stay empty.
    expect(canListInWallPicker(cat({ personalised: true }))).toBe(false);
  });
  it('artist upload: type 1 or none, not the excluded one, not dynamic, in the menu', () => {
    expect(canListInArtistUpload(cat({ productCount: 0 }), 9)).toBe(true);
    expect(canListInArtistUpload(cat({ productType: null }), null)).toBe(true);
    expect(canListInArtistUpload(cat({ id: 9 }), 9)).toBe(false);
    expect(canListInArtistUpload(cat({ dynamic: true }), 9)).toBe(false);
    expect(canListInArtistUpload(cat({ showInMenu: false }), 9)).toBe(false);
    expect(canListInArtistUpload(cat({ productType: 4 }), 9)).toBe(false);
  });
});

describe('membership (spec §3, §6)', () => {
  it('1 Bronze, 2 Silver, 3 Gold, 4 Platinum', () => {
    expect([1, 2, 3, 4].map(membershipTier)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(membershipTier(0)).toBeNull();
    expect(membershipTier(5)).toBeNull();
  });
});

describe('constants (spec §9)', () => {
  it('page sizes and limits', () => {
    expect([
      C.PRODUCT_GRID_PAGE_SIZE,
      C.WALL_PICKER_PAGE_SIZE,
      C.ARTISTS_PAGE_SIZE,
      C.ARTIST_POSTERS_PAGE_SIZE,
      C.ARTIST_PROFILE_PRODUCTS_PAGE_SIZE,
      C.SALES_PAGE_SIZE,
    ]).toEqual([24, 18, 12, 24, 24, 30]);
    expect([C.RELATED_PRODUCTS_LIMIT, C.DEFAULT_POSTER_LIMIT, C.MEMBERSHIP_LEVEL_MIN, C.MEMBERSHIP_LEVEL_MAX]).toEqual([
      4, 15, 1, 4,
    ]);
  });
  it('debounces, resolution and sizes', () => {
    expect([C.SEARCH_DEBOUNCE_MS, C.CART_QUANTITY_DEBOUNCE_MS, C.ARTIST_LOOKUP_DEBOUNCE_MS]).toEqual([350, 350, 500]);
    expect([C.SEARCH_MIN_LENGTH_EXCLUSIVE, C.SEARCH_DROPDOWN_MIN_LENGTH_EXCLUSIVE]).toEqual([2, 1]);
    expect([C.CUSTOMER_MIN_PX_PER_CM, C.ARTIST_MIN_IMAGE_SIDE_PX, C.PREVIEW_LONG_SIDE_RATIO]).toEqual([47, 3648, 1.4]);
    expect([C.DEFAULT_SIZE, C.MARGIN_ONLY_SIZE]).toEqual(['50x70', '13x18']);
    expect(C.WALL_SIZES).toEqual(['21x30', '30x40', '40x50', '50x70', '70x100']);
    expect([C.GALLERY_MAX_IMAGES, C.WALL_LAYOUT_COUNT, C.WALL_ENVIRONMENT_COUNT]).toEqual([5, 9, 28]);
    expect([C.DESIGNER_FIRST_STEP, C.DESIGNER_LAST_STEP, C.WALL_CART_LINE_QUANTITY]).toEqual([0, 4, 1]);
    expect([C.PRODUCT_START_QUANTITY, C.CART_MIN_QUANTITY, C.DEFAULT_CATEGORY_PRODUCT_TYPE]).toEqual([1, 0, 1]);
  });
  it('cookies, layout and timing', () => {
    expect([C.COOKIE_CONSENT_MAX_AGE_S, C.SUBSCRIBED_COOKIE_MAX_AGE_S]).toEqual([2_592_000, 31_536_000]);
    expect([C.HEADER_SCROLLED_THRESHOLD_PX, C.MOBILE_BREAKPOINT_PX, C.SELLING_POINT_AUTOPLAY_MS, C.PAGE_CACHE_MAX]).toEqual([
      40, 1024, 3000, 4,
    ]);
    expect([C.TOAST_DURATION_MS, C.PROGRESS_BAR_DURATION_MS, C.PROGRESS_BAR_THROTTLE_MS, C.DETAIL_VIEW_EVENT_DELAY_MS]).toEqual([
      3000, 5000, 200, 500,
    ]);
  });
  it('start page and templates', () => {
    expect([C.START_FEATURED_ARTISTS, C.START_GALLERY_WALLS, C.START_SOCIAL_MEDIA_WALLS, C.START_PERSONALISED_PRINTS]).toEqual([
      12, 8, 8, 11,
    ]);
    expect([C.CUSTOM_TEXT_STYLE_MIN, C.CUSTOM_TEXT_STYLE_MAX]).toEqual([1, 6]);
    expect([C.HEART_TEXT_SIZE_MIN, C.HEART_TEXT_SIZE_MAX, C.HEART_TEXT_SIZE_DEFAULT]).toEqual([10, 500, 100]);
    expect(C.BALANCE_CURRENCY).toBe('EUR');
  });
});
