/**
 * Country stores (docs/rules/stores-and-urls.md#routes "Routes", docs/rules/stores-and-urls.md#routes "Locale").
 *
 * Decision: the international English store lives at the root ("/"); every other store lives
 * under its lower-case country code ("/de", "/fr", …). Each store speaks one language; several
 * stores may share a language (de/at/ch), and then they share catalogue names, slugs and route
 * prefixes, but not currency. Route prefixes for product, tag and category pages are
 * translated per language.
 */
import type { Language } from './language';
export type { Language } from './language';

export type Currency = 'EUR' | 'USD' | 'GBP' | 'CHF' | 'SEK' | 'DKK' | 'NOK' | 'PLN' | 'CZK' | 'HUF' | 'RON';

export interface Store {
  /** Stable store code; also the URL prefix segment, except for the root store. */
  readonly code: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2, upper case; 'EU' for the international store. */
  readonly countryCode: string;
  readonly language: Language;
  /** BCP 47 tag used for Intl formatting and hreflang. */
  readonly locale: string;
  readonly currency: Currency;
  /** '' for the root store, '/xx' otherwise. */
  readonly pathPrefix: string;
}

const store = (
  code: string,
  country: string,
  countryCode: string,
  language: Language,
  locale: string,
  currency: Currency,
  pathPrefix = `/${code}`,
): Store => ({ code, country, countryCode, language, locale, currency, pathPrefix });

export const STORES: readonly Store[] = [
  store('int', 'International', 'EU', 'en', 'en', 'EUR', ''),
  store('us', 'United States', 'US', 'en', 'en-US', 'USD'),
  store('gb', 'United Kingdom', 'GB', 'en', 'en-GB', 'GBP'),
  store('ie', 'Ireland', 'IE', 'en', 'en-IE', 'EUR'),
  store('de', 'Deutschland', 'DE', 'de', 'de-DE', 'EUR'),
  store('at', 'Österreich', 'AT', 'de', 'de-AT', 'EUR'),
  store('ch', 'Schweiz', 'CH', 'de', 'de-CH', 'CHF'),
  store('fr', 'France', 'FR', 'fr', 'fr-FR', 'EUR'),
  store('be', 'Belgique', 'BE', 'fr', 'fr-BE', 'EUR'),
  store('es', 'España', 'ES', 'es', 'es-ES', 'EUR'),
  store('it', 'Italia', 'IT', 'it', 'it-IT', 'EUR'),
  store('nl', 'Nederland', 'NL', 'nl', 'nl-NL', 'EUR'),
  store('se', 'Sverige', 'SE', 'sv', 'sv-SE', 'SEK'),
  store('dk', 'Danmark', 'DK', 'da', 'da-DK', 'DKK'),
  store('no', 'Norge', 'NO', 'nb', 'nb-NO', 'NOK'),
  store('fi', 'Suomi', 'FI', 'fi', 'fi-FI', 'EUR'),
  store('pl', 'Polska', 'PL', 'pl', 'pl-PL', 'PLN'),
  store('cz', 'Česko', 'CZ', 'cs', 'cs-CZ', 'CZK'),
  store('hu', 'Magyarország', 'HU', 'hu', 'hu-HU', 'HUF'),
  store('pt', 'Portugal', 'PT', 'pt', 'pt-PT', 'EUR'),
  store('ro', 'România', 'RO', 'ro', 'ro-RO', 'RON'),
];

export const LANGUAGES: readonly Language[] = [...new Set(STORES.map((s) => s.language))];

export const DEFAULT_STORE: Store = STORES[0]!;

export { ROUTE_PREFIXES, type RoutePrefixes } from './route-prefixes';
import { ROUTE_PREFIXES } from './route-prefixes';

export const storeByCode = (code: string): Store | undefined => STORES.find((s) => s.code === code);

/** The store a URL path belongs to, and the path inside that store. */
export const resolveStorePath = (path: string): { store: Store; rest: string } => {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  const found = match ? STORES.find((s) => s.pathPrefix === `/${match[1]}`) : undefined;
  if (found) return { store: found, rest: path.slice(found.pathPrefix.length) || '/' };
  return { store: DEFAULT_STORE, rest: path || '/' };
};

export const productPath = (s: Store, slug: string): string => `${s.pathPrefix}/${ROUTE_PREFIXES[s.language].product}/${slug}`;
export const tagPath = (s: Store, slug: string): string => `${s.pathPrefix}/${ROUTE_PREFIXES[s.language].tag}/${slug}`;
export const searchPath = (s: Store, query: string): string =>
  `${s.pathPrefix}/${ROUTE_PREFIXES[s.language].search}?query=${encodeURIComponent(query)}`;
/** Where the e-mails send the shopper to follow an order: the store's own words, the order's unguessable token. */
export const orderStatusPath = (s: Store, token: string): string =>
  `${s.pathPrefix}/${ROUTE_PREFIXES[s.language].orderStatus}/${token}`;
export const categoryPath = (s: Store, slugs: readonly string[]): string =>
  `${s.pathPrefix}/${ROUTE_PREFIXES[s.language].category}/${slugs.join('/')}`;
