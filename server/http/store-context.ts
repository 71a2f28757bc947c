import type { FastifyRequest } from 'fastify';
import { storeByCode, DEFAULT_STORE, type Store } from '../../src/domain/stores/stores.js';
import { badRequest } from './errors.js';

/** Who is asking: the store decides language, currency and the URLs of alternates. */
export interface StoreContext {
  readonly store: Store;
  readonly publicUrl: string;
}

/**
 * The store an API call speaks for: `?store=<code>` (cache-friendly, used by the browser
 * adapter), else the `X-Store` header, else the host mapping (STORE_HOSTS), else the
 * international store. An unknown code is a 400.
 */
export const storeOfRequest = (req: FastifyRequest, hosts: ReadonlyMap<string, string>): Store => {
  const q = (req.query as Record<string, unknown> | undefined)?.store;
  const header = req.headers['x-store'];
  const code = typeof q === 'string' && q ? q : typeof header === 'string' && header ? header : undefined;
  if (code !== undefined) {
    const s = storeByCode(code.toLowerCase());
    if (!s) throw badRequest(`Unknown store "${code}"`);
    return s;
  }
  const host = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
  const mapped = hosts.get(host);
  return (mapped && storeByCode(mapped)) || DEFAULT_STORE;
};

export const contextOf = (req: FastifyRequest, hosts: ReadonlyMap<string, string>, publicUrl: string): StoreContext => ({
  store: storeOfRequest(req, hosts),
  publicUrl,
});
