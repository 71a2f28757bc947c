/**
 * How the cart is kept in the KeyValueStore under 'cart' (docs/rules/stores-and-urls.md#routes: the cart survives a reload
 * and follows other tabs): `{ version: 1, lines }`. Reading checks every line; a damaged line
 * is dropped, a value that is not a cart at all is ignored. A quantity above what one order
 * line may hold (a cart saved before that limit) reads as the limit, so it can be checked out.
 */
import { clampCartQuantity, type CartLine } from '../../../domain';
import type { Json } from '../../ports/key-value-store.port';
import { isBoolean, isInteger, isNullable, isOptional, isRecord, isString, readEnvelope } from '../persisted-state/stored-shape';
import type { CartLines } from './cart-lines';

export const CART_KEY = 'cart';
const VERSION = 1;

const isStringMap = (v: unknown): boolean => isRecord(v) && Object.values(v).every(isString);

const isTemplate = (v: unknown): boolean =>
  isRecord(v) &&
  ((v['kind'] === 'template' &&
    isString(v['templateId']) &&
    isRecord(v['values']) &&
    isStringMap(v['assets']) &&
    isBoolean(v['valid'])) ||
    (v['kind'] === 'upload' && isString(v['uploadedImageId'])));

const isCartLine = (v: unknown): v is CartLine =>
  isRecord(v) &&
  isString(v['uuid']) &&
  isInteger(v['type']) &&
  isNullable(v['thumb'], isString) &&
  isString(v['name']) &&
  isString(v['slug']) &&
  isInteger(v['productId']) &&
  isInteger(v['variationId']) &&
  isString(v['variationName']) &&
  isString(v['sku']) &&
  isOptional(v['margin'], isBoolean) &&
  isOptional(v['blackAndWhite'], isBoolean) &&
  isRecord(v['price']) &&
  isInteger(v['price']['amount']) &&
  isString(v['price']['currency']) &&
  isInteger(v['quantity']) &&
  (v['quantity'] as number) >= 1 &&
  isOptional(v['template'], isTemplate) &&
  isOptional(v['posterLineId'], isString);

export const readStoredCart = (stored: unknown): CartLines | undefined =>
  readEnvelope(stored, VERSION, 'lines', isCartLine)?.map((l) => ({ ...l, quantity: clampCartQuantity(l.quantity) }));

// Cart lines are plain data (strings, numbers, booleans and records of them); the cast only
// forgets the interface names that TypeScript will not widen to an index signature.
export const storedCart = (lines: CartLines): Json => ({ version: VERSION, lines: lines as unknown as Json });
