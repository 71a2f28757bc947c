/**
 * Reads the artwork back with a real XML parser (fast-xml-parser), so the properties check what
 * a browser or librsvg would see, not the strings the renderer meant to write.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface SvgElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** Decoded character data directly inside the element. */
  readonly text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
});

/** True when `svg` is a well-formed XML document; else the parser's complaint. */
export const wellFormed = (svg: string): true | string => {
  const result = XMLValidator.validate(svg);
  return result === true ? true : `${result.err.code}: ${result.err.msg} (line ${result.err.line}, col ${result.err.col})`;
};

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const flatten = (nodes: readonly Node[]): SvgElement[] =>
  nodes.flatMap((node) => {
    const tag = Object.keys(node).find((k) => k !== ':@')!;
    if (tag === '#text') return [];
    const children = node[tag] as Node[];
    const text = children.map((c) => (typeof c['#text'] === 'string' ? c['#text'] : '')).join('');
    return [{ tag, attrs: node[':@'] ?? {}, text }, ...flatten(children)];
  });

/** Every element of the document in document order, the root first. */
export const elements = (svg: string): readonly SvgElement[] => flatten(parser.parse(svg) as Node[]);

/** The text elements by their `data-label`. */
export const labelled = (svg: string): ReadonlyMap<string, SvgElement> =>
  new Map(
    elements(svg)
      .filter((e) => e.tag === 'text')
      .map((e) => [e.attrs['data-label']!, e]),
  );

/** A scene (1000 × 1400 design space) as a document of its own. */
export const sceneDocument = (scene: string): string => `<svg xmlns="http://www.w3.org/2000/svg">${scene}</svg>`;
