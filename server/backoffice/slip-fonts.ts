/**
 * The shop's own typeface, Inter (@fontsource-variable/inter, the pages' font), for the packing slips: a
 * shopper's name in any of the store's languages prints as written (Łódź, Ærø, Пётр), which the PDF's
 * built-in fonts (Latin-1) cannot. The package ships WOFF2 files split by script; the PDF library's
 * subsetter cannot read WOFF2's packed outlines, so each file is unpacked to TrueType once (wawoff2,
 * Google's own decoder) and each character prints in the first file that covers it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decompress } from 'wawoff2';

/** The package's files, most used first: a character takes the first that covers it. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
type Subset = (typeof SUBSETS)[number];

export interface SlipFont {
  /** The font's name in the PDF document (registered with registerFont). */
  readonly name: Subset;
  readonly ttf: Buffer;
  readonly covers: (codePoint: number) => boolean;
}

/** `U+0000-00FF,U+0131` → a test of whether a code point is in one of the ranges. */
export const rangesOf = (unicodeRange: string): ((codePoint: number) => boolean) => {
  const ranges = unicodeRange.split(',').map((r) => {
    const [from, to] = r.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  });
  return (c) => ranges.some(([from, to]) => c >= from && c <= to);
};

const load = async (): Promise<readonly SlipFont[]> => {
  const require = createRequire(import.meta.url);
  const fileOf = (subset: Subset) => require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
  const unicode = JSON.parse(await readFile(path.join(path.dirname(fileOf('latin')), '..', 'unicode.json'), 'utf8')) as Record<
    Subset,
    string
  >;
  return Promise.all(
    SUBSETS.map(async (name) => ({
      name,
      ttf: Buffer.from(await decompress(await readFile(fileOf(name)))),
      covers: rangesOf(unicode[name]),
    })),
  );
};

let loading: Promise<readonly SlipFont[]> | undefined;

/** The fonts, unpacked on first use and kept (about 1 MB). */
export const slipFonts = (): Promise<readonly SlipFont[]> => (loading ??= load());

/** `text` cut into runs each of one font, the first covering its characters (the first font for none). */
export const fontRuns = (fonts: readonly SlipFont[], text: string): { font: Subset; text: string }[] => {
  const runs: { font: Subset; text: string }[] = [];
  for (const ch of text) {
    const font = (fonts.find((f) => f.covers(ch.codePointAt(0)!)) ?? fonts[0]!).name;
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
};
