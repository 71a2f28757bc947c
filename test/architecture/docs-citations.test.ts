import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sources';

/**
 * The repository explains itself (docs/README.md#citing-the-docs): comments cite docs/ sections, never a document
 * outside the repository or a work item, and every docs/ citation names a file and heading that exist.
 */
const FOLDERS = ['src', 'server', 'test', 'scripts', 'bench', 'examples'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|css)$/;
/** The codemod and its map name the old citations on purpose, and so does this file. */
const SKIP = new Set(['scripts/docs/cite-docs.mjs', 'scripts/docs/citation-map.mjs', 'test/architecture/docs-citations.test.ts']);
/** The folders the codemod has still to rewrite, as its PENDING list names them (scripts/docs/cite-docs.mjs says why). */
const PENDING = ['test/domain/'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', '__screenshots__', '__pictures__'].includes(name) ? [] : walk(full);
    return EXTENSIONS.test(name) ? [full] : [];
  });

const sources = (): { file: string; text: string }[] =>
  FOLDERS.flatMap((f) => walk(path.join(ROOT, f)))
    .map((full) => ({ file: path.relative(ROOT, full).split(path.sep).join('/'), full }))
    .filter(({ file }) => !SKIP.has(file) && !PENDING.some((folder) => file.startsWith(folder)))
    .map(({ file, full }) => ({ file, text: readFileSync(full, 'utf8') }));

/** Citations of documents outside the repository, of the old README's sections, and of work items. */
export const OUTSIDE_CITATIONS: readonly [string, RegExp][] = [
  ['the product document', /\bspec §|shop-spec/],
  ['the architecture notes', /\bARCHITECTURE\b/],
  ['the style notes', /\bSTYLE\.md\b|\b(?:STYLE|Style) habits?\b/],
  ['a section of the old README', /\bREADME\s+(?:\*\s+)?"/],
  ['a work item', /\bissue \d+/i],
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (markdown: string): Set<string> => {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => anchorOf(m[1]!)));
};

/** Why a citation `docs/<file>.md#<anchor>` does not lead anywhere, or null when it does. */
export const brokenCitation = (citation: string, read: (file: string) => string | undefined): string | null => {
  const [file, anchor] = citation.split('#') as [string, string | undefined];
  const markdown = read(file);
  if (markdown === undefined) return `${file} does not exist`;
  if (anchor !== undefined && !anchorsOf(markdown).has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
};

const readRepoFile = (file: string): string | undefined => {
  const full = path.join(ROOT, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
};

const DOCS_CITATION = /\bdocs\/[\w./-]*?\.md(?:#[\w-]+)?/g;

describe('the docs checks themselves', () => {
  it('make anchors as GitHub does', () => {
    expect(anchorOf('Size, frame and options')).toBe('size-frame-and-options');
    expect(anchorOf('Gift cards and coupons')).toBe('gift-cards-and-coupons');
    expect(anchorOf('`server/app`')).toBe('serverapp');
  });

  it('find a citation that leads nowhere', () => {
    const docs: Record<string, string> = { 'docs/a.md': '# A\n\n## Line price\n\n```\n## Not a heading\n```\n' };
    const read = (f: string) => docs[f];
    expect(brokenCitation('docs/a.md#line-price', read)).toBeNull();
    expect(brokenCitation('docs/a.md', read)).toBeNull();
    expect(brokenCitation('docs/a.md#not-a-heading', read)).toMatch(/no heading/);
    expect(brokenCitation('docs/b.md#x', read)).toMatch(/does not exist/);
  });

  it('recognise every kind of outside citation', () => {
    const samples = ['(spec §4 "Price")', 'ARCHITECTURE "Scaling out"', 'STYLE habit 3', 'README "Limits"', '(issue 27 §6)'];
    for (const sample of samples)
      expect(
        OUTSIDE_CITATIONS.some(([, p]) => p.test(sample)),
        sample,
      ).toBe(true);
    expect(OUTSIDE_CITATIONS.some(([, p]) => p.test('docs/rules/checkout.md#line-price; RFC 6749 §2.3.1'))).toBe(false);
  });

  it('links between the docs lead somewhere', () => {
    const markdown = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory()
          ? markdown(full)
          : name.endsWith('.md')
            ? [path.relative(ROOT, full).split(path.sep).join('/')]
            : [];
      });
    const broken: string[] = [];
    for (const page of ['README.md', 'CONTRIBUTING.md', ...markdown(path.join(ROOT, 'docs'))]) {
      for (const m of readRepoFile(page)!.matchAll(/\]\(([^)\s#]+?\.md)(#[\w-]+)?\)/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(page), m[1]!));
        const why = brokenCitation(`${target}${m[2] ?? ''}`, readRepoFile);
        if (why) broken.push(`${page}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

// Every folder but the codemod's PENDING ones (scripts/docs/cite-docs.mjs says why they wait).
describe('comments cite the docs', () => {
  const all = sources();

  it('cite no document outside the repository and no work item', () => {
    const found = all.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE_CITATIONS.filter(([, p]) => p.test(line)).map(([what]) => `${file}:${i + 1} cites ${what}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('leave the codemod nothing to rewrite', () => {
    const run = spawnSync(process.execPath, ['scripts/docs/cite-docs.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout).toContain('Would change 0 files');
    expect(run.status).toBe(0);
  });

  it('cite docs files and headings that exist', () => {
    const broken = all.flatMap(({ file, text }) =>
      [...text.matchAll(DOCS_CITATION)].flatMap((m) => {
        const why = brokenCitation(m[0], readRepoFile);
        return why ? [`${file}: ${m[0]}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
