/**
 * The CookieJar over `document.cookie` (the browser). Cookies are flags, never a secret;
 * site-wide (`Path=/`), `SameSite=Lax`, and `Secure` when the page came over HTTPS (docs/rules/shop-wide.md#timings).
 */
import type { CookieJar } from '../../application/ports/cookie-jar.port';

export interface CookieDocument {
  cookie: string;
}

/** `name=value; …` as a map; values are URI-decoded, a malformed one is kept as sent. */
export const parseCookieHeader = (header: string): Readonly<Record<string, string>> =>
  Object.fromEntries(
    header
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=');
        const raw = i < 0 ? '' : c.slice(i + 1);
        let value = raw;
        try {
          value = decodeURIComponent(raw);
        } catch {
          /* kept as sent */
        }
        return [i < 0 ? c : c.slice(0, i), value];
      }),
  );

/** The `document.cookie` line that sets one cookie. */
export const cookieLine = (name: string, value: string, maxAgeSeconds: number, secure: boolean): string =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

export class DocumentCookieJar implements CookieJar {
  constructor(
    private readonly document: CookieDocument,
    private readonly secure = false,
  ) {}

  get(name: string): string | undefined {
    return parseCookieHeader(this.document.cookie)[name];
  }

  set(name: string, value: string, { maxAgeSeconds }: { readonly maxAgeSeconds: number }): void {
    this.document.cookie = cookieLine(name, value, maxAgeSeconds, this.secure);
  }
}
