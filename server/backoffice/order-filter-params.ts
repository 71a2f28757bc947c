/** The order list's query parameters (GET /api/admin/orders and its CSV), checked: 400 with the reason. */
import { badRequest } from '../http/errors.js';
import { stringParam } from '../http/params.js';
import { parseDay } from '../http/date-params.js';
import { FULFILMENT_STATUSES, type FulfilmentStatus } from '../../src/domain/backoffice/index.js';
import type { OrderFilter } from './admin-orders.repository.js';

type Query = Readonly<Record<string, unknown>>;
const DAY = 86_400_000;

export const dayParam = (q: Query, name: string): Date | undefined => {
  const v = stringParam(q, name, 10);
  if (v === undefined) return undefined;
  return parseDay(v, `Query parameter "${name}"`);
};

export const orderFilterOf = (q: Query): OrderFilter => {
  const status = stringParam(q, 'status', 30);
  if (status !== undefined && !(FULFILMENT_STATUSES as readonly string[]).includes(status))
    throw badRequest(`Query parameter "status" must be one of ${FULFILMENT_STATUSES.join(', ')}`);
  const country = stringParam(q, 'country', 2);
  if (country !== undefined && !/^[A-Za-z]{2}$/.test(country))
    throw badRequest('Query parameter "country" must be a two-letter country code');
  const from = dayParam(q, 'from');
  const to = dayParam(q, 'to');
  const text = stringParam(q, 'q', 100)?.trim();
  return {
    ...(status ? { status: status as FulfilmentStatus } : {}),
    ...(from ? { from } : {}),
    // "to" names the last day shown, so the bound is the next midnight.
    ...(to ? { to: new Date(to.getTime() + DAY) } : {}),
    ...(country ? { country } : {}),
    ...(text ? { text } : {}),
  };
};
