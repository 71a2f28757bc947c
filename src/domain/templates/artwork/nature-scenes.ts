/** Pictures of the pet, love and sky templates (docs/rules/personalisation.md#templates): cat, dog, heart, love, love alternate, zodiac. */
import type { TemplateValuesById } from '../registry';
import { labelFontSizeCap } from '../font-caps';
import { caption, label, toDesign, type Artwork, type Scene } from './labels';
import { circle, ellipse, heartPath, path, rect, starField } from './svg';
import { layoutText } from './text-box';

export const pet =
  (kind: 'cat' | 'dog') =>
  (v: TemplateValuesById['cat']): Artwork => {
    const col = kind === 'cat' ? '#3b3a3c' : '#6b4a34';
    const paper = kind === 'cat' ? '#e8edf0' : '#f3e9dc';
    let s = rect(0, 0, 1000, 1400, paper) + circle(500, 560, 320, kind === 'cat' ? '#c9d6de' : '#ead2b4');
    if (kind === 'cat') {
      s += path('M330 520L350 330L450 430Z', col) + path('M670 520L650 330L550 430Z', col) + circle(500, 580, 190, col);
      s += circle(430, 560, 18, '#f2d16b') + circle(570, 560, 18, '#f2d16b') + path('M485 620h30l-15 16Z', '#e7a1a1');
      s += path('M420 640h-120M420 660l-110 30M580 640h120M580 660l110 30', 'none', 'stroke="#f3f1ec" stroke-width="4"');
    } else {
      s +=
        ellipse(330, 560, 70, 150, col, 'transform="rotate(20 330 560)"') +
        ellipse(670, 560, 70, 150, col, 'transform="rotate(-20 670 560)"');
      s +=
        circle(500, 560, 190, '#b58a64') +
        ellipse(500, 660, 110, 80, '#e8d3b8') +
        circle(430, 530, 18, '#2b2b2b') +
        circle(570, 530, 18, '#2b2b2b') +
        ellipse(500, 630, 36, 26, '#2b2b2b');
    }
    return {
      shapes: s,
      texts: [
        label(1060, v.name, 120, labelFontSizeCap(kind), { fill: '#2f2f33', ground: paper }, 'name'),
        caption(1150, v.date, '#55555c', paper, 'date'),
      ],
    };
  };

const HEART_RED = '#a8323a';
/**
 * The heart's text stays inside the heart (the widest rectangle its outline holds) and on its
 * red, which white reads on at more than 4.5 : 1; the size slider asks, the fit decides.
 */
export const heart: Scene<'heart'> = (v) => ({
  shapes: rect(0, 0, 1000, 1400, '#f8ece8') + path(heartPath(500, 600, 330), HEART_RED),
  texts: [
    layoutText(
      'text',
      v.text,
      { x: 500, anchor: 'middle', width: 380, top: 495, height: 220 },
      { fill: '#fff5f2', ground: HEART_RED, italic: true },
      { preferred: toDesign(48 * (v.textSize / 100)), maxLines: 4, lineHeight: 1.15, numbered: true },
    ),
  ],
});

const NIGHT = '#141a2e';
export const love: Scene<'love'> = (v) => ({
  shapes:
    rect(0, 0, 1000, 1400, NIGHT) +
    circle(500, 560, 360, '#1c2540') +
    starField(0x10ae, 500, 560, 350, 260, '#f4efe2') +
    circle(500, 560, 360, 'none', 'stroke="#d9b26a" stroke-width="3"'),
  texts: [
    label(1060, v.names, 70, null, { fill: '#f4efe2', ground: NIGHT }, 'names'),
    caption(1140, v.place, '#d9b26a', NIGHT, 'place'),
    caption(1195, v.date, '#d9b26a', NIGHT, 'date'),
  ],
});

const CLAY = '#f1e7dc';
export const loveAlternate: Scene<'love-alternate'> = (v) => ({
  shapes:
    rect(0, 0, 1000, 1400, CLAY) +
    path('M230 960V520a270 270 0 0 1 540 0V960Z', '#c96f56') +
    path(heartPath(500, 600, 90), '#f6e3d6'),
  texts: [
    label(1080, v.names, 140, labelFontSizeCap('love-alternate'), { fill: '#4a2c24', ground: CLAY, italic: true }, 'names'),
    caption(1160, `${v.place} · ${v.date}`, '#7a5247', CLAY, 'place-date'),
  ],
});

const ZODIAC_STARS: readonly (readonly [number, number])[] = [
  [360, 420],
  [430, 470],
  [520, 450],
  [600, 520],
  [580, 640],
  [480, 700],
  [640, 720],
];
const SKY = '#10182b';
export const zodiac: Scene<'zodiac'> = (v) => ({
  shapes:
    rect(0, 0, 1000, 1400, SKY) +
    starField(0x20d1, 500, 560, 420, 160, '#c9d1e6') +
    circle(500, 560, 330, 'none', 'stroke="#d9b26a" stroke-width="2"') +
    path(`M${ZODIAC_STARS.map(([x, y]) => `${x} ${y}`).join('L')}`, 'none', 'stroke="#d9b26a" stroke-width="3"') +
    ZODIAC_STARS.map(([x, y]) => circle(x, y, 9, '#f4efe2')).join(''),
  texts: [
    label(1040, v.zodiac, 90, labelFontSizeCap('zodiac'), { fill: '#f4efe2', ground: SKY }, 'zodiac'),
    caption(1120, v.name, '#d9b26a', SKY, 'name'),
    caption(1175, v.date, '#d9b26a', SKY, 'date'),
  ],
});
