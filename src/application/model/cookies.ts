/**
 * The one table of the shop's cookies (docs/rules/shop-wide.md#layout "Cookies"). Every cookie name the browser or the
 * server reads or writes is here (a test scans the sources for strays). The browser writes its
 * flags through the CookieJar port; the server sets the sign-in cookies in its answers; the
 * server render reads the flags to decide what it shows, and its page cache keys by the cookies
 * marked `changesMarkup` (each one shows or hides a banner).
 */
import { BANNER_HIDDEN_MAX_AGE_S, COOKIE_CONSENT_MAX_AGE_S, SUBSCRIBED_COOKIE_MAX_AGE_S } from '../../domain/constants';

/** A flag the browser sets through the CookieJar port, with its lifetime. */
export interface BrowserCookie {
  readonly name: string;
  readonly setBy: 'browser';
  readonly maxAgeSeconds: number;
  /** A server-rendered page differs with and without it. */
  readonly changesMarkup: boolean;
}

/**
 * A cookie the server sets when an artist signs in (server/auth); its lifetime follows the
 * session policy. None changes a server-rendered page: pages stay the same for everyone.
 */
export interface ServerCookie {
  readonly name: string;
  readonly setBy: 'server';
  /** Hidden from scripts (the session and the login under way). */
  readonly httpOnly: boolean;
  readonly changesMarkup: false;
}

export type ShopCookie = BrowserCookie | ServerCookie;

export const COOKIES = {
  /** Cookie consent given: the alert stays away 30 days. */
  consent: { name: 'cookie_consent', setBy: 'browser', maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S, changesMarkup: true },
  /** The store-message banner was closed. */
  storeMessageHidden: {
    name: 'store_message_hidden',
    setBy: 'browser',
    maxAgeSeconds: BANNER_HIDDEN_MAX_AGE_S,
    changesMarkup: true,
  },
  /** Subscribed to the newsletter: its banner stays away a year. */
  newsletterSubscribed: {
    name: 'newsletter_subscribed',
    setBy: 'browser',
    maxAgeSeconds: SUBSCRIBED_COOKIE_MAX_AGE_S,
    changesMarkup: true,
  },
  /** The artist's session (signed). */
  session: { name: 'shop_session', setBy: 'server', httpOnly: true, changesMarkup: false },
  /** A wallet login under way (the redirect's state), on /auth only. */
  login: { name: 'shop_login', setBy: 'server', httpOnly: true, changesMarkup: false },
  /**
   * Set beside the session, readable by scripts: it only says "show the account link", and the
   * browser reads it after hydration, so a cached page stays anonymous.
   */
  accountHint: { name: 'shop_artist', setBy: 'server', httpOnly: false, changesMarkup: false },
  /** A member of staff's back-office session (signed), apart from any artist session. */
  staffSession: { name: 'shop_staff', setBy: 'server', httpOnly: true, changesMarkup: false },
  /** A staff sign-in under way (the redirect's state), on /auth/staff only. */
  staffLogin: { name: 'shop_staff_login', setBy: 'server', httpOnly: true, changesMarkup: false },
} as const satisfies Readonly<Record<string, ShopCookie>>;

export type CookieName = keyof typeof COOKIES;

/** The cookies the browser sets itself (a dismissible notice names one). */
export type BrowserCookieName = {
  [K in CookieName]: (typeof COOKIES)[K] extends { readonly setBy: 'browser' } ? K : never;
}[CookieName];

/** The cookies a server-rendered page's cache key varies by, in a fixed order. */
export const MARKUP_COOKIES: readonly ShopCookie[] = Object.values(COOKIES).filter((c) => c.changesMarkup);

/** The part of a page's cache key that cookies decide: one digit per markup cookie, set or not. */
export const markupCookieKey = (cookies: Readonly<Record<string, string | undefined>>): string =>
  MARKUP_COOKIES.map((c) => (cookies[c.name] ? 1 : 0)).join('');
