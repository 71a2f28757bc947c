import type * as t from 'io-ts';
import { fail, type Outcome, type FailureCode } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import { decodeWith, httpError, networkError, readTotalCount, type ApiFailure } from './decode';

/**
 * fetch + io-ts: every answer is decoded with its codec; failures become Outcome values
 * (never a thrown error inside a component). The store code rides along as `?store=` so
 * answers stay cacheable per store.
 */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const codeOf = (f: ApiFailure): FailureCode => {
  if (f._tag === 'DecodeError') return 'DECODE';
  if (f._tag === 'NetworkError') return 'NETWORK';
  if (f.status === 404) return 'NOT_FOUND';
  if (f.status === 401) return 'UNAUTHORIZED';
  if (f.status === 429) return 'RATE_LIMITED';
  return f.status < 500 ? 'BAD_REQUEST' : 'SERVER';
};

export const toOutcomeFailure = <T>(f: ApiFailure): Outcome<T> =>
  f._tag === 'HttpError'
    ? fail(codeOf(f), f.message, f.status, f.apiCode)
    : fail(codeOf(f), f._tag === 'DecodeError' ? f.messages.join('; ') : f.message);

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

export const createHttpClient = (opts: { fetch: Fetch; baseUrl: string; store: string }) => {
  const url = (path: string, query: Record<string, unknown> = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null) continue;
      params.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    params.set('store', opts.store);
    return `${opts.baseUrl}${path}?${params}`;
  };

  const request = async <C extends t.Mixed>(
    codec: C,
    path: string,
    init: { query?: Record<string, unknown>; method?: string; body?: unknown; headers?: Readonly<Record<string, string>> } = {},
  ): Promise<Outcome<{ value: t.TypeOf<C>; total: number }>> => {
    let res: Response;
    try {
      res = await opts.fetch(url(path, init.query), {
        method: init.method ?? 'GET',
        headers: {
          ...init.headers,
          accept: 'application/json',
          // A FormData body (multipart uploads) sets its own content type with the boundary.
          ...(init.body === undefined || isFormData(init.body) ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : isFormData(init.body) ? init.body : JSON.stringify(init.body),
      });
    } catch (e) {
      return toOutcomeFailure(networkError(e));
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) return toOutcomeFailure(httpError(res.status, body));
    const decoded = decodeWith(codec, body);
    return decoded.ok ? ok({ value: decoded.value, total: readTotalCount(res.headers) }) : toOutcomeFailure(decoded.error);
  };

  const get = async <C extends t.Mixed>(
    codec: C,
    path: string,
    query?: Record<string, unknown>,
  ): Promise<Outcome<t.TypeOf<C>>> => {
    const r = await request(codec, path, { query });
    return r.ok ? ok(r.value.value) : r;
  };

  return { request, get };
};

export type HttpClient = ReturnType<typeof createHttpClient>;
