/**
 * Shape checks for values read back from the KeyValueStore (docs/rules/shop-wide.md#side-panels cart and wishlist). What
 * is stored may be corrupt or from an older version, so it is checked field by field instead
 * of trusted; these small predicates keep the readers short.
 */
export type Fields = Readonly<Record<string, unknown>>;

export const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
export const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
export const isOptional = (v: unknown, check: (v: unknown) => boolean): boolean => v === undefined || check(v);
export const isNullable = (v: unknown, check: (v: unknown) => boolean): boolean => v === null || check(v);

/**
 * Reads a `{ version, <field>: [...] }` envelope: nothing stored reads as an empty list; a
 * wrong envelope reads as `undefined` (ignored); entries that fail `isItem` are dropped, so one
 * damaged entry does not cost the shopper the rest.
 */
export const readEnvelope = <T>(
  stored: unknown,
  version: number,
  field: string,
  isItem: (v: unknown) => v is T,
): readonly T[] | undefined => {
  if (stored === undefined || stored === null) return [];
  if (!isRecord(stored) || stored['version'] !== version) return undefined;
  const items = stored[field];
  return Array.isArray(items) ? items.filter(isItem) : undefined;
};
