import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { failure } from 'io-ts/lib/PathReporter.js';
import { describe, expect, it } from 'vitest';
import { SaveWallAnswer, TOTAL_COUNT_HEADER } from '../../../src/adapters/http/contract/index.js';
import { err, ok } from '../../../src/domain/result/result.js';
import {
  MAX_DECODE_MESSAGES,
  decodeWith,
  httpError,
  networkError,
  pathReport,
  readTotalCount,
} from '../../../src/adapters/http/decode.js';
import { CODEC_ARBITRARIES, exportedCodecs } from './codec-table.js';

/**
 * Text no request codec accepts (a NUL character, a lone surrogate): free-form fields such as
 * template values (SafeJson) take any JSON type, so only such text makes them fail.
 */
const unsafeText = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00');

/** Arbitrary JSON or unsafe text: the values put in place of a valid value or one of its fields. */
const junk = (maxDepth: number): fc.Arbitrary<unknown> => fc.oneof(fc.jsonValue({ maxDepth }), unsafeText);

/** A valid value with one field replaced by junk, or junk outright. */
const nearlyValid = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    junk(2),
    fc.tuple(valid, junk(1), fc.nat()).map(([v, replacement, i]) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return replacement;
      const keys = Object.keys(v);
      return keys.length === 0 ? replacement : { ...v, [keys[i % keys.length]!]: replacement };
    }),
  );

describe('decodeWith', () => {
  it('returns the decoded value on success', () => {
    expect(decodeWith(SaveWallAnswer, { id: 'w1', link: 'https://x/w/1' })).toEqual(ok({ id: 'w1', link: 'https://x/w/1' }));
  });

  it('returns a DecodeError with PathReporter messages on failure', () => {
    expect(decodeWith(SaveWallAnswer, { id: 'w1', link: 42 })).toEqual(
      err({
        _tag: 'DecodeError',
        code: 'HTTP.DECODE',
        messages: ['Invalid value 42 supplied to : SaveWallAnswer/link: string'],
      }),
    );
  });

  it('names the root when the answer is not an object at all', () => {
    expect(decodeWith(SaveWallAnswer, null)).toEqual(
      err(
        expect.objectContaining({
          messages: ['Invalid value null supplied to : SaveWallAnswer'],
        }),
      ),
    );
  });

  it(`keeps at most ${MAX_DECODE_MESSAGES} messages and says how many it left out`, () => {
    const result = decodeWith(
      t.array(t.string, 'Names'),
      Array.from({ length: 25 }, (_, i) => i),
    );
    const messages = [
      ...Array.from({ length: MAX_DECODE_MESSAGES }, (_, i) => `Invalid value ${i} supplied to : Names/${i}: string`),
      '…and 5 more',
    ];
    expect(result).toEqual(err({ _tag: 'DecodeError', code: 'HTTP.DECODE', messages }));
  });
});

describe('pathReport', () => {
  it.each(exportedCodecs())('%s: words failures exactly as io-ts PathReporter does', (name, codec) => {
    // fast-check counts only runs whose precondition holds and fails the test when too many are
    // skipped, so each of the 30 counted runs decodes a refused value and compares the wording.
    fc.assert(
      fc.property(nearlyValid(CODEC_ARBITRARIES[name]!), (value) => {
        const result = codec.decode(value);
        const errors = E.isLeft(result) ? result.left : [];
        fc.pre(errors.length > 0);
        const expected = failure(errors);
        expect(expected.length).toBeGreaterThan(0);
        expect(pathReport(errors)).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});

describe('httpError and networkError', () => {
  it('carries the server message and code from an ApiError body', () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Product was not found', code: 'RESOURCE.NOT_FOUND' };
    expect(httpError(404, body)).toEqual({
      _tag: 'HttpError',
      code: 'HTTP.STATUS',
      status: 404,
      message: 'Product was not found',
      apiCode: 'RESOURCE.NOT_FOUND',
    });
  });

  it('falls back to the status when the body is not an ApiError', () => {
    expect(httpError(502, '<html>Bad gateway</html>')).toEqual({
      _tag: 'HttpError',
      code: 'HTTP.STATUS',
      status: 502,
      message: 'HTTP 502',
    });
  });

  it('is distinct from a decode failure and a network failure', () => {
    expect(networkError(new TypeError('fetch failed'))).toEqual({
      _tag: 'NetworkError',
      code: 'HTTP.NETWORK',
      message: 'fetch failed',
    });
    expect(networkError('offline').message).toBe('offline');
  });
});

describe('readTotalCount (docs/rules/shop-wide.md#wire-conventions: default 0 when absent)', () => {
  it('reads the header the server writes the count into, whatever its case', () => {
    expect(readTotalCount(new Headers({ [TOTAL_COUNT_HEADER.toLowerCase()]: '240' }))).toBe(240);
    expect(readTotalCount(new Headers({ [TOTAL_COUNT_HEADER.toUpperCase()]: '7' }))).toBe(7);
    expect(readTotalCount(new Headers({ 'x-other-count': '240' }))).toBe(0);
  });

  it.each([
    ['absent', null, 0],
    ['zero', '0', 0],
    ['padded', ' 17 ', 17],
    ['empty', '', 0],
    ['negative', '-3', 0],
    ['fractional', '2.5', 0],
    ['exponent', '1e3', 0],
    ['not a number', 'many', 0],
    ['beyond safe integers', '99999999999999999999', 0],
  ])('%s → %s', (_case, value, expected) => {
    const headers = { get: (name: string) => (name === TOTAL_COUNT_HEADER ? value : null) };
    expect(readTotalCount(headers)).toBe(expected);
  });
});
