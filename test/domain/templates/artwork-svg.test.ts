/**
 * The template renderer (spec §2 "live preview fitted to a 1024-high canvas"; the print is the
 * same string rasterised): every template at every size gives a well-formed SVG document of the
 * size's proportions, every value reaches it as text only, and the same values give the same
 * document.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANVAS_HEIGHT,
  MARGIN_SHARE,
  POSTER_SIZES,
  canvasFor,
  parsePrintSize,
  renderTemplateSvg,
  templateScene,
  type ArtworkOptions,
} from '../../../src/domain';
import { anyTemplate } from '../../../src/testing';
import { elements, labelled, sceneDocument, wellFormed } from './artwork-parse';

const options = fc.record<ArtworkOptions>({
  size: fc.constantFrom(...POSTER_SIZES),
  margin: fc.boolean(),
  blackAndWhite: fc.boolean(),
});

/** Characters XML 1.0 can carry (its `Char` production), by code point. */
const isXmlChar = (cp: number): boolean =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || cp >= 0x10000;
/** What a parser reads back of `s` written as character data: XML characters only, line ends as LF. */
const readBack = (s: string): string =>
  [...s]
    .filter((c) => isXmlChar(c.codePointAt(0)!))
    .join('')
    .replace(/\r\n?/g, '\n');

describe('template artwork: documents', () => {
  it('every template at every size, with and without margin and colour, is well-formed SVG', () => {
    fc.assert(
      fc.property(anyTemplate(), options, ({ id, values }, o) => {
        const svg = renderTemplateSvg(id, values, o);
        expect(wellFormed(svg)).toBe(true);
        const [root] = elements(svg);
        const { width, height } = canvasFor(o.size);
        expect(root).toMatchObject({
          tag: 'svg',
          attrs: {
            xmlns: 'http://www.w3.org/2000/svg',
            viewBox: `0 0 ${width} ${height}`,
            width: `${width}`,
            height: `${height}`,
          },
        });
        expect(root!.attrs['data-template']).toBe(id);
      }),
      { numRuns: 80 },
    );
  });

  it('the canvas is 1024 high in the proportions of the size, whichever way the size is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 9999 }), (w, h) => {
        const canvas = canvasFor(`${w}x${h}`);
        expect(canvas).toEqual({ width: Math.round((CANVAS_HEIGHT * Math.min(w, h)) / Math.max(w, h)), height: CANVAS_HEIGHT });
        expect(canvasFor(`${h} × ${w}`)).toEqual(canvas);
      }),
    );
    // A label that is not a size draws in the default 50 × 70 proportions.
    for (const label of ['poster', '', '0x70']) {
      expect(parsePrintSize(label).ok).toBe(false);
      expect(canvasFor(label)).toEqual(canvasFor('50x70'));
    }
  });

  it('the picture fills the canvas height inside the margin, centred, on the paper of its scene', () => {
    fc.assert(
      fc.property(anyTemplate(), options, ({ id, values }, o) => {
        const all = elements(renderTemplateSvg(id, values, o));
        const { width, height } = canvasFor(o.size);
        const inset = o.margin ? Math.round(width * MARGIN_SHARE) : 0;
        expect(inset > 0).toBe(o.margin);
        const [white, paper] = all.filter((e) => e.tag === 'rect');
        expect(white!.attrs).toEqual({ width: `${width}`, height: `${height}`, fill: '#ffffff' });
        const sceneRoot = elements(sceneDocument(templateScene(id, values)))[1]!;
        expect(sceneRoot.tag).toBe('rect');
        const box = { x: `${inset}`, y: `${inset}`, width: `${width - 2 * inset}`, height: `${height - 2 * inset}` };
        expect(paper!.attrs).toEqual({ ...box, fill: sceneRoot.attrs.fill });
        const viewport = all.filter((e) => e.tag === 'svg')[1]!;
        expect(viewport.attrs).toEqual({ ...box, overflow: 'hidden' });
        const [, tx, scale] = /^translate\((-?[\d.]+) 0\) scale\(([\d.]+)\)$/.exec(
          all.find((e) => e.attrs.transform)!.attrs.transform!,
        )!;
        // The 1400-high design space fills the inner height; its centre sits on the inner centre.
        expect(Number(scale) * 1400).toBeCloseTo(height - 2 * inset, 0);
        expect(Number(tx) + 500 * Number(scale)).toBeCloseTo((width - 2 * inset) / 2, 0);
      }),
      { numRuns: 40 },
    );
  });

  it('black and white is a saturation filter over the whole picture, and only when chosen', () => {
    fc.assert(
      fc.property(anyTemplate(), options, ({ id, values }, o) => {
        const all = elements(renderTemplateSvg(id, values, o));
        const filters = all.filter((e) => e.tag === 'filter');
        const grouped = all.filter((e) => e.attrs.filter !== undefined);
        if (!o.blackAndWhite) {
          expect([...filters, ...grouped]).toEqual([]);
          return;
        }
        expect(filters.map((f) => f.attrs.id)).toEqual([`bw-${id}`]);
        expect(all.find((e) => e.tag === 'feColorMatrix')!.attrs).toEqual({ type: 'saturate', values: '0' });
        expect(grouped.map((g) => [g.tag, g.attrs.filter])).toEqual([['g', `url(#bw-${id})`]]);
        // The filtered group holds the paper and the picture.
        expect(all.findIndex((e) => e.attrs.filter)).toBeLessThan(all.findIndex((e) => e.attrs.overflow));
      }),
      { numRuns: 30 },
    );
  });

  it('every value reaches the document as text: no value can add, remove or rename an element', () => {
    fc.assert(
      fc.property(anyTemplate(), options, ({ id, values }, o) => {
        const svg = renderTemplateSvg(id, values, o);
        const texts = elements(svg).filter((e) => e.tag === 'text');
        // Each text element is a leaf holding only decoded character data, and every one is labelled.
        expect(texts.every((t) => typeof t.attrs['data-label'] === 'string')).toBe(true);
        expect(
          elements(svg).filter(
            (e) => !['svg', 'defs', 'filter', 'feColorMatrix', 'rect', 'g', 'circle', 'ellipse', 'path', 'text'].includes(e.tag),
          ),
        ).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('the same values give the same document, however they were built', () => {
    fc.assert(
      fc.property(anyTemplate(), options, ({ id, values }, o) => {
        const copy = JSON.parse(JSON.stringify(values)) as typeof values;
        expect(renderTemplateSvg(id, copy, { ...o })).toBe(renderTemplateSvg(id, values, o));
        expect(templateScene(id, copy)).toBe(templateScene(id, values));
      }),
      { numRuns: 20 },
    );
  });
});
