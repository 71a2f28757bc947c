/**
 * Decodes a request body with its wire codec (architecture: "bad input gets a 4xx with a clear
 * message"). A failure is a 400 naming the first field that is wrong, e.g.
 * `Field "cart[0].quantity" must be a number`. Shared by the orders, gift-card and newsletter
 * routes and every other route that reads a JSON body.
 */
import * as t from 'io-ts';
import { badRequest } from './errors.js';
import { MAX_ID, MAX_JSON_DEPTH } from '../../src/adapters/http/contract/index.js';
import { printable } from './input-guard.js';

type Tagged = t.Mixed & { readonly _tag?: string; readonly type?: Tagged };
const FIELDS = new Set(['InterfaceType', 'PartialType', 'DictionaryType']);

/** Whether a child of this codec is one of its fields (not a union or intersection member). */
const hasFields = (c: Tagged): boolean =>
  FIELDS.has(c._tag ?? '') || c.name === 'SafeStringMap' || (c._tag === 'ExactType' && c.type !== undefined && hasFields(c.type));

const expected = (name: string): string => {
  switch (name) {
    case 'number':
      return 'a number';
    case 'string':
      return 'a string';
    case 'boolean':
      return 'true or false';
    case 'boolean | null':
      return 'true, false or null';
    case 'string | null':
      return 'a string or null';
    case 'SafeString':
      return 'text without NUL characters or broken Unicode';
    case 'Id':
      return `a whole number from 1 to ${MAX_ID}`;
    case 'Id | null':
      return `a whole number from 1 to ${MAX_ID}, or null`;
    case 'SafeStringMap':
      return 'names and values of text without NUL characters or broken Unicode';
    case 'SafeJson':
      return `JSON without NUL characters or broken Unicode, nested at most ${MAX_JSON_DEPTH} levels`;
    default:
      if (name.startsWith('Array<')) return 'a list';
      // Bounded numbers (contract/bounded.ts) name their range: "a whole number from 0 to 27".
      return /^(whole )?number from /.test(name) ? `a ${name}` : `a valid ${name}`;
  }
};

/** "cart[0].quantity" from an io-ts context; union and intersection members add no segment. */
const fieldOf = (context: t.Context): { path: string; type: string } => {
  let path = '';
  let type = context[0]?.type.name ?? 'value';
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1]!.type as Tagged;
    const entry = context[i]!;
    if (parent._tag === 'ArrayType') path += `[${entry.key}]`;
    else if (hasFields(parent)) path += path ? `.${entry.key}` : entry.key;
    else continue;
    type = entry.type.name;
  }
  return { path, type };
};

export const decodeBody = <C extends t.Mixed>(codec: C, body: unknown): t.TypeOf<C> => {
  const result = codec.decode(body);
  if (result._tag === 'Right') return result.right;
  const first = result.left[0];
  if (!first || body === null || typeof body !== 'object') {
    throw badRequest(`The request body must be a JSON object (${codec.name})`);
  }
  const { path: raw, type } = fieldOf(first.context);
  const path = printable(raw);
  const missing = first.value === undefined ? ' and is missing' : '';
  throw badRequest(`Field "${path}" must be ${expected(type)}${missing}`);
};
