import * as t from 'io-ts';

/**
 * Body of every 4xx/5xx answer: `statusCode` repeats the HTTP status, `error` its reason
 * phrase, `message` a readable sentence; `code` (optional) is the server's stable failure code,
 * e.g. "REQUEST.INVALID", for clients that map failures to their own messages.
 */
export const ApiError = t.exact(
  t.intersection([
    t.type({ statusCode: t.number, error: t.string, message: t.string }, 'ApiErrorBody'),
    t.partial({ code: t.string }, 'ApiErrorCode'),
  ]),
  'ApiError',
);
export type ApiError = t.TypeOf<typeof ApiError>;
