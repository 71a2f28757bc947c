/**
 * What the template pictures show of their values, now that texts are fitted (wrapped or shrunk,
 * text-fit.ts): each field's text is shown whole and in order across the lines of its label,
 * and a change to one field changes only the lines that show it. Where the lines lie and how
 * large they are is text-fit.test.ts's subject.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateScene, type TemplateId, type TemplateValuesById } from '../../../src/domain/templates';
import { anyTemplate } from '../../../src/testing';
import { fieldChange } from './artwork-fields';
import { elements, labelled, sceneDocument, type SvgElement } from './artwork-parse';

const scene = <K extends TemplateId>(id: K, values: TemplateValuesById[K]) => sceneDocument(templateScene(id, values));
const upper = (s: string): string => s.toUpperCase();
/** Wrapping may break a line at any white space or inside a long word: compare the characters that print. */
const ink = (s: string): string => s.replace(/\s+/g, '');

/** The text each field's label shows, from the values (what the picture promises to print). */
const SHOWN: { readonly [K in TemplateId]: (v: TemplateValuesById[K]) => Record<string, string> } = {
  baby: (v) => ({ name: v.name, datetime: upper(v.datetime), measures: upper(`${v.weight} · ${v.height}`) }),
  'best-friends': (v) => ({ names: v.bestFriends.slice(0, v.numFriends).join(' & '), since: upper(v.since) }),
  cat: (v) => ({ name: v.name, date: upper(v.date) }),
  dog: (v) => ({ name: v.name, date: upper(v.date) }),
  family: (v) =>
    Object.fromEntries(
      v.familyMembers.slice(0, v.numMembers).flatMap((m, i) => [
        [`member-${i}`, m.name],
        [`yob-${i}`, m.yob],
      ]),
    ),
  heart: (v) => ({ text: v.text }),
  love: (v) => ({ names: v.names, place: upper(v.place), date: upper(v.date) }),
  'love-alternate': (v) => ({ names: v.names, 'place-date': upper(`${v.place} · ${v.date}`) }),
  'significant-other': (v) => ({ name: v.significantOther, text: v.significantText }),
  zodiac: (v) => ({ zodiac: v.zodiac, name: upper(v.name), date: upper(v.date) }),
  custom: (v) => ({ line: v.text }),
};

/** A label's lines: the label itself, then label-1, label-2…; a paragraph's lines are label-0, label-1… */
const linesOf = (shown: ReadonlyMap<string, SvgElement>, label: string): readonly string[] => {
  const first = shown.has(label) ? [label] : [];
  const rest = [...shown.keys()].filter((l) => l.startsWith(`${label}-`) && /^\d+$/.test(l.slice(label.length + 1)));
  const numbered = rest.map((l) => Number(l.slice(label.length + 1))).sort((a, b) => a - b);
  return [...first, ...numbered.map((n) => `${label}-${n}`)];
};

describe('template artwork: what the labels show', () => {
  it('every field is shown whole and in order across its lines, and nothing else is labelled', () => {
    fc.assert(
      fc.property(anyTemplate(), ({ id, values }) => {
        const shown = labelled(scene(id, values));
        const expected = (SHOWN[id] as (v: typeof values) => Record<string, string>)(values);
        const seen = new Set<string>();
        for (const [label, text] of Object.entries(expected)) {
          const lines = linesOf(shown, label);
          lines.forEach((l) => seen.add(l));
          // A text of white space only draws no line.
          expect(ink(lines.map((l) => shown.get(l)!.text).join('')), label).toBe(ink(text));
        }
        // No field is shown twice, none of another template.
        expect([...shown.keys()].filter((l) => !seen.has(l))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('changing one field changes only the lines that show it; the drawing around them stays', () => {
    fc.assert(
      fc.property(
        anyTemplate().chain(({ id, values }) => fc.tuple(fc.constant(id), fc.constant(values), fieldChange(id))),
        ([id, values, [field, value]]) => {
          const set = field.set as (v: typeof values, s: string) => typeof values;
          // A label that wraps adds numbered lines to its name: name, name-1…
          const shownBy = new RegExp(field.shownBy.source.replace(/\$$/, '(-\\d+)?$'));
          const outside = (all: readonly SvgElement[]) =>
            all.filter((e) => e.tag !== 'text' || !shownBy.test(e.attrs['data-label']!));
          expect(outside(elements(scene(id, set(values, value))))).toEqual(outside(elements(scene(id, values))));
        },
      ),
      { numRuns: 200 },
    );
  });
});
