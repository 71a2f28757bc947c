import * as t from 'io-ts';

/** Free-form string → string map: template assets, order tracking snippets, campaign data. */
export const StringMap = t.record(t.string, t.string, 'StringMap');
export type StringMap = t.TypeOf<typeof StringMap>;
