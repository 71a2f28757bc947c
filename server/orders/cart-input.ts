/**
 * Limits on what a client may ask to be priced or ordered (docs/rules/checkout.md#quantities-and-limits "Cart quantity minimum 0").
 * Each failure is a 400 naming the field. The order limits are the domain's, which the cart
 * keeps to as well (a line holds up to CART_MAX_QUANTITY units, 0 meaning "drop the line"; up
 * to ORDER_MAX_LINES lines; up to ORDER_MAX_CODES codes per list, each a guess the one
 * guessing limit counts, of up to ORDER_CODE_MAX_LENGTH characters). Decision here: at most
 * 50 campaign values, so a request cannot make the server do unbounded work.
 */
import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  ORDER_CODE_MAX_LENGTH,
  ORDER_MAX_CODES,
  ORDER_MAX_LINES,
} from '../../src/domain/constants.js';
import { badRequest } from '../http/errors.js';
import type { RequestedLine } from './pricing.js';

export const MAX_CAMPAIGN_ENTRIES = 50;
export const MAX_TEXT = 500;

/** A requested line as the client sends it: no position yet, and the template optional. */
type LineChoices = Omit<RequestedLine, 'index' | 'template'> & { readonly template?: unknown };

export const requestedLines = (lines: readonly LineChoices[], field: string): RequestedLine[] => {
  if (lines.length > ORDER_MAX_LINES) throw badRequest(`Field "${field}" may hold at most ${ORDER_MAX_LINES} lines`);
  return lines.flatMap((l, index) => {
    if (!Number.isInteger(l.quantity) || l.quantity < CART_MIN_QUANTITY || l.quantity > CART_MAX_QUANTITY) {
      throw badRequest(
        `Field "${field}[${index}].quantity" must be a whole number from ${CART_MIN_QUANTITY} to ${CART_MAX_QUANTITY}`,
      );
    }
    if (l.uuid.length > 100) throw badRequest(`Field "${field}[${index}].uuid" must be at most 100 characters`);
    if (l.quantity === 0) return [];
    return [
      {
        index,
        uuid: l.uuid,
        product_id: l.product_id,
        variation_id: l.variation_id,
        quantity: l.quantity,
        margin: l.margin,
        black_and_white: l.black_and_white,
        template: l.template ?? null,
      },
    ];
  });
};

export const enteredCodes = (codes: readonly string[], field: string): string[] => {
  if (codes.length > ORDER_MAX_CODES) throw badRequest(`Field "${field}" may hold at most ${ORDER_MAX_CODES} codes`);
  const long = codes.findIndex((c) => c.length > ORDER_CODE_MAX_LENGTH);
  if (long >= 0) throw badRequest(`Field "${field}[${long}]" must be at most ${ORDER_CODE_MAX_LENGTH} characters`);
  return codes.map((c) => c.trim());
};

export const campaignData = (data: Readonly<Record<string, string>>, field: string): Record<string, string> => {
  const entries = Object.entries(data);
  if (entries.length > MAX_CAMPAIGN_ENTRIES) throw badRequest(`Field "${field}" may hold at most ${MAX_CAMPAIGN_ENTRIES} values`);
  const long = entries.find(([k, v]) => k.length > 100 || v.length > MAX_TEXT);
  if (long)
    throw badRequest(
      `Field "${field}.${long[0].slice(0, 100)}" is too long (at most 100 characters for a name, ${MAX_TEXT} for a value)`,
    );
  return Object.fromEntries(entries);
};
