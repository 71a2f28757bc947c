/** The custom-text picture (docs/rules/personalisation.md#templates "Custom text styles 1 to 6"): the shopper's words on a plain paper. */
import { toDesign, type Scene } from './labels';
import { rect, SANS, SERIF, type Anchor } from './svg';
import { layoutText } from './text-box';

/** Custom-text styles 1 to 6 (docs/rules/personalisation.md#templates): paper, ink and type of each. */
const CUSTOM_STYLES: readonly { paper: string; ink: string; family: string; italic?: boolean; bold?: boolean }[] = [
  { paper: '#f4efe6', ink: '#2e2a26', family: SERIF, bold: true },
  { paper: '#1f2a36', ink: '#f4efe6', family: SANS },
  { paper: '#f8e9e4', ink: '#8c3b40', family: SERIF, italic: true },
  { paper: '#e8efe6', ink: '#2f4a3a', family: SANS, bold: true },
  { paper: '#fffdf7', ink: '#111111', family: SERIF },
  { paper: '#f2d16b', ink: '#2b2b2b', family: SANS, italic: true },
];
const CUSTOM_WIDTH = 760;
const ANCHOR: Readonly<Record<string, readonly [Anchor, number]>> = {
  left: ['start', 500 - CUSTOM_WIDTH / 2],
  center: ['middle', 500],
  right: ['end', 500 + CUSTOM_WIDTH / 2],
};

export const custom: Scene<'custom'> = (v) => {
  const style = CUSTOM_STYLES[(v.style ?? 1) - 1] ?? CUSTOM_STYLES[0]!;
  const [anchor, x] = ANCHOR[v.alignment] ?? ANCHOR.center!;
  return {
    shapes: rect(0, 0, 1000, 1400, style.paper),
    texts: [
      layoutText(
        'line',
        v.text,
        { x, anchor, width: CUSTOM_WIDTH, top: 200, height: 1000 },
        {
          fill: style.ink,
          ground: style.paper,
          family: style.family,
          ...(style.italic ? { italic: true } : {}),
          ...(style.bold ? { bold: true } : {}),
        },
        { preferred: toDesign(72), maxLines: 8, lineHeight: 1.25, numbered: true },
      ),
    ],
  };
};
