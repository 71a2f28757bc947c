/**
 * UI message catalogues (react-intl / formatjs "simple" format).
 *
 * - en.json is the English source of truth and must equal what `formatjs extract` finds in src/ui (never stale);
 * - every other catalogue has exactly en.json's keys (no missing, no unused ones);
 * - every message parses as ICU and uses the same argument names as the English one, and plural
 *   messages cover the plural categories their language needs;
 * - every language spoken by a store has a catalogue.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/stores/stores';

type Catalogue = Record<string, string>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MESSAGES_DIR = path.join(ROOT, 'src/ui/i18n/messages');
const SOURCE_LANGUAGE = 'en';

const readJson = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** Every catalogue in the messages folder, by language (file name without ".json"). */
const loadCatalogues = (): Record<string, Catalogue> =>
  Object.fromEntries(
    readdirSync(MESSAGES_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [path.basename(f, '.json'), readJson(path.join(MESSAGES_DIR, f))]),
  );

interface KeyMismatch {
  readonly language: string;
  readonly missing: readonly string[];
  readonly unused: readonly string[];
}

/** Keys each catalogue lacks (missing) or has on top of the reference (unused); only languages with a mismatch. */
const compareCatalogueKeys = (reference: Catalogue, catalogues: Readonly<Record<string, Catalogue>>): KeyMismatch[] => {
  const referenceKeys = new Set(Object.keys(reference));
  return Object.entries(catalogues)
    .map(([language, catalogue]) => {
      const keys = new Set(Object.keys(catalogue));
      return {
        language,
        missing: [...referenceKeys].filter((k) => !keys.has(k)).sort(),
        unused: [...keys].filter((k) => !referenceKeys.has(k)).sort(),
      };
    })
    .filter((m) => m.missing.length > 0 || m.unused.length > 0);
};

const describeMismatches = (mismatches: readonly KeyMismatch[]): string =>
  mismatches
    .map((m) =>
      [
        `${m.language}:`,
        m.missing.length ? `  missing (${m.missing.length}): ${m.missing.join(', ')}` : '',
        m.unused.length ? `  unused (${m.unused.length}): ${m.unused.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');

/** Names of all arguments used anywhere in a parsed message (including inside plural/select branches and tags). */
const argumentNames = (elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> => {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(el.value);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(el.value);
        for (const option of Object.values(el.options)) argumentNames(option.value, into);
        break;
      case TYPE.tag:
        into.add(el.value);
        argumentNames(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
};

/** Plural elements (argument name → selectors used), however deeply nested. */
const pluralSelectors = (elements: readonly MessageFormatElement[], into: [string, string[]][] = []): [string, string[]][] => {
  for (const el of elements) {
    if (el.type === TYPE.plural && el.pluralType !== 'ordinal') into.push([el.value, Object.keys(el.options)]);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) pluralSelectors(option.value, into);
    }
    if (el.type === TYPE.tag) pluralSelectors(el.children, into);
  }
  return into;
};

const sorted = (s: Iterable<string>): string[] => [...s].sort();

describe('UI message catalogues', () => {
  let tmpDir: string;
  let extracted: Catalogue;
  let catalogues: Record<string, Catalogue>;
  let english: Catalogue;

  beforeAll(() => {
    tmpDir = mkdtempSync(path.join(os.tmpdir(), 'i18n-extract-'));
    const outFile = path.join(tmpDir, 'extracted.json');
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/formatjs'),
      ['extract', 'src/ui/**/*.{ts,tsx}', '--out-file', outFile, '--format', 'simple'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    extracted = readJson(outFile);
    catalogues = loadCatalogues();
    english = catalogues[SOURCE_LANGUAGE] ?? {};
  });

  afterAll(() => {
    if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  });

  it('extraction finds messages in the UI source', () => {
    expect(Object.keys(extracted).length).toBeGreaterThan(0);
  });

  it('en.json has exactly the extracted ids (run `node scripts/i18n.mjs extract` if this fails)', () => {
    const mismatch = compareCatalogueKeys(extracted, { [SOURCE_LANGUAGE]: english });
    expect(mismatch, describeMismatches(mismatch)).toEqual([]);
  });

  it('en.json messages equal the extracted default messages', () => {
    const stale = Object.keys(extracted)
      .filter((id) => id in english && english[id] !== extracted[id])
      .map((id) => `${id}: en.json has ${JSON.stringify(english[id])}, source has ${JSON.stringify(extracted[id])}`);
    expect(stale, stale.join('\n')).toEqual([]);
  });

  it('every other catalogue has exactly the keys of en.json (no missing, no unused keys)', () => {
    const others = Object.fromEntries(Object.entries(catalogues).filter(([lang]) => lang !== SOURCE_LANGUAGE));
    expect(Object.keys(others).length).toBeGreaterThan(0);
    const mismatches = compareCatalogueKeys(english, others);
    expect(mismatches, `catalogue keys differ from en.json:\n${describeMismatches(mismatches)}`).toEqual([]);
  });

  it('every message parses as ICU and uses the same arguments as the English one', () => {
    const problems: string[] = [];
    const englishArgs = new Map<string, string[]>();
    for (const [id, message] of Object.entries(english)) {
      try {
        englishArgs.set(id, sorted(argumentNames(parse(message))));
      } catch (e) {
        problems.push(`en ${id}: does not parse (${(e as Error).message}): ${JSON.stringify(message)}`);
      }
    }
    for (const [language, catalogue] of Object.entries(catalogues)) {
      if (language === SOURCE_LANGUAGE) continue;
      for (const [id, message] of Object.entries(catalogue)) {
        let args: string[];
        try {
          args = sorted(argumentNames(parse(message)));
        } catch (e) {
          problems.push(`${language} ${id}: does not parse (${(e as Error).message}): ${JSON.stringify(message)}`);
          continue;
        }
        const expected = englishArgs.get(id);
        if (expected && JSON.stringify(args) !== JSON.stringify(expected)) {
          problems.push(`${language} ${id}: arguments {${args.join(', ')}} but English has {${expected.join(', ')}}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('plural messages cover every plural category their language needs', () => {
    const problems: string[] = [];
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [id, message] of Object.entries(catalogue)) {
        let elements: MessageFormatElement[];
        try {
          elements = parse(message);
        } catch {
          continue; // reported by the parse test
        }
        for (const [arg, selectors] of pluralSelectors(elements)) {
          const lacking = needed.filter((c) => !selectors.includes(c));
          if (lacking.length) problems.push(`${language} ${id} {${arg}}: lacks plural categories ${lacking.join(', ')}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('there is a catalogue for every language the stores use', () => {
    const missing = LANGUAGES.filter((language) => !(language in catalogues));
    expect(missing, `no catalogue in src/ui/i18n/messages for: ${missing.join(', ')}`).toEqual([]);
  });

  describe('compareCatalogueKeys (negative check)', () => {
    it('reports a missing key and an unused key on a doctored copy', () => {
      const [firstKey] = Object.keys(english);
      expect(firstKey).toBeDefined();
      const doctored: Catalogue = { ...english, 'doctored.unused': 'Not in the source' };
      delete doctored[firstKey!];
      const mismatches = compareCatalogueKeys(english, { xx: doctored, en: { ...english } });
      expect(mismatches).toEqual([{ language: 'xx', missing: [firstKey], unused: ['doctored.unused'] }]);
      const report = describeMismatches(mismatches);
      expect(report).toContain('xx:');
      expect(report).toContain(`missing (1): ${firstKey}`);
      expect(report).toContain('unused (1): doctored.unused');
    });

    it('reports nothing for identical key sets', () => {
      expect(compareCatalogueKeys(english, { copy: { ...english } })).toEqual([]);
    });
  });
});
