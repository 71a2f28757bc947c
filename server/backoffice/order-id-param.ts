/** An order id in a back-office path: the shape order ids have, else a 400 before any query. */
import { badRequest } from '../http/errors.js';

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const orderIdParam = (value: string): string => {
  if (!ORDER_ID.test(value)) throw badRequest('The order id must be letters, digits, "-" or "_"');
  return value;
};
