// @ts-check
/**
 * Mutation testing of src/domain (`npm run mutate`). Incremental: a run re-tests only the mutants
 * whose code or covering tests changed since the committed stryker-incremental.json.
 *
 * - ignoreStatic: a mutant of a module-level constant is reached while modules load, so Stryker
 *   runs the whole domain suite for each one; they were 28 % of the mutants and 96 % of the time.
 *   The constants themselves are checked by the example tests (spec §9 figures).
 * - disableTypeChecks false: Vitest strips types without checking them, and the inserted
 *   `// @ts-nocheck` lines made test/domain/public-api.test.ts count files as longer than they are.
 * - thresholds.break 95 overall; scripts/mutation/folder-scores.mjs checks 90 % per domain folder.
 * - concurrency 4 gives two test runners on two cores: with a checker configured, Stryker hands half
 *   of the concurrency to checker processes, and the equivalent-mutant checker only compares text.
 * - timeoutMS 5000 on top of a mutant's expected time: a mutant that loops is called after 5 s
 *   rather than 10, and the 40 such mutants of a full run were a quarter of its waiting.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions & { equivalentMutants: readonly import('./scripts/mutation/equivalent-mutants.mjs').EquivalentMutant[] }} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.stryker.config.ts',
    related: false,
  },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/equivalent-mutants.mjs'],
  mutate: ['src/domain/**/*.ts', '!src/domain/stores/**', '!src/domain/**/index.ts'],
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  disableTypeChecks: false,
  concurrency: 4,
  timeoutMS: 5000,
  thresholds: {
    high: 95,
    low: 90,
    break: 95,
  },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: {
    fileName: 'reports/mutation/domain.html',
  },
  jsonReporter: {
    fileName: 'reports/mutation/domain.json',
  },
  tempDirName: '.stryker-tmp',
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'data', 'reports', 'coverage', 'test-results', 'scratch', '.cache', 'bench'],
  checkers: ['equivalent-mutants'],
  /**
   * Mutants that cannot change behaviour: the file, the exact source of the mutated expression, the
   * mutator and, where the mutator has more than one, the replacement. Only that mutant is left out.
   */
  equivalentMutants: [
    {
      file: 'src/domain/wall/frame-choice.ts',
      code: 's.activeIndex === null',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason: 'posters[null] is undefined too, so the guard only spares a lookup',
    },
    {
      file: 'src/domain/pricing/coupon-stacking.ts',
      code: "top.kind === 'percentage'",
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason: 'top only ever holds a percentage coupon (the reduce assigns c only when c is one), so the test is always true',
    },
    {
      file: 'src/domain/pricing/order-totals.ts',
      code: '!subtotal.ok',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason: 'the loop above already returned for every quantity and currency the subtotal could refuse',
    },
    {
      file: 'src/domain/pricing/order-totals.ts',
      code: '!afterCoupons.ok',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason: 'applyCoupons refuses only what couponDiscount refused in the loop above, which already returned',
    },
    {
      file: 'src/domain/product/cart-frames.ts',
      code: 'poster?.quantity',
      mutator: 'OptionalChaining',
      reason: 'linkFrames has dropped every frame without a poster line, so poster is never undefined here',
    },
    {
      file: 'src/domain/product/featured-image.ts',
      code: 'c.size === null',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason: 'variationForSize(product, null) finds no variation (option names are strings), so the guard only spares a lookup',
    },
    {
      file: 'src/domain/product/cart-line.ts',
      code: "'portrait'",
      mutator: 'StringLiteral',
      reason: "a frame line's size label turns only for 'landscape', so any other default reads the same",
    },
    {
      file: 'src/domain/templates/artwork/people-scenes.ts',
      code: "'family'",
      mutator: 'StringLiteral',
      reason: 'family names are drawn at 40 px at most, below the smallest family cap (56), so the cap never binds',
    },
    // backoffice
    {
      file: 'src/domain/backoffice/coupon-rules.ts',
      code: 'p === undefined',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason: 'undefined fails p <= 0, p > 100 and hasTwoDecimals alike (NaN), so undefined is refused anyway',
    },
    {
      file: 'src/domain/backoffice/coupon-rules.ts',
      code: 'p === undefined || !Number.isFinite(p)',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason:
        'undefined and NaN fail hasTwoDecimals, ±Infinity fail p <= 0 or p > 100, so every non-finite percent is refused anyway',
    },
    {
      file: 'src/domain/backoffice/coupon-rules.ts',
      code: 'p === undefined || !Number.isFinite(p)',
      mutator: 'LogicalOperator',
      reason:
        'undefined and NaN fail hasTwoDecimals, ±Infinity fail p <= 0 or p > 100, so every non-finite percent is refused anyway',
    },
    {
      file: 'src/domain/backoffice/tracking-number.ts',
      code: '/[\\s-]+/g',
      mutator: 'Regex',
      replacement: '/[\\s-]/g',
      reason: 'every match is replaced by nothing, so removing a run at once or one character at a time leaves the same string',
    },
    {
      file: 'src/domain/backoffice/reprint.ts',
      code: 'printJobStatus !== null',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason: 'REPRINT_JOB_STATUSES holds only strings, so includes(null) is false: the guard only narrows the type',
    },
    // templates, templates/artwork
    {
      file: 'src/domain/templates/field.ts',
      code: 'n !== null',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason: 'Number.isInteger(null) is false already; the test is there to narrow the type for the comparisons',
    },
    {
      file: 'src/domain/templates/contrast.ts',
      code: 's <= 0.04045',
      mutator: 'EqualityOperator',
      replacement: 's < 0.04045',
      reason: 'a channel is c / 255 for an integer c, and 0.04045 × 255 = 10.31 is not one, so s never equals the threshold',
    },
    {
      file: 'src/domain/templates/artwork/people-scenes.ts',
      code: 'cap === null',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason: 'family names are drawn at 40 px at most, below the smallest family cap (56), so dropping the cap changes no size',
    },
    {
      file: 'src/domain/templates/text-wrap.ts',
      code: 'fits(piece)',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason:
        'a piece that fits goes through the character loop, where every prefix of it fits too, so it lands whole on a line all the same',
    },
    {
      file: 'src/domain/templates/text-wrap.ts',
      code: '/\\s+/',
      mutator: 'Regex',
      replacement: '/\\s/',
      reason: 'splitting at each white-space character leaves empty strings inside a run, which filter(Boolean) drops',
    },
    // validation, search, catalogue, marketplace, money, print, product
    {
      file: 'src/domain/validation/gift-card-code.ts',
      code: '/[\\s-]+/g',
      mutator: 'Regex',
      replacement: '/[\\s-]/g',
      reason: 'every match is replaced by nothing, so removing a run at once or one character at a time leaves the same text',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'j === 0',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason:
        'the cells with i and j above 0 are all written by the loop before any is read, so their starting value is never used',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'i > 1',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason:
        'when i or j is 1, x[i - 2] or y[j - 2] is undefined and equals no character, so the swap test fails without the guard',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'i > 1',
      mutator: 'EqualityOperator',
      replacement: 'i >= 1',
      reason:
        'when i or j is 1, x[i - 2] or y[j - 2] is undefined and equals no character, so the swap test fails without the guard',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'j > 1',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason:
        'when i or j is 1, x[i - 2] or y[j - 2] is undefined and equals no character, so the swap test fails without the guard',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'j > 1',
      mutator: 'EqualityOperator',
      replacement: 'j >= 1',
      reason:
        'when i or j is 1, x[i - 2] or y[j - 2] is undefined and equals no character, so the swap test fails without the guard',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'i > 1 && j > 1',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      reason:
        'when i or j is 1, x[i - 2] or y[j - 2] is undefined and equals no character, so the swap test fails without the guard',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'i > 1 && j > 1',
      mutator: 'LogicalOperator',
      replacement: 'i > 1 || j > 1',
      reason:
        'when i or j is 1, x[i - 2] or y[j - 2] is undefined and equals no character, so the swap test fails without the guard',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'limit === 0',
      mutator: 'ConditionalExpression',
      replacement: 'false',
      reason:
        'with no typo allowed only the word itself is at distance 0, and it is filtered out: the guard only spares the work',
    },
    {
      file: 'src/domain/search/query.ts',
      code: 'a.c < b.c',
      mutator: 'EqualityOperator',
      replacement: 'a.c <= b.c',
      reason: 'the candidates are deduplicated, so a.c never equals b.c',
    },
    {
      file: 'src/domain/catalogue/slug.ts',
      code: '/^-+|-+$/g',
      mutator: 'Regex',
      replacement: '/^-|-+$/g',
      reason: 'the step before turns every run of other characters into one hyphen, so neither end ever has two',
    },
    {
      file: 'src/domain/catalogue/slug.ts',
      code: '/^-+|-+$/g',
      mutator: 'Regex',
      replacement: '/^-+|-$/g',
      reason: 'the step before turns every run of other characters into one hyphen, so neither end ever has two',
    },
    {
      file: 'src/domain/catalogue/filters.ts',
      code: "''",
      mutator: 'StringLiteral',
      reason: 'the fallback only reaches isColour, which refuses it as it refuses an empty string',
    },
    {
      file: 'src/domain/catalogue/pagination.ts',
      code: "''",
      mutator: 'StringLiteral',
      reason: 'the fallback only reaches WHOLE_NUMBER, which refuses it as it refuses an empty string',
    },
    {
      file: 'src/domain/marketplace/vat-rates.ts',
      code: "''",
      mutator: 'StringLiteral',
      reason: 'no country code is spelt STRYKER WAS HERE!, so the fallback finds no rate, as an empty string finds none',
    },
    {
      file: 'src/domain/print/customer-upload.ts',
      code: '!required.ok || !size.ok',
      mutator: 'LogicalOperator',
      replacement: '!required.ok && !size.ok',
      reason: 'requiredPixels fails exactly when parsePrintSize of the same label fails, so both are ok or neither is',
    },
  ],
};
