import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';
import { COOKIES, MARKUP_COOKIES, markupCookieKey } from '../../src/application/model/cookies';

/**
 * One table of cookie names (docs/rules/shop-wide.md#layout "Cookies"), shared by the browser, the server's sign-in and
 * the server-render cache key: a name is written only in src/application/model/cookies.ts, and
 * every read or write names its cookie through that table.
 */
const TABLE = path.join('src', 'application', 'model', 'cookies.ts');
const COOKIE_JAR = path.join('src', 'adapters', 'cookies', 'document-cookie-jar.ts');
const NAMES = Object.values(COOKIES).map((c) => c.name);

const LITERAL_ACCESS =
  /(?:setCookie|clearCookie|unsignCookie)\(\s*['"`]|cookies\s*\[\s*['"`]|cookies\.(?:get|set)\(\s*['"`]|\.cookie\(\s*['"`]/g;

/** Problems in one file: a table name restated, a cookie named by a literal, document.cookie outside its adapter. */
export const cookieProblems = (rel: string, source: string): string[] => {
  if (rel === TABLE) return [];
  const restated = NAMES.filter((n) => new RegExp(`['"\`]${n}['"\`=]`).test(source)).map(
    (n) => `${rel}: restates cookie name ${n}`,
  );
  const literal = [...source.matchAll(LITERAL_ACCESS)].map((m) => `${rel}: names a cookie by a literal (${m[0]})`);
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const direct =
    rel !== COOKIE_JAR && /document\.cookie/.test(code) ? [`${rel}: reads document.cookie outside the CookieJar adapter`] : [];
  return [...restated, ...literal, ...direct];
};

describe('cookie names come from the one table', () => {
  it('holds for src/ and server/', () => {
    const found = allSources().flatMap((file) => {
      const rel = path.relative(ROOT, file);
      return cookieProblems(rel, readFileSync(file, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['src/ui/x.tsx', "const HINT = 'shop_artist';", 'src/ui/x.tsx: restates cookie name shop_artist'],
    ['server/auth/x.ts', "reply.setCookie('new_cookie', v);", "server/auth/x.ts: names a cookie by a literal (setCookie(')"],
    ['server/auth/y.ts', "const raw = req.cookies['shop_x'];", "server/auth/y.ts: names a cookie by a literal (cookies[')"],
    [
      'src/application/z.ts',
      "ports.cookies.get('promo_seen');",
      "src/application/z.ts: names a cookie by a literal (cookies.get(')",
    ],
    [
      'src/ui/w.tsx',
      '/** not document.cookie here */\nconst on = document.cookie.includes(x);',
      'src/ui/w.tsx: reads document.cookie outside the CookieJar adapter',
    ],
  ])('catches %s', (rel, source, problem) => {
    expect(cookieProblems(rel, source)).toEqual([problem]);
  });

  it('lets names read through the table pass', () => {
    expect(
      cookieProblems('server/auth/ok.ts', 'reply.setCookie(COOKIES.login.name, state); req.cookies[SESSION_COOKIE];'),
    ).toEqual([]);
  });
});

describe('the server-render cache key varies by exactly the markup cookies of the table', () => {
  it.each(Object.entries(COOKIES))('%s changes the key only if it changes the markup', (_key, cookie) => {
    expect(markupCookieKey({ [cookie.name]: '1' }) !== markupCookieKey({})).toBe(cookie.changesMarkup);
  });

  it('ignores cookies the table does not know', () => {
    expect(markupCookieKey({ _ga: 'GA1.1', other: 'x' })).toBe(markupCookieKey({}));
  });

  it('tells every combination of markup cookies apart', () => {
    const keys = new Set(
      Array.from({ length: 2 ** MARKUP_COOKIES.length }, (_, bits) =>
        markupCookieKey(Object.fromEntries(MARKUP_COOKIES.filter((_, i) => bits & (1 << i)).map((c) => [c.name, '1']))),
      ),
    );
    expect(keys.size).toBe(2 ** MARKUP_COOKIES.length);
  });

  it('is the key the page cache uses', () => {
    const route = readFileSync(path.join(ROOT, 'server', 'ssr', 'ssr.routes.ts'), 'utf8');
    expect(route).toMatch(/cacheKey = `[^`]*\$\{entry\.markupCookieKey\(cookies\)\}`/);
  });
});
