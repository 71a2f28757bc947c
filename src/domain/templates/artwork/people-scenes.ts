/** Pictures of the people templates (docs/rules/personalisation.md#templates): baby, best friends, family, significant other, custom text. */
import { labelFontSizeCap } from '../font-caps';
import { caption, label, toDesign, type Scene } from './labels';
import { circle, path, rect, SANS } from './svg';
import { layoutText, type TextBox } from './text-box';

const BLUSH = '#f6ece6';
export const baby: Scene<'baby'> = (v) => ({
  shapes:
    rect(0, 0, 1000, 1400, BLUSH) +
    circle(500, 520, 300, '#e9cfc4') +
    path('M560 330a150 150 0 1 0 0 300a190 190 0 1 1 0-300Z', '#f7e3a6') +
    [
      [330, 380],
      [660, 420],
      [610, 700],
      [380, 690],
    ]
      .map(([x, y]) => circle(x!, y!, 8, '#fff'))
      .join(''),
  texts: [
    label(1000, v.name, 110, labelFontSizeCap('baby'), { fill: '#5b4a4e', ground: BLUSH, italic: true }, 'name'),
    caption(1100, v.datetime, '#65545a', BLUSH, 'datetime'),
    caption(1160, `${v.weight} · ${v.height}`, '#65545a', BLUSH, 'measures'),
  ],
});

const SAND = '#f3ede3';
export const bestFriends: Scene<'best-friends'> = (v) => {
  const names = v.bestFriends.slice(0, v.numFriends);
  const colours = ['#e9a99a', '#9cc0b5', '#e0b458', '#7a8fb0'];
  const circles = names
    .map((_, i) => circle(500 + (i - (names.length - 1) / 2) * 170, 560, 200, colours[i]!, 'fill-opacity="0.85"'))
    .join('');
  return {
    shapes: rect(0, 0, 1000, 1400, SAND) + circles,
    texts: [
      label(1000, names.join(' & '), 80, null, { fill: '#33403c', ground: SAND }, 'names'),
      caption(1150, v.since, '#525e5a', SAND, 'since'),
    ],
  };
};

const SAGE = '#eef0e9';
export const family: Scene<'family'> = (v) => {
  const members = v.familyMembers.slice(0, v.numMembers);
  const colours = ['#5d7a6a', '#c98e6e', '#e0b458', '#7a8fb0', '#b5838d', '#8a9a84'];
  const step = Math.min(190, 860 / Math.max(1, members.length));
  const cap = labelFontSizeCap('family', v.numMembers);
  let shapes = rect(0, 0, 1000, 1400, SAGE);
  const texts: TextBox[] = [];
  members.forEach((m, i) => {
    const x = 500 + (i - (members.length - 1) / 2) * step;
    const k = i < 2 ? 1 : 0.72;
    const base = 850;
    shapes +=
      path(`M${x - 60 * k} ${base}V${base - 240 * k}a${60 * k} ${60 * k} 0 0 1 ${120 * k} 0V${base}Z`, colours[i]!) +
      circle(x, base - 310 * k, 50 * k, colours[i]!);
    const column = { x, anchor: 'middle' as const, width: step * 0.95 };
    texts.push(
      layoutText(
        `member-${i}`,
        m.name,
        { ...column, top: 880, height: 84 },
        { fill: '#2f3a33', ground: SAGE },
        {
          preferred: toDesign(40),
          cap: cap === null ? null : toDesign(cap),
          maxLines: 2,
          lineHeight: 1.1,
        },
      ),
      layoutText(
        `yob-${i}`,
        m.yob,
        { ...column, top: 972, height: 30 },
        { fill: '#4f5a52', ground: SAGE, family: SANS },
        {
          preferred: toDesign(20),
        },
      ),
    );
  });
  return { shapes: shapes + rect(100, 860, 800, 3, '#2f3a33'), texts };
};

const LINEN = '#fbfaf7';
export const significantOther: Scene<'significant-other'> = (v) => ({
  shapes:
    rect(0, 0, 1000, 1400, LINEN) +
    rect(80, 80, 840, 1240, 'none', 'stroke="#2b2b2b" stroke-width="3"') +
    rect(440, 620, 120, 3, '#2b2b2b'),
  texts: [
    label(560, v.significantOther, 160, labelFontSizeCap('significant-other'), { fill: '#2b2b2b', ground: LINEN }, 'name'),
    layoutText(
      'text',
      v.significantText,
      { x: 500, anchor: 'middle', width: 720, top: 680, height: 560 },
      { fill: '#4a4a4a', ground: LINEN, italic: true },
      { preferred: toDesign(28), maxLines: 8, lineHeight: 1.45, numbered: true, align: 'top' },
    ),
  ],
});
