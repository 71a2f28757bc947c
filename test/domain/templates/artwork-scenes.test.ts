/**
 * What single pictures choose from their values (spec §2, §9): the custom text's six styles and
 * three alignments, the heart's size slider, a colour of its own for each friend and family
 * member, and the pieces of SVG and the paper colour every picture is built from.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { custom } from '../../../src/domain/templates/artwork/custom-scene';
import { toDesign } from '../../../src/domain/templates/artwork/labels';
import { heart } from '../../../src/domain/templates/artwork/nature-scenes';
import { bestFriends, family } from '../../../src/domain/templates/artwork/people-scenes';
import { renderTemplateSvg } from '../../../src/domain/templates/artwork/render';
import { paperOf } from '../../../src/domain/templates/artwork/scenes';
import { SERIF, text } from '../../../src/domain/templates/artwork/svg';
import { layoutText } from '../../../src/domain/templates/artwork/text-box';
import { lineWidth, MIN_WHOLE_WORD_SIZE } from '../../../src/domain/templates/text-fit';

const customLook = (style: number | null, alignment: 'left' | 'center' | 'right' = 'center') => {
  const art = custom({ style, text: 'Hello there', alignment });
  const [box] = art.texts;
  return {
    paper: paperOf(art),
    ink: box!.fill,
    italic: box!.italic === true,
    bold: box!.bold === true,
    x: box!.x,
    anchor: box!.anchor,
  };
};

describe('custom text', () => {
  it('each of the six styles has a paper and ink of its own; styles 3 and 6 are italic, 1 and 4 bold', () => {
    const looks = [1, 2, 3, 4, 5, 6].map((s) => customLook(s));
    expect(new Set(looks.map((l) => l.paper)).size).toBe(6);
    expect(new Set(looks.map((l) => l.ink)).size).toBe(6);
    expect(looks.map((l) => l.italic)).toEqual([false, false, true, false, false, true]);
    expect(looks.map((l) => l.bold)).toEqual([true, false, false, true, false, false]);
  });

  it('a style missing or out of range draws as style 1', () => {
    for (const style of [null, 0, 7]) expect(customLook(style)).toEqual(customLook(1));
  });

  it('left, center and right anchor the lines at the left edge, the middle and the right edge of the text column', () => {
    expect(customLook(1, 'left')).toMatchObject({ anchor: 'start', x: 120 });
    expect(customLook(1, 'center')).toMatchObject({ anchor: 'middle', x: 500 });
    expect(customLook(1, 'right')).toMatchObject({ anchor: 'end', x: 880 });
  });
});

describe('heart', () => {
  // Sizes step down 4 % at a time from each slider's own start, so a higher slider may land up to one step lower.
  it('the text grows with the size slider, within one 4 % step, at 48 px times the slider for a short text', () => {
    const size = (textSize: number, t = 'Yes') => heart({ text: t, textSize }).texts[0]!.size;
    expect(size(50)).toBeCloseTo(toDesign(24), 9);
    expect(size(100)).toBeCloseTo(toDesign(48), 9);
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 500 }),
        fc.integer({ min: 10, max: 500 }),
        fc.constantFrom('Yes', 'Forever yours'),
        (a, b, t) => {
          if (a <= b) expect(size(a, t) * 0.96).toBeLessThanOrEqual(size(b, t));
        },
      ),
    );
  });
});

describe('people pictures', () => {
  const fills = (shapes: string, tag: string) =>
    [...shapes.matchAll(new RegExp(`<${tag} [^>]*fill="(#[0-9a-f]{6})"`, 'g'))].map((m) => m[1]);

  it('every friend gets a circle of a colour of its own', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), (n) => {
        const art = bestFriends({ numFriends: n, bestFriends: ['Ann', 'Bo', 'Cy', 'Di'], since: '2010' });
        const circles = fills(art.shapes, 'circle');
        expect(circles).toHaveLength(n);
        expect(new Set(circles).size).toBe(n);
      }),
    );
  });

  it('every family member gets a figure of a colour of its own', () => {
    const members = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'].map((name) => ({ name, yob: '2000' }));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), (n) => {
        const bodies = fills(family({ numMembers: n, familyMembers: members }).shapes, 'path');
        expect(bodies).toHaveLength(n);
        expect(new Set(bodies).size).toBe(n);
      }),
    );
  });
});

describe('svg pieces', () => {
  it('a text without a style is centred, in the serif face, with nothing else added', () => {
    expect(text(10, 20, 30, 'Hi & bye', '#000000')).toBe(
      `<text x="10" y="20" font-size="30" text-anchor="middle" fill="#000000" font-family="${SERIF}">Hi &amp; bye</text>`,
    );
    expect(text(10, 20, 30, 'Hi', '#000000', { anchor: 'start', label: 'name' })).toContain('text-anchor="start"');
  });

  it("a picture's paper is the fill of the rect it starts with, and white when it starts with none", () => {
    expect(paperOf({ shapes: '<rect x="0" y="0" width="1" height="1" fill="#123abc"/><rect fill="#000000"/>', texts: [] })).toBe(
      '#123abc',
    );
    expect(paperOf({ shapes: '<circle r="1" fill="#000000"/><rect x="0" fill="#123abc"/>', texts: [] })).toBe('#ffffff');
    expect(paperOf({ shapes: '', texts: [] })).toBe('#ffffff');
  });

  it('a label never passes its cap, whatever size the design prefers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 200 }), fc.integer({ min: 10, max: 200 }), (preferred, cap) => {
        const frame = { x: 500, anchor: 'middle' as const, width: 900, top: 0, height: 1000 };
        const box = layoutText('name', 'Ann', frame, { fill: '#000000', ground: '#ffffff' }, { preferred, cap });
        expect(box.size).toBe(Math.min(preferred, cap));
      }),
    );
  });
});

describe('labels and the whole-word size', () => {
  const name = (width: number) =>
    layoutText(
      'name',
      'Maximilian',
      { x: 500, anchor: 'middle', width, top: 0, height: 1000 },
      { fill: '#000000', ground: '#ffffff' },
      { preferred: 40, maxLines: 2 },
    );

  it('a name shrinks to stay whole as far down as the whole-word size', () => {
    const box = name(lineWidth('Maximilian', MIN_WHOLE_WORD_SIZE + 1));
    expect(box.lines.map((l) => l.text)).toEqual(['Maximilian']);
    expect(box.size).toBeGreaterThanOrEqual(MIN_WHOLE_WORD_SIZE);
  });

  it('a name too wide even at the whole-word size is split one step below it', () => {
    const box = name(lineWidth('Maximilian', MIN_WHOLE_WORD_SIZE - 1));
    expect(box.lines).toHaveLength(2);
    expect(box.size).toBeLessThan(MIN_WHOLE_WORD_SIZE);
    expect(box.size).toBeGreaterThan(MIN_WHOLE_WORD_SIZE * 0.96 * 0.96);
  });
});

describe('render', () => {
  it("a black-and-white drawing's filter id carries the id suffix with only letters, digits, _ and -", () => {
    const svg = renderTemplateSvg(
      'heart',
      { text: 'Yes', textSize: 100 },
      { size: '50x70', margin: false, blackAndWhite: true, idSuffix: 'line 2/"a"<b>-c_d' },
    );
    expect(svg).toContain('<filter id="bw-heart-line2ab-c_d">');
    expect(svg).toContain('filter="url(#bw-heart-line2ab-c_d)"');
    expect(
      renderTemplateSvg('heart', { text: 'Yes', textSize: 100 }, { size: '50x70', margin: false, blackAndWhite: true }),
    ).toContain('<filter id="bw-heart">');
  });
});
