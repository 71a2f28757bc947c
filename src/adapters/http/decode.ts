import * as t from 'io-ts';
import { err, ok, type Result } from '../../domain/result/result.js';
import { ApiError } from './contract/error.js';
import { TOTAL_COUNT_HEADER } from './contract/headers.js';

/**
 * Failures of an HTTP call as values (style habit 3, 9): an answer that does not match its
 * codec and an error status are separate cases, as is a request that never got an answer.
 *
 * Only the root `io-ts` is imported at run time. Its subpaths resolve under plain Node ESM
 * only as CommonJS `lib/*.js` files, which a browser bundle cannot tree-shake: importing
 * `io-ts/lib/PathReporter.js` and `fp-ts/lib/Either.js` here added ~95 KB of minified script
 * (the product-page budget is 110 KB). So a codec's Either is read by its `_tag` and turned
 * into the domain's `Result` at once, and the messages come from `pathReport`, which
 * reproduces io-ts's PathReporter output (a test checks it). The Either stays io-ts's type at
 * this boundary; past `decodeWith` every layer speaks `Result`.
 */
export interface DecodeError {
  readonly _tag: 'DecodeError';
  readonly code: 'HTTP.DECODE';
  readonly messages: string[];
}

export interface HttpError {
  readonly _tag: 'HttpError';
  readonly code: 'HTTP.STATUS';
  readonly status: number;
  readonly message: string;
  /** The server's stable failure code from the ApiError body, when it sent one. */
  readonly apiCode?: string;
}

export interface NetworkError {
  readonly _tag: 'NetworkError';
  readonly code: 'HTTP.NETWORK';
  readonly message: string;
}

export type ApiFailure = DecodeError | HttpError | NetworkError;

/** A list answer with one systematic fault would otherwise give one message per element. */
export const MAX_DECODE_MESSAGES = 20;

export const decodeError = (messages: readonly string[]): DecodeError => {
  const shown = messages.slice(0, MAX_DECODE_MESSAGES);
  const hidden = messages.length - shown.length;
  return {
    _tag: 'DecodeError',
    code: 'HTTP.DECODE',
    messages: hidden > 0 ? [...shown, `…and ${hidden} more`] : shown,
  };
};

const describeValue = (value: unknown): string => {
  if (typeof value === 'function') return value.name || '<function>';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  try {
    return String(JSON.stringify(value));
  } catch {
    return String(value);
  }
};

/** PathReporter's wording: "Invalid value 42 supplied to : SaveWallAnswer/link: string". */
export const pathReport = (errors: t.Errors): string[] =>
  errors.map((e) => {
    const path = e.context.map(({ key, type }) => `${key}: ${type.name}`).join('/');
    return e.message ?? `Invalid value ${describeValue(e.value)} supplied to ${path}`;
  });

export const decodeWith = <C extends t.Mixed>(codec: C, value: unknown): Result<t.TypeOf<C>, DecodeError> => {
  const result = codec.decode(value);
  return result._tag === 'Right' ? ok(result.right) : err(decodeError(pathReport(result.left)));
};

/** An error status, with the server's message when the body is an ApiError. */
export const httpError = (status: number, body: unknown): HttpError => {
  const parsed = ApiError.decode(body);
  if (parsed._tag === 'Left') return { _tag: 'HttpError', code: 'HTTP.STATUS', status, message: `HTTP ${status}` };
  const { message, code } = parsed.right;
  return code === undefined
    ? { _tag: 'HttpError', code: 'HTTP.STATUS', status, message }
    : { _tag: 'HttpError', code: 'HTTP.STATUS', status, message, apiCode: code };
};

export const networkError = (cause: unknown): NetworkError => ({
  _tag: 'NetworkError',
  code: 'HTTP.NETWORK',
  message: cause instanceof Error ? cause.message : String(cause),
});

/** Total record count of a paged list (docs/rules/shop-wide.md#wire-conventions): 0 when absent or not a non-negative integer. */
export const readTotalCount = (headers: { get(name: string): string | null }): number => {
  const raw = headers.get(TOTAL_COUNT_HEADER)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 0;
  const count = Number(raw);
  return Number.isSafeInteger(count) ? count : 0;
};
