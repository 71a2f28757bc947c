#!/usr/bin/env node
// Rewrites comments (and test titles) that cite documents outside the repository so they cite the docs/ section
// that now states the rule, and drops mentions of work items. Idempotent: a second run changes nothing.
//
//   node scripts/docs/cite-docs.mjs           rewrites src/ server/ test/ scripts/ bench/ examples/
//   node scripts/docs/cite-docs.mjs --check   lists the files it would change; exits 1 when there are any
//
// The mapping is scripts/docs/citation-map.mjs; test/architecture/docs-citations.test.ts checks the result.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import {
  ARCHITECTURE_HEADINGS,
  ARCHITECTURE_RULES,
  AREA_RULES,
  AREA_SECTIONS,
  LABEL_RULES,
  README_RULES,
  SECTION_DEFAULTS,
  SENTENCES,
  STYLE_TARGET,
} from './citation-map.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['src', 'server', 'test', 'scripts', 'bench', 'examples'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|css)$/;
/** The codemod, its map and the check name the old citations on purpose. */
const SKIP = new Set(['scripts/docs/cite-docs.mjs', 'scripts/docs/citation-map.mjs', 'test/architecture/docs-citations.test.ts']);
/**
 * Folders still to rewrite. The domain tests' titles name the tests the mutation results are
 * recorded against (stryker-incremental.json): renamed, each counts as new and every mutant it
 * covers is tested again (about an hour here), so they are rewritten together with a full mutation run.
 */
export const PENDING = ['test/domain/'];

const walk = (dir) =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory())
        return ['node_modules', '__screenshots__', '__pictures__'].includes(name) ? [] : walk(full);
      return EXTENSIONS.test(name) ? [full] : [];
    });

export const sourceFiles = () =>
  FOLDERS.flatMap((f) => walk(path.join(ROOT, f)))
    .map((f) => path.relative(ROOT, f).split(path.sep).join('/'))
    .filter((f) => !SKIP.has(f) && !PENDING.some((folder) => f.startsWith(folder)));

const firstMatch = (rules, text) => rules.find(([pattern]) => pattern.test(text))?.[1];

/** Where a citation of section `section` points, given the words after it and the file it is in. */
export const targetFor = (section, label, file, before = '') => {
  const byLabel = label.trim() ? firstMatch(LABEL_RULES, label) : undefined;
  if (byLabel) return byLabel;
  const bySubject = before.trim() ? firstMatch(LABEL_RULES, before) : undefined;
  if (bySubject) return bySubject;
  const area = firstMatch(AREA_RULES, file);
  const inArea = area ? AREA_SECTIONS[area]?.[section] : undefined;
  if (inArea) return inArea.startsWith('#') ? `docs/rules/${area}.md${inArea}` : inArea;
  const name = path.basename(file).replace(/\..*$/, '').replace(/[-_.]/g, ' ');
  const byName = section === 7 || section === 8 ? undefined : firstMatch(LABEL_RULES, name);
  if (byName) return byName;
  return SECTION_DEFAULTS[section] ?? SECTION_DEFAULTS[2];
};

// Work items: "(issue 27 §6)", "issue 27 §6; ", "issue 27 item 5; ", "(issue 27)", ", issue 27 §6", "issue 27 "Audit": ".
const ITEM = String.raw`issue \d+(?: (?:§\d+(?: and §\d+)?|item \d+|"[^"\n]*"))?`;
const WORK_ITEMS = [
  // A sentence that opens with one: `Issue 27 "Roles": reviewer …` → `Roles: reviewer …`; `Issue 27: STAFF …` → `STAFF …`.
  [/\bIssue \d+ "([^"\n]*)"/g, '$1'],
  [/\bIssue \d+(?: §\d+)?(?::|,)? (\S)/g, (_all, next) => next.toUpperCase()],
  [new RegExp(String.raw` ?\(${ITEM}\)`, 'g'), ''],
  [new RegExp(String.raw`\(${ITEM}(?:; |, |: )`, 'g'), '('],
  [new RegExp(String.raw`(?:; |, )${ITEM}(?=[)\n])`, 'g'), ''],
  [new RegExp(String.raw`${ITEM}(?:; |, |: )`, 'g'), ''],
  [new RegExp(String.raw` ?${ITEM}`, 'g'), ''],
];

const dropWorkItems = (text) => WORK_ITEMS.reduce((t, [pattern, to]) => t.replace(pattern, to), text);

/** `spec §N`, `the spec's … §N` and the bare `§N` that continue such a list; not `RFC 6749 §2.3.1`. */
const SECTION = /(\b[Ss]pec(?:'s)? )?§(\d+)((?:\.\d+)*)('s)?/g;

const citeSpec = (text, file) =>
  text.replace(SECTION, (whole, _spec, section, _sub, _possessive, offset, all) => {
    if (/(RFC|ISO|EN)\s?\d+\s*$/.test(all.slice(Math.max(0, offset - 12), offset))) return whole;
    const after = all.slice(offset + whole.length);
    const label = /^[^§);\n]{0,60}/.exec(after)?.[0] ?? '';
    // The subject the citation backs: the words before it on its line, back to an opening bracket or a comment mark.
    const line = all.slice(all.lastIndexOf('\n', offset) + 1, offset);
    const subject = /[^(*/]*$/.exec(line.replace(/docs\/\S+/g, '').replace(/[\s(,;:]+$/, ''))?.[0].slice(-80) ?? '';
    return targetFor(Number(section), label, file, subject);
  });

const ARCH = /ARCHITECTURE('s)?(:\s*|\s+)?(?:"([^"\n]*)")?/g;

const citeArchitecture = (text) =>
  text.replace(ARCH, (whole, possessive, gap = '', label, offset, all) => {
    const context = label ?? all.slice(offset + whole.length, offset + whole.length + 60);
    const target = firstMatch(ARCHITECTURE_RULES, context);
    if (possessive) return `the architecture's (${target})${gap}${label !== undefined ? `"${label}"` : ''}`;
    if (label === undefined) return `${target}${gap}`;
    if (ARCHITECTURE_HEADINGS.includes(label.toLowerCase())) return target;
    return `${target}${gap.includes(':') ? ': ' : ' '}"${label}"`;
  });

const citeStyle = (text) => text.replace(/\b(?:STYLE|Style) habits? [\d–-]+(?:,? and \d+)?|\bSTYLE\.md\b/g, STYLE_TARGET);

const README_SECTION = /README(\s+(?:\*\s+)?)"([^"]{1,40})"/g;

const citeReadme = (text) =>
  text.replace(
    README_SECTION,
    (whole, _gap, label) => README_RULES[label.replace(/\s*\n\s*\*?\s*/g, ' ').toLowerCase()] ?? whole,
  );

/** The same target twice in a row (`a, a`, `a and a`) once. */
const dedupe = (text) => text.replace(/(docs\/[\w./-]+\.md(?:#[\w-]+)?)((?:,\s*| and )\1)+(?![\w-])/g, '$1');

export const rewrite = (text, file) => {
  let out = text;
  for (const [where, from, to] of SENTENCES) if (where === file) out = out.split(from).join(to);
  out = dropWorkItems(out);
  out = citeReadme(out);
  out = citeArchitecture(out);
  out = citeStyle(out);
  out = citeSpec(out, file);
  return dedupe(out);
};

/** Prettier's layout of a rewritten file (a longer test title may move an argument to its own line). */
const formatted = async (full, text) => {
  const info = await prettier.getFileInfo(full, { ignorePath: path.join(ROOT, '.prettierignore') });
  if (info.ignored || !info.inferredParser) return text;
  const options = (await prettier.resolveConfig(full)) ?? {};
  return prettier.format(text, { ...options, filepath: full });
};

const main = async () => {
  const check = process.argv.includes('--check');
  const changed = [];
  for (const file of sourceFiles()) {
    const full = path.join(ROOT, file);
    const before = readFileSync(full, 'utf8');
    const rewritten = rewrite(before, file);
    if (rewritten === before) continue;
    changed.push(file);
    if (!check) writeFileSync(full, await formatted(full, rewritten));
  }
  process.stdout.write(`${check ? 'Would change' : 'Changed'} ${changed.length} files\n`);
  if (check) {
    for (const f of changed) process.stdout.write(`  ${f}\n`);
    if (changed.length) process.exitCode = 1;
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
