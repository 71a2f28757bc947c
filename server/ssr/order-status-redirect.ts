/**
 * Where an order's status page lives: under the store it was bought in. E-mails sent before every
 * store had its own page link to the international `/order-status/{token}`; those links, and a
 * token reached under another store's segment, answer a permanent redirect here instead of a 404.
 */
import type { Config } from '../config.js';
import { ROUTE_PREFIXES } from '../../src/domain/stores/route-prefixes.js';
import { orderStatusPath, storeByCode, type Store } from '../../src/domain/stores/stores.js';

/** The order's own status URL, or undefined when `current` already is its store (or the code is unknown). */
export const orderStatusHome = (
  config: Pick<Config, 'storeHosts' | 'publicUrl'>,
  current: Store,
  orderStore: string,
  token: string,
): string | undefined => {
  const owner = storeByCode(orderStore);
  if (!owner || owner.code === current.code) return undefined;
  // A store on its own host (STORE_HOSTS) has no path prefix there; with any host mapping the
  // target is absolute, since the request's host may belong to a third store.
  const host = [...config.storeHosts].find(([, code]) => code === owner.code)?.[0];
  if (host) return `${new URL(config.publicUrl).protocol}//${host}/${ROUTE_PREFIXES[owner.language].orderStatus}/${token}`;
  const path = orderStatusPath(owner, token);
  return config.storeHosts.size > 0 ? config.publicUrl + path : path;
};
