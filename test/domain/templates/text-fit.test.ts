/**
 * Text fitting (spec §9 label font-size caps): every template's texts, at every length up to
 * each field's maximum, lie inside the print area of every size with and without margin, stay
 * within their caps, keep every character, never overlap, and read at 4.5 : 1 or more. Lines
 * break only between words or after a hyphen, unless the word is too wide for its line even at
 * the smallest whole-word size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BABY_LIMITS,
  BEST_FRIENDS_LIMITS,
  CUSTOM_TEXT_LIMITS,
  FAMILY_LIMITS,
  HEART_LIMITS,
  LOVE_LIMITS,
  MIN_TEXT_CONTRAST,
  MIN_WHOLE_WORD_SIZE,
  PET_LIMITS,
  PRINTABLE_RANGES,
  SIGNIFICANT_OTHER_LIMITS,
  TEMPLATE_IDS,
  TEXT_ALIGNMENTS,
  UNITS_PER_PX,
  ZODIAC_LIMITS,
  contrastRatio,
  fitText,
  labelFontSizeCap,
  lineWidth,
  templateTextLayout,
  textBounds,
  visibleDesignArea,
  wordPieces,
  wordsOf,
  type Bounds,
  type TemplateId,
  type TemplateValuesById,
  type TextBox,
} from '../../../src/domain/templates';
import { POSTER_SIZES } from '../../../src/domain/pricing';

/** Printable characters but control whitespace; wide capitals and spaces drawn often, as names have them. */
const printable = PRINTABLE_RANGES.flatMap(([from, to]) => (from < 0x20 ? [] : [[from, to] as const]));
const char = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('W', 'M', 'm', 'w', ' ', 'a', '‰', 'Ж', '@') },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...printable)
      .chain(([a, b]) => fc.integer({ min: a, max: b }))
      .map((c) => String.fromCodePoint(c)),
  },
);
const text = (max: number) => fc.array(char, { minLength: 1, maxLength: max }).map((cs) => cs.join(''));
/** Names as people have them: capitalised words, some double-barrelled, the longest at the limit. */
const name = (max: number) =>
  fc
    .array(fc.stringMatching(/^[A-ZÄÖÜ][a-zäöüß]{1,11}(-[A-Z][a-z]{1,8})?$/), { minLength: 1, maxLength: 4 })
    .map((ws) => ws.join(' ').slice(0, max).trim())
    .filter((s) => s.length > 0);
/** Values filled to the limit, the case the issue found cut off. */
const full = (max: number) =>
  fc.oneof(
    text(max),
    name(max),
    fc.constantFrom('W'.repeat(max), 'm'.repeat(max), '‰'.repeat(max), 'Margarethe Josefine Ek Lindqvist'.slice(0, max)),
  );

/**
 * The places in a box's text (without white space) where a line may end: after each word and
 * after each hyphen inside one. Returns the break positions a box's lines use that are not such
 * a place and fall inside a piece that would fit the line whole at the smallest whole-word size.
 */
const breaksInsideWords = (box: TextBox): number[] => {
  const allowed = new Set<number>();
  const pieces: { end: number; piece: string }[] = [];
  let at = 0;
  for (const word of wordsOf(box.source))
    for (const piece of wordPieces(word)) {
      at += piece.length;
      allowed.add(at);
      pieces.push({ end: at, piece });
    }
  let end = 0;
  return box.lines.slice(0, -1).flatMap((l) => {
    end += l.text.replace(/\s/g, '').length;
    if (allowed.has(end)) return [];
    const { piece } = pieces.find((p) => p.end > end)!;
    return lineWidth(piece, MIN_WHOLE_WORD_SIZE, box) > box.frame.width ? [] : [end];
  });
};

const valuesOf: { readonly [K in TemplateId]: fc.Arbitrary<TemplateValuesById[K]> } = {
  baby: fc.record({
    name: full(BABY_LIMITS.name),
    datetime: full(BABY_LIMITS.datetime),
    weight: full(BABY_LIMITS.weight),
    height: full(BABY_LIMITS.height),
  }),
  'best-friends': fc.record({
    numFriends: fc.integer({ min: BEST_FRIENDS_LIMITS.minFriends, max: BEST_FRIENDS_LIMITS.maxFriends }),
    bestFriends: fc.array(full(BEST_FRIENDS_LIMITS.name), { minLength: 4, maxLength: 4 }),
    since: full(BEST_FRIENDS_LIMITS.since),
  }),
  cat: fc.record({ name: full(PET_LIMITS.name), date: full(PET_LIMITS.date) }),
  dog: fc.record({ name: full(PET_LIMITS.name), date: full(PET_LIMITS.date) }),
  family: fc.record({
    numMembers: fc.integer({ min: FAMILY_LIMITS.minMembers, max: FAMILY_LIMITS.maxMembers }),
    familyMembers: fc.array(fc.record({ name: full(FAMILY_LIMITS.name), yob: full(FAMILY_LIMITS.yob) }), {
      minLength: 6,
      maxLength: 6,
    }),
  }),
  heart: fc.record({ text: full(HEART_LIMITS.text), textSize: fc.integer({ min: 10, max: 500 }) }),
  love: fc.record({ names: full(LOVE_LIMITS.names), date: full(LOVE_LIMITS.date), place: full(LOVE_LIMITS.place) }),
  'love-alternate': fc.record({
    names: full(LOVE_LIMITS.names),
    date: full(LOVE_LIMITS.date),
    place: full(LOVE_LIMITS.place),
  }),
  'significant-other': fc.record({
    significantOther: full(SIGNIFICANT_OTHER_LIMITS.significantOther),
    significantText: full(SIGNIFICANT_OTHER_LIMITS.significantText),
  }),
  zodiac: fc.record({ zodiac: full(ZODIAC_LIMITS.zodiac), name: full(ZODIAC_LIMITS.name), date: full(ZODIAC_LIMITS.date) }),
  custom: fc.record({
    style: fc.integer({ min: 1, max: 6 }),
    text: full(CUSTOM_TEXT_LIMITS.text),
    alignment: fc.constantFrom(...TEXT_ALIGNMENTS),
  }),
};

/** The label each spec §9 cap applies to. */
const cappedLabel = (id: TemplateId, label: string): boolean =>
  ({
    baby: label === 'name',
    cat: label === 'name',
    dog: label === 'name',
    zodiac: label === 'zodiac',
    'love-alternate': label === 'names',
    'significant-other': label === 'name',
    family: label.startsWith('member-'),
  })[id as string] ?? false;

const inside = (b: Bounds, area: Bounds): boolean =>
  b.left >= area.left && b.right <= area.right && b.top >= area.top && b.bottom <= area.bottom;
const overlap = (a: Bounds, b: Bounds): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const areas = POSTER_SIZES.flatMap((size) =>
  [false, true].map((margin) => ({ size, margin, area: visibleDesignArea({ size, margin }) })),
);

describe.each(TEMPLATE_IDS)('template %s', (id) => {
  const layout = (v: unknown) => templateTextLayout(id, v as never);
  const values = valuesOf[id] as fc.Arbitrary<unknown>;

  it('lays every text inside the print area of every size, with and without margin', () => {
    fc.assert(fc.property(values, (v) => layout(v).every((box) => areas.every(({ area }) => inside(textBounds(box), area)))));
  });

  it('keeps each label within its spec §9 font-size cap', () => {
    fc.assert(
      fc.property(values, (v) => {
        const members = (v as { numMembers?: number }).numMembers;
        const cap = labelFontSizeCap(id, members);
        return layout(v)
          .filter((b) => cappedLabel(id, b.label))
          .every((b) => cap !== null && b.size / UNITS_PER_PX <= cap + 1e-9);
      }),
    );
  });

  it('draws every text at a contrast of at least 4.5 : 1 with what lies behind it', () => {
    fc.assert(fc.property(values, (v) => layout(v).every((b) => contrastRatio(b.fill, b.ground) >= MIN_TEXT_CONTRAST)));
  });

  it('breaks a line only between words or after a hyphen, unless a word cannot print whole', () => {
    fc.assert(fc.property(values, (v) => layout(v).every((box) => breaksInsideWords(box).length === 0)));
  });

  it('never lets two texts overlap', () => {
    fc.assert(
      fc.property(values, (v) => {
        const bounds = layout(v)
          .filter((b) => b.lines.length > 0)
          .map(textBounds);
        return bounds.every((a, i) => bounds.every((b, j) => i >= j || !overlap(a, b)));
      }),
    );
  });
});

describe('fitText', () => {
  const request = fc.record({
    width: fc.integer({ min: 100, max: 900 }),
    height: fc.integer({ min: 30, max: 900 }),
    preferred: fc.integer({ min: 5, max: 200 }),
    cap: fc.option(fc.integer({ min: 5, max: 200 }), { nil: null }),
    maxLines: fc.integer({ min: 2, max: 8 }),
    lineHeight: fc.constantFrom(1.1, 1.25, 1.45),
    italic: fc.boolean(),
  });

  it('keeps every character, in order, and fits each line to the width at a size within preferred and cap', () => {
    fc.assert(
      fc.property(text(124), request, (s, r) => {
        const { lines, size } = fitText(s, r);
        expect(lines.join('').replace(/\s/g, '')).toBe(s.replace(/\s/g, ''));
        expect(lines.length).toBeLessThanOrEqual(r.maxLines);
        expect(size).toBeLessThanOrEqual(Math.min(r.preferred, r.cap ?? Infinity));
        for (const l of lines) expect(lineWidth(l, size, r)).toBeLessThanOrEqual(r.width);
      }),
    );
  });

  it('keeps the preferred size when the text already fits', () => {
    expect(fitText('Anna', { width: 800, height: 200, preferred: 60, cap: null, maxLines: 1, lineHeight: 1.2 })).toEqual({
      lines: ['Anna'],
      size: 60,
    });
  });

  it("keeps a six-member family's long names whole, in the column the German phone preview broke them in", () => {
    const familyMembers = [
      { name: 'Margarethe Josefine Ek', yob: '1961' },
      ...['Alexander', 'Sophie', 'Maximilian', 'Charlotte', 'Theodor'].map((n) => ({ name: n, yob: '2000' })),
    ];
    const names = templateTextLayout('family', { numMembers: 6, familyMembers }).filter((b) => /^member-\d$/.test(b.label));
    expect(names.map((b) => b.lines.map((l) => l.text))).toEqual([
      ['Margarethe', 'Josefine Ek'],
      ['Alexander'],
      ['Sophie'],
      ['Maximilian'],
      ['Charlotte'],
      ['Theodor'],
    ]);
  });

  it('breaks after a hyphen, and breaks a word only when it is too wide at the smallest whole-word size', () => {
    const r = { width: 450, height: 400, preferred: 60, cap: null, maxLines: 4, lineHeight: 1.1, minWholeWord: 20 };
    expect(fitText('Anna-Lena Svensson', r).lines).toEqual(['Anna-Lena', 'Svensson']);
    expect(fitText('Anna-Lenamarie', r).lines).toEqual(['Anna-', 'Lenamarie']);
    const long = fitText('W'.repeat(22), r);
    expect(long.size).toBeLessThan(20);
    expect(long.lines.length).toBeGreaterThan(1);
  });

  it('wraps the heart text of 60 characters that ran off both edges', () => {
    const s = 'Forever and always, my love, you are the one I choose daily!';
    const { lines, size } = fitText(s, { width: 380, height: 220, preferred: 47, cap: null, maxLines: 4, lineHeight: 1.15 });
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(lineWidth(l, size)).toBeLessThanOrEqual(380);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %f : 1 (WCAG examples)', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});
