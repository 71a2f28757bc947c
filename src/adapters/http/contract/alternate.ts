import * as t from 'io-ts';

/**
 * hreflang alternates (docs/rules/stores-and-urls.md#stores "alternate"): one absolute URL of the same resource per store,
 * keyed by the store's BCP 47 locale ("de-AT", "en", …) plus "x-default". Locales rather than
 * bare languages because stores sharing a language still have different URLs.
 */
export const Alternate = t.record(t.string, t.string, 'Alternate');
export type Alternate = t.TypeOf<typeof Alternate>;
