import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PRINTABLE_RANGES } from '../../src/domain/templates';

/**
 * The print draws every character the templates accept ("an emoji must never
 * print as a box"): librsvg takes its fonts from fontconfig, so the artwork's families must
 * resolve to DejaVu on the print server (the operator installs fonts-dejavu-core), and every
 * face the artwork uses must hold a glyph for every code point of the printable set.
 */
const fc = (cmd: string, args: readonly string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const FACES = [
  ['DejaVu Serif', ''],
  ['DejaVu Serif', 'Bold'],
  ['DejaVu Serif', 'Italic'],
  ['DejaVu Serif', 'Bold Italic'],
  ['DejaVu Sans', ''],
  ['DejaVu Sans', 'Bold'],
  ['DejaVu Sans', 'Oblique'],
  ['DejaVu Sans', 'Bold Oblique'],
] as const;

const charset = (file: string): Set<number> => {
  const set = new Set<number>();
  for (const part of fc('fc-query', ['--format', '%{charset}', file]).trim().split(/\s+/)) {
    const [from, to] = part.split('-').map((x) => parseInt(x, 16));
    for (let cp = from!; cp <= (to ?? from!); cp++) set.add(cp);
  }
  return set;
};

describe('print fonts', () => {
  it.each(FACES)('%s %s is what the print server draws with, and it holds every printable character', (family, style) => {
    const pattern = style ? `${family}:style=${style}` : family;
    const [file, matched] = fc('fc-match', ['--format', '%{file}\n%{family}', pattern]).split('\n');
    expect(matched).toContain(family);
    const glyphs = charset(file!);
    // Tab, LF and CR are whitespace in SVG text, never drawn.
    const missing = PRINTABLE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
      .filter((cp) => cp >= 0x20 && !glyphs.has(cp))
      .map((cp) => `U+${cp.toString(16).toUpperCase()}`);
    expect(missing).toEqual([]);
  });
});
