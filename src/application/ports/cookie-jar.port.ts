/**
 * The shop's cookies (docs/rules/shop-wide.md#layout "Cookies": consent, hidden banners, the newsletter subscription).
 * In the browser it is `document.cookie`; on the server it is the request's cookies, read-only.
 * Every cookie the shop reads or writes is named in `COOKIES`, so the browser and the
 * server-render cache key (which varies by the cookies that change the HTML) share one table.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Best effort: on the server a write changes nothing (the response sets no cookie). */
  set(name: string, value: string, options: { readonly maxAgeSeconds: number }): void;
}
