import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/** Reaches the embedded provider in-process: the server never makes an HTTP call to itself. */
export const inProcessFetch =
  (app: FastifyInstance, origin: string, providerPath: string): CustomFetch =>
  async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin || !target.pathname.startsWith(providerPath)) return fetch(url, options as RequestInit);
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: options.headers,
      ...(body === undefined || body === null
        ? {}
        : {
            payload:
              typeof body === 'string'
                ? body
                : body instanceof URLSearchParams
                  ? body.toString()
                  : Buffer.from(body as ArrayBuffer),
          }),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
