/**
 * The edge check every request passes before its handler runs (architecture: "bad input gets a
 * 4xx with a clear message", never a 5xx). PostgreSQL text cannot hold a NUL character and a
 * lone UTF-16 surrogate is not Unicode, so a path parameter, query parameter or JSON body
 * string with either is a 400 naming the field, whatever route it was sent to. Request bodies
 * are also decoded with the contract's codecs (SafeString, Id); this check covers the routes
 * that read their input without one (query strings, path parameters, the wishlist's
 * query-like body, form posts) and keeps a route added later from reaching SQL with such text.
 *
 * Page routes (server-rendered HTML) opt out with `config: { pageRoute: true }`: a shopper's
 * browser gets the shop's styled 404 page there, never a JSON body (ssr.routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSafeText, MAX_JSON_DEPTH } from '../../src/adapters/http/contract/index.js';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers HTML pages and checks its own input (see server/http/input-guard.ts). */
    pageRoute?: boolean;
    /**
     * A route a browser navigates to that answers redirects rather than pages (the sign-in
     * starts): its errors are the styled error page too (server/http/error-pages.ts).
     */
    errorPage?: boolean;
  }
}

// NUL is exactly what this guard looks for.
// eslint-disable-next-line no-control-regex
const UNSAFE_GLOBAL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `s` fit to quote in a message: unsafe characters replaced, at most 100 characters. */
export const printable = (s: string): string => {
  const cut = s.length > 100 ? `${s.slice(0, 100)}…` : s;
  return cut.replace(UNSAFE_GLOBAL, '\uFFFD');
};

const UNSAFE_TEXT = 'must not contain NUL characters or broken Unicode';

/** The first unsafe name or string in `u` as a field path ("cart[0].uuid"), or undefined. */
export const unsafeField = (u: unknown, at = '', depth = MAX_JSON_DEPTH * 2): string | undefined => {
  if (typeof u === 'string') return isSafeText(u) ? undefined : at;
  if (u === null || typeof u !== 'object' || ArrayBuffer.isView(u)) return undefined;
  // Deeper than any request of the contract: the codecs refuse it; here it only stops the walk.
  if (depth <= 0) return undefined;
  if (Array.isArray(u)) {
    for (let i = 0; i < u.length; i++) {
      const found = unsafeField(u[i], `${at}[${i}]`, depth - 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(u)) {
    const path = at ? `${at}.${k}` : k;
    if (!isSafeText(k)) return path;
    const found = unsafeField(v, path, depth - 1);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** Throws a 400 naming the first path parameter, query parameter or body field holding unsafe text. */
export const checkRequestText = (req: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void => {
  const params = unsafeField(req.params);
  if (params !== undefined) throw badRequest(`Path parameter "${printable(params)}" ${UNSAFE_TEXT}`, 'REQUEST.UNSAFE_TEXT');
  const query = unsafeField(req.query);
  if (query !== undefined)
    throw badRequest(`Query parameter "${printable(query.replace(/\[\d+\]$/, ''))}" ${UNSAFE_TEXT}`, 'REQUEST.UNSAFE_TEXT');
  const body = unsafeField(req.body);
  if (body !== undefined) throw badRequest(`Field "${printable(body)}" ${UNSAFE_TEXT}`, 'REQUEST.UNSAFE_TEXT');
};

export const inputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.pageRoute) return;
    checkRequestText(req);
  });
};
