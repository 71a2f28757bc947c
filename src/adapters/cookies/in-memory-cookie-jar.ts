/**
 * The CookieJar over a fixed set of cookies: a server render reads the request's cookies (its
 * writes change nothing — the flows that write cookies run in the browser); tests and headless
 * runs keep what was written.
 */
import type { CookieJar } from '../../application/ports/cookie-jar.port';

export class InMemoryCookieJar implements CookieJar {
  private readonly jar: Map<string, string>;

  constructor(
    cookies: Readonly<Record<string, string>> = {},
    private readonly readOnly = false,
  ) {
    this.jar = new Map(Object.entries(cookies));
  }

  get(name: string): string | undefined {
    return this.jar.get(name);
  }

  set(name: string, value: string): void {
    if (!this.readOnly) this.jar.set(name, value);
  }
}
