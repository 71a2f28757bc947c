/**
 * The picture of each template (spec §2 "Personalised templates"), drawn in a 1000 × 1400
 * design space. Labels are sized in canvas pixels of the 1024-high preview (spec §9 label
 * font-size caps) and converted to design units with `toDesign`.
 */
import type { TemplateValuesById } from '../registry';
import { labelFontSizeCap } from '../font-caps';
import { circle, ellipse, fittedSize, heartPath, path, rect, SANS, SERIF, starField, text, wrap, type Anchor } from './svg';

export const DESIGN_WIDTH = 1000;
export const DESIGN_HEIGHT = 1400;
/** Design units per canvas pixel of the 1024-high canvas. */
const UNITS_PER_PX = DESIGN_HEIGHT / 1024;
const toDesign = (px: number): number => px * UNITS_PER_PX;
/** Widest label: 84 % of the design width, in canvas pixels. */
const LABEL_WIDTH_PX = (DESIGN_WIDTH * 0.84) / UNITS_PER_PX;

/** A name-like label fitted to the width and capped (sizes in canvas px). */
const label = (y: number, s: string, preferredPx: number, capPx: number | null, fill: string, name: string, italic = false): string =>
  text(500, y, toDesign(fittedSize(s, LABEL_WIDTH_PX, preferredPx, capPx)), s, fill, { italic, label: name });

const caption = (y: number, s: string, fill: string, name: string): string =>
  text(500, y, toDesign(fittedSize(s.toUpperCase(), LABEL_WIDTH_PX, 22)), s.toUpperCase(), fill, { family: SANS, spacing: 6, label: name });

type Scene<K extends keyof TemplateValuesById> = (v: TemplateValuesById[K]) => string;

const baby: Scene<'baby'> = (v) =>
  rect(0, 0, 1000, 1400, '#f6ece6') + circle(500, 520, 300, '#e9cfc4') +
  path('M560 330a150 150 0 1 0 0 300a190 190 0 1 1 0-300Z', '#f7e3a6') +
  [[330, 380], [660, 420], [610, 700], [380, 690]].map(([x, y]) => circle(x!, y!, 8, '#fff')).join('') +
  label(1000, v.name, 110, labelFontSizeCap('baby'), '#5b4a4e', 'name', true) +
  caption(1100, v.datetime, '#7d6a6e', 'datetime') + caption(1160, `${v.weight} · ${v.height}`, '#7d6a6e', 'measures');

const bestFriends: Scene<'best-friends'> = (v) => {
  const names = v.bestFriends.slice(0, v.numFriends);
  const colours = ['#e9a99a', '#9cc0b5', '#e0b458', '#7a8fb0'];
  const circles = names.map((_, i) => circle(500 + (i - (names.length - 1) / 2) * 170, 560, 200, colours[i]!, 'fill-opacity="0.85"')).join('');
  return rect(0, 0, 1000, 1400, '#f3ede3') + circles +
    label(1000, names.join(' & '), 80, null, '#33403c', 'names') + caption(1150, v.since, '#6a7672', 'since');
};

const pet = (kind: 'cat' | 'dog') => (v: TemplateValuesById['cat']): string => {
  const col = kind === 'cat' ? '#3b3a3c' : '#6b4a34';
  let s = rect(0, 0, 1000, 1400, kind === 'cat' ? '#e8edf0' : '#f3e9dc') + circle(500, 560, 320, kind === 'cat' ? '#c9d6de' : '#ead2b4');
  if (kind === 'cat') {
    s += path('M330 520L350 330L450 430Z', col) + path('M670 520L650 330L550 430Z', col) + circle(500, 580, 190, col);
    s += circle(430, 560, 18, '#f2d16b') + circle(570, 560, 18, '#f2d16b') + path('M485 620h30l-15 16Z', '#e7a1a1');
    s += path('M420 640h-120M420 660l-110 30M580 640h120M580 660l110 30', 'none', 'stroke="#f3f1ec" stroke-width="4"');
  } else {
    s += ellipse(330, 560, 70, 150, col, 'transform="rotate(20 330 560)"') + ellipse(670, 560, 70, 150, col, 'transform="rotate(-20 670 560)"');
    s += circle(500, 560, 190, '#b58a64') + ellipse(500, 660, 110, 80, '#e8d3b8') + circle(430, 530, 18, '#2b2b2b') +
      circle(570, 530, 18, '#2b2b2b') + ellipse(500, 630, 36, 26, '#2b2b2b');
  }
  return s + label(1060, v.name, 120, labelFontSizeCap(kind), '#2f2f33', 'name') + caption(1150, v.date, '#5f5f66', 'date');
};

const family: Scene<'family'> = (v) => {
  const members = v.familyMembers.slice(0, v.numMembers);
  const colours = ['#5d7a6a', '#c98e6e', '#e0b458', '#7a8fb0', '#b5838d', '#8a9a84'];
  const step = Math.min(190, 860 / Math.max(1, members.length));
  const cap = labelFontSizeCap('family', v.numMembers);
  const namePx = fittedSize(members.map((m) => m.name).reduce((a, b) => (b.length > a.length ? b : a), ''), step / UNITS_PER_PX * 0.95, 40, cap);
  let s = rect(0, 0, 1000, 1400, '#eef0e9');
  members.forEach((m, i) => {
    const x = 500 + (i - (members.length - 1) / 2) * step;
    const k = i < 2 ? 1 : 0.72;
    const base = 850;
    s += path(`M${x - 60 * k} ${base}V${base - 240 * k}a${60 * k} ${60 * k} 0 0 1 ${120 * k} 0V${base}Z`, colours[i]!) + circle(x, base - 310 * k, 50 * k, colours[i]!);
    s += text(x, 940, toDesign(namePx), m.name, '#2f3a33', { label: `member-${i}` }) +
      text(x, 990, toDesign(Math.min(20, namePx)), m.yob, '#6a756d', { family: SANS, label: `yob-${i}` });
  });
  return s + rect(100, 860, 800, 3, '#2f3a33');
};

const heart: Scene<'heart'> = (v) =>
  rect(0, 0, 1000, 1400, '#f8ece8') + path(heartPath(500, 600, 330), '#d9565e') +
  text(500, 640, toDesign(48 * (v.textSize / 100)), v.text, '#fff5f2', { italic: true, label: 'text' });

const love: Scene<'love'> = (v) =>
  rect(0, 0, 1000, 1400, '#141a2e') + circle(500, 560, 360, '#1c2540') + starField(0x10ae, 500, 560, 350, 260, '#f4efe2') +
  circle(500, 560, 360, 'none', 'stroke="#d9b26a" stroke-width="3"') +
  label(1060, v.names, 70, null, '#f4efe2', 'names') + caption(1140, v.place, '#d9b26a', 'place') + caption(1195, v.date, '#d9b26a', 'date');

const loveAlternate: Scene<'love-alternate'> = (v) =>
  rect(0, 0, 1000, 1400, '#f1e7dc') + path('M230 960V520a270 270 0 0 1 540 0V960Z', '#c96f56') + path(heartPath(500, 600, 90), '#f6e3d6') +
  label(1080, v.names, 140, labelFontSizeCap('love-alternate'), '#4a2c24', 'names', true) +
  caption(1160, `${v.place} · ${v.date}`, '#7a5247', 'place-date');

const significantOther: Scene<'significant-other'> = (v) =>
  rect(0, 0, 1000, 1400, '#fbfaf7') + rect(80, 80, 840, 1240, 'none', 'stroke="#2b2b2b" stroke-width="3"') +
  label(560, v.significantOther, 160, labelFontSizeCap('significant-other'), '#2b2b2b', 'name') + rect(440, 620, 120, 3, '#2b2b2b') +
  wrap(v.significantText, 30).map((l, i) => text(500, 740 + i * 56, toDesign(28), l, '#4a4a4a', { italic: true, label: `text-${i}` })).join('');

const ZODIAC_STARS: readonly (readonly [number, number])[] = [[360, 420], [430, 470], [520, 450], [600, 520], [580, 640], [480, 700], [640, 720]];
const zodiac: Scene<'zodiac'> = (v) =>
  rect(0, 0, 1000, 1400, '#10182b') + starField(0x20d1, 500, 560, 420, 160, '#c9d1e6') +
  circle(500, 560, 330, 'none', 'stroke="#d9b26a" stroke-width="2"') +
  path(`M${ZODIAC_STARS.map(([x, y]) => `${x} ${y}`).join('L')}`, 'none', 'stroke="#d9b26a" stroke-width="3"') +
  ZODIAC_STARS.map(([x, y]) => circle(x, y, 9, '#f4efe2')).join('') +
  label(1040, v.zodiac, 90, labelFontSizeCap('zodiac'), '#f4efe2', 'zodiac') + caption(1120, v.name, '#d9b26a', 'name') + caption(1175, v.date, '#d9b26a', 'date');

/** Custom-text styles 1 to 6 (spec §9): paper, ink and type of each. */
const CUSTOM_STYLES: readonly { paper: string; ink: string; family: string; italic?: boolean; bold?: boolean }[] = [
  { paper: '#f4efe6', ink: '#2e2a26', family: SERIF, bold: true },
  { paper: '#1f2a36', ink: '#f4efe6', family: SANS },
  { paper: '#f8e9e4', ink: '#8c3b40', family: SERIF, italic: true },
  { paper: '#e8efe6', ink: '#2f4a3a', family: SANS, bold: true },
  { paper: '#fffdf7', ink: '#111111', family: SERIF },
  { paper: '#f2d16b', ink: '#2b2b2b', family: SANS, italic: true },
];
const ANCHOR: Readonly<Record<string, readonly [Anchor, number]>> = { left: ['start', 120], center: ['middle', 500], right: ['end', 880] };

const custom: Scene<'custom'> = (v) => {
  const style = CUSTOM_STYLES[(v.style ?? 1) - 1] ?? CUSTOM_STYLES[0]!;
  const [anchor, x] = ANCHOR[v.alignment] ?? ANCHOR.center!;
  const lines = wrap(v.text, 16);
  const px = Math.min(...lines.map((l) => fittedSize(l, (760 / UNITS_PER_PX), 72)));
  const lineHeight = toDesign(px) * 1.25;
  const top = 700 - ((lines.length - 1) * lineHeight) / 2;
  return rect(0, 0, 1000, 1400, style.paper) +
    lines.map((l, i) => text(x, top + i * lineHeight, toDesign(px), l, style.ink,
      { family: style.family, italic: style.italic, bold: style.bold, anchor, label: `line-${i}` })).join('');
};

export const SCENES: { readonly [K in keyof TemplateValuesById]: Scene<K> } = {
  baby, 'best-friends': bestFriends, cat: pet('cat'), dog: pet('dog'), family, heart, love,
  'love-alternate': loveAlternate, 'significant-other': significantOther, zodiac, custom,
};

/** The paper colour of a scene, to fill a canvas wider than the design space. */
export const paperOf = (scene: string): string => /^<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(scene)?.[1] ?? '#ffffff';
