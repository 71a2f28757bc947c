/** Pictures of the people templates (spec §2): baby, best friends, family, significant other, custom text. */
import type { TemplateValuesById } from '../registry';
import { labelFontSizeCap } from '../font-caps';
import { caption, label, toDesign, UNITS_PER_PX, type Scene } from './labels';
import { circle, fittedSize, path, rect, SANS, SERIF, text, wrap, type Anchor } from './svg';

export const baby: Scene<'baby'> = (v) =>
  rect(0, 0, 1000, 1400, '#f6ece6') +
  circle(500, 520, 300, '#e9cfc4') +
  path('M560 330a150 150 0 1 0 0 300a190 190 0 1 1 0-300Z', '#f7e3a6') +
  [
    [330, 380],
    [660, 420],
    [610, 700],
    [380, 690],
  ]
    .map(([x, y]) => circle(x!, y!, 8, '#fff'))
    .join('') +
  label(1000, v.name, 110, labelFontSizeCap('baby'), '#5b4a4e', 'name', true) +
  caption(1100, v.datetime, '#7d6a6e', 'datetime') +
  caption(1160, `${v.weight} · ${v.height}`, '#7d6a6e', 'measures');

export const bestFriends: Scene<'best-friends'> = (v) => {
  const names = v.bestFriends.slice(0, v.numFriends);
  const colours = ['#e9a99a', '#9cc0b5', '#e0b458', '#7a8fb0'];
  const circles = names
    .map((_, i) => circle(500 + (i - (names.length - 1) / 2) * 170, 560, 200, colours[i]!, 'fill-opacity="0.85"'))
    .join('');
  return (
    rect(0, 0, 1000, 1400, '#f3ede3') +
    circles +
    label(1000, names.join(' & '), 80, null, '#33403c', 'names') +
    caption(1150, v.since, '#6a7672', 'since')
  );
};

export const family: Scene<'family'> = (v) => {
  const members = v.familyMembers.slice(0, v.numMembers);
  const colours = ['#5d7a6a', '#c98e6e', '#e0b458', '#7a8fb0', '#b5838d', '#8a9a84'];
  const step = Math.min(190, 860 / Math.max(1, members.length));
  const cap = labelFontSizeCap('family', v.numMembers);
  const namePx = fittedSize(
    members.map((m) => m.name).reduce((a, b) => (b.length > a.length ? b : a), ''),
    (step / UNITS_PER_PX) * 0.95,
    40,
    cap,
  );
  let s = rect(0, 0, 1000, 1400, '#eef0e9');
  members.forEach((m, i) => {
    const x = 500 + (i - (members.length - 1) / 2) * step;
    const k = i < 2 ? 1 : 0.72;
    const base = 850;
    s +=
      path(`M${x - 60 * k} ${base}V${base - 240 * k}a${60 * k} ${60 * k} 0 0 1 ${120 * k} 0V${base}Z`, colours[i]!) +
      circle(x, base - 310 * k, 50 * k, colours[i]!);
    s +=
      text(x, 940, toDesign(namePx), m.name, '#2f3a33', { label: `member-${i}` }) +
      text(x, 990, toDesign(Math.min(20, namePx)), m.yob, '#6a756d', { family: SANS, label: `yob-${i}` });
  });
  return s + rect(100, 860, 800, 3, '#2f3a33');
};

export const significantOther: Scene<'significant-other'> = (v) =>
  rect(0, 0, 1000, 1400, '#fbfaf7') +
  rect(80, 80, 840, 1240, 'none', 'stroke="#2b2b2b" stroke-width="3"') +
  label(560, v.significantOther, 160, labelFontSizeCap('significant-other'), '#2b2b2b', 'name') +
  rect(440, 620, 120, 3, '#2b2b2b') +
  wrap(v.significantText, 30)
    .map((l, i) => text(500, 740 + i * 56, toDesign(28), l, '#4a4a4a', { italic: true, label: `text-${i}` }))
    .join('');

/** Custom-text styles 1 to 6 (spec §9): paper, ink and type of each. */
const CUSTOM_STYLES: readonly { paper: string; ink: string; family: string; italic?: boolean; bold?: boolean }[] = [
  { paper: '#f4efe6', ink: '#2e2a26', family: SERIF, bold: true },
  { paper: '#1f2a36', ink: '#f4efe6', family: SANS },
  { paper: '#f8e9e4', ink: '#8c3b40', family: SERIF, italic: true },
  { paper: '#e8efe6', ink: '#2f4a3a', family: SANS, bold: true },
  { paper: '#fffdf7', ink: '#111111', family: SERIF },
  { paper: '#f2d16b', ink: '#2b2b2b', family: SANS, italic: true },
];
const ANCHOR: Readonly<Record<string, readonly [Anchor, number]>> = {
  left: ['start', 120],
  center: ['middle', 500],
  right: ['end', 880],
};

export const custom: Scene<'custom'> = (v) => {
  const style = CUSTOM_STYLES[(v.style ?? 1) - 1] ?? CUSTOM_STYLES[0]!;
  const [anchor, x] = ANCHOR[v.alignment] ?? ANCHOR.center!;
  const lines = wrap(v.text, 16);
  const px = Math.min(...lines.map((l) => fittedSize(l, 760 / UNITS_PER_PX, 72)));
  const lineHeight = toDesign(px) * 1.25;
  const top = 700 - ((lines.length - 1) * lineHeight) / 2;
  return (
    rect(0, 0, 1000, 1400, style.paper) +
    lines
      .map((l, i) =>
        text(x, top + i * lineHeight, toDesign(px), l, style.ink, {
          family: style.family,
          italic: style.italic,
          bold: style.bold,
          anchor,
          label: `line-${i}`,
        }),
      )
      .join('')
  );
};
