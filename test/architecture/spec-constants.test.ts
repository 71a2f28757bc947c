import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';
import * as C from '../../src/domain/constants';

/**
 * One home for each constant (docs/rules/shop-wide.md#timings): a spec number is written in src/domain/constants.ts and
 * read from there; a literal of the same number elsewhere in src/ or server/ is a restatement
 * that can drift. Numbers up to 40 (paddings, icon sizes, drawing coordinates) and 100, 200,
 * 500 (percentages, HTTP statuses) are too common to tell apart from a restatement, so the scan
 * looks at the distinctive ones, plus the phone media query's bound (the mobile breakpoint less
 * one). Code and strings are scanned, comments not; a number may carry a unit (`1023px`).
 */
const COMMON = new Set([100, 200, 500]);
const SCANNED = new Map<number, string>();
const scan = (value: number, name: string) => SCANNED.set(value, SCANNED.has(value) ? `${SCANNED.get(value)}, ${name}` : name);
for (const [name, v] of Object.entries(C)) if (typeof v === 'number' && v > 40 && !COMMON.has(v)) scan(v, name);
scan(C.MOBILE_BREAKPOINT_PX - 1, 'MOBILE_BREAKPOINT_PX - 1');

/**
 * Literals that only look like a spec number, each with its reason. A path ending in "/" holds
 * for its folder. An entry that no longer matches anything fails the test, so the list stays short.
 */
const ALLOWED: readonly { readonly path: string; readonly value: number; readonly why: string }[] = [
  { path: 'server/demo/art/', value: 47, why: 'drawing coordinates of the demo artwork' },
  { path: 'server/demo/art/', value: 47, why: 'drawing coordinates of the demo artwork (after the move)' },
  { path: 'server/app-plugins.ts', value: 1024, why: 'compression threshold in bytes' },
  { path: 'server/config.ts', value: 1024, why: 'default media cache size in MB' },
  { path: 'server/config.ts', value: 3000, why: 'default port' },
  { path: 'server/uploads/upload.routes.ts', value: 1024, why: 'a form field size in bytes' },
  { path: 'server/ssr/document.ts', value: 3000, why: 'how long the page waits for its scripts, not a toast' },
  { path: 'src/ui/shop/useScrollRestoration.ts', value: 3000, why: 'how long a scroll position waits for its page' },
  { path: 'src/adapters/memory/in-memory-image-upload.ts', value: 3000, why: "a test photo's width" },
  { path: 'server/http/sanitize.ts', value: 5000, why: 'a memo size of the sanitiser' },
  { path: 'server/http/answer-cache.ts', value: 5000, why: 'a cache entry bound' },
  { path: 'server/demo/seed/others.ts', value: 350, why: "a demo product's popularity" },
  { path: 'src/ui/pages/product/product.css.ts', value: 1024, why: "a preview's height cap in CSS (no token for it)" },
  // One year, as the HTTP cache lifetime of immutable files, happens to equal the subscribed cookie's max age.
  { path: 'server/artists/artist-media.routes.ts', value: 31_536_000, why: 'HTTP cache lifetime, a year' },
  { path: 'server/catalogue/catalogue-media.routes.ts', value: 31_536_000, why: 'HTTP cache lifetime, a year' },
  { path: 'server/http/security-headers.ts', value: 31_536_000, why: 'HSTS lifetime, a year' },
  { path: 'server/demo/art/media.routes.ts', value: 31_536_000, why: 'HTTP cache lifetime, a year' },
  { path: 'server/uploads/upload.routes.ts', value: 31_536_000, why: 'HTTP cache lifetime, a year' },
  { path: 'server/walls/wall.routes.ts', value: 31_536_000, why: 'HTTP cache lifetime, a year' },
  { path: 'server/config.ts', value: 5000, why: 'the shutdown drain in ms' },
  { path: 'server/worker.ts', value: 5000, why: "the print worker's poll interval in ms" },
  { path: 'server/db/postgres.ts', value: 3000, why: 'how long a request waits for a database connection' },
  // A million, as LIST_OFFSET_MAX is, also counts bytes, pixels, stock and generated amounts.
  { path: 'src/testing/commerce.ts', value: 1_000_000, why: 'the largest generated amount and id' },
  { path: 'server/app-plugins.ts', value: 1_000_000, why: 'the JSON body limit in bytes' },
  { path: 'server/demo/seed/index.ts', value: 1_000_000, why: "a demo variation's stock" },
  { path: 'server/platform/image-checks.ts', value: 1_000_000, why: 'pixels per megapixel' },
];

const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Each literal of a scanned number in one file, as "path:line value (NAME)". */
export const restatements = (rel: string, source: string): string[] => {
  if (rel.startsWith('src/domain/')) return [];
  const lines = withoutComments(source)
    .replace(/(\d)_(?=\d)/g, '$1')
    .split('\n');
  return lines.flatMap((line, i) =>
    [...line.matchAll(/(?<![\w.$#])\d+(?:\.\d+)?(?![\d.])(?![a-zA-Z_]*\d)/g)].flatMap((m) => {
      const value = Number(m[0]);
      // Bytes: 1024 as a factor or divisor (KB, MB) is not the breakpoint.
      const byteArithmetic =
        value === 1024 && (/[*/]\s*$/.test(line.slice(0, m.index)) || /^\s*\*/.test(line.slice(m.index! + m[0].length)));
      if (!SCANNED.has(value) || byteArithmetic) return [];
      return [`${rel}:${i + 1} ${value} (${SCANNED.get(value)})`];
    }),
  );
};

const allowed = (finding: string) =>
  ALLOWED.find((a) => {
    const [file, rest] = [finding.slice(0, finding.indexOf(':')), finding.slice(finding.indexOf(' ') + 1)];
    const under = a.path.endsWith('/') ? file.startsWith(a.path) : file === a.path;
    return under && rest.startsWith(`${a.value} `);
  });

describe('spec constants have one home (docs/rules/shop-wide.md#timings)', () => {
  const findings = allSources().flatMap((file) =>
    restatements(path.relative(ROOT, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
  );

  it('no spec number is restated as a literal outside src/domain', () => {
    expect(findings.filter((f) => !allowed(f))).toEqual([]);
  });

  it('every allowance still matches a literal (none is stale)', () => {
    const stale = ALLOWED.filter((a) => !a.path.startsWith('server/demo/') && !findings.some((f) => allowed(f) === a)).map(
      (a) => `${a.path} ${a.value}`,
    );
    expect(stale).toEqual([]);
  });

  it.each([
    ['src/ui/x.tsx', 'const PAGE_CACHE = 4; setTimeout(done, 5000);', ['src/ui/x.tsx:1 5000 (PROGRESS_BAR_DURATION_MS)']],
    ['server/x.ts', "const age = 'max-age=2_592_000';", ['server/x.ts:1 2592000 (COOKIE_CONSENT_MAX_AGE_S)']],
    [
      'src/ui/y.css.ts',
      "'@media': { 'screen and (max-width: 1023px)': {} }",
      ['src/ui/y.css.ts:1 1023 (MOBILE_BREAKPOINT_PX - 1)'],
    ],
    ['src/ui/z.ts', '// waits 350 ms\nconst limit = 32 * 1024 * 1024; const w = 350.5;', []],
  ])('the scan catches %s', (rel, source, expected) => {
    expect(restatements(rel, source)).toEqual(expected);
  });
});
