/**
 * The one table of the shop's cookies (spec §9 "Cookies"). The browser writes them through the
 * CookieJar port; the server render reads them to decide what it shows, and its page cache keys
 * by the cookies marked `changesMarkup` (each one shows or hides a banner).
 */
import { BANNER_HIDDEN_MAX_AGE_S, COOKIE_CONSENT_MAX_AGE_S, SUBSCRIBED_COOKIE_MAX_AGE_S } from '../../domain/constants';

export interface ShopCookie {
  readonly name: string;
  readonly maxAgeSeconds: number;
  /** A server-rendered page differs with and without it. */
  readonly changesMarkup: boolean;
}

export const COOKIES = {
  /** Cookie consent given: the alert stays away 30 days. */
  consent: { name: 'cookie_consent', maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S, changesMarkup: true },
  /** The store-message banner was closed. */
  storeMessageHidden: { name: 'store_message_hidden', maxAgeSeconds: BANNER_HIDDEN_MAX_AGE_S, changesMarkup: true },
  /** Subscribed to the newsletter: its banner stays away a year. */
  newsletterSubscribed: { name: 'newsletter_subscribed', maxAgeSeconds: SUBSCRIBED_COOKIE_MAX_AGE_S, changesMarkup: true },
} as const satisfies Readonly<Record<string, ShopCookie>>;

export type CookieName = keyof typeof COOKIES;

/** The cookies a server-rendered page's cache key varies by, in a fixed order. */
export const MARKUP_COOKIES: readonly ShopCookie[] = Object.values(COOKIES).filter((c) => c.changesMarkup);
