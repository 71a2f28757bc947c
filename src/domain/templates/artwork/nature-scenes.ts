/** Pictures of the pet, love and sky templates (spec §2): cat, dog, heart, love, love alternate, zodiac. */
import type { TemplateValuesById } from '../registry';
import { labelFontSizeCap } from '../font-caps';
import { caption, label, toDesign, type Scene } from './labels';
import { circle, ellipse, heartPath, path, rect, starField, text } from './svg';

export const pet =
  (kind: 'cat' | 'dog') =>
  (v: TemplateValuesById['cat']): string => {
    const col = kind === 'cat' ? '#3b3a3c' : '#6b4a34';
    let s =
      rect(0, 0, 1000, 1400, kind === 'cat' ? '#e8edf0' : '#f3e9dc') +
      circle(500, 560, 320, kind === 'cat' ? '#c9d6de' : '#ead2b4');
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
    return s + label(1060, v.name, 120, labelFontSizeCap(kind), '#2f2f33', 'name') + caption(1150, v.date, '#5f5f66', 'date');
  };

export const heart: Scene<'heart'> = (v) =>
  rect(0, 0, 1000, 1400, '#f8ece8') +
  path(heartPath(500, 600, 330), '#d9565e') +
  text(500, 640, toDesign(48 * (v.textSize / 100)), v.text, '#fff5f2', { italic: true, label: 'text' });

export const love: Scene<'love'> = (v) =>
  rect(0, 0, 1000, 1400, '#141a2e') +
  circle(500, 560, 360, '#1c2540') +
  starField(0x10ae, 500, 560, 350, 260, '#f4efe2') +
  circle(500, 560, 360, 'none', 'stroke="#d9b26a" stroke-width="3"') +
  label(1060, v.names, 70, null, '#f4efe2', 'names') +
  caption(1140, v.place, '#d9b26a', 'place') +
  caption(1195, v.date, '#d9b26a', 'date');

export const loveAlternate: Scene<'love-alternate'> = (v) =>
  rect(0, 0, 1000, 1400, '#f1e7dc') +
  path('M230 960V520a270 270 0 0 1 540 0V960Z', '#c96f56') +
  path(heartPath(500, 600, 90), '#f6e3d6') +
  label(1080, v.names, 140, labelFontSizeCap('love-alternate'), '#4a2c24', 'names', true) +
  caption(1160, `${v.place} · ${v.date}`, '#7a5247', 'place-date');

const ZODIAC_STARS: readonly (readonly [number, number])[] = [
  [360, 420],
  [430, 470],
  [520, 450],
  [600, 520],
  [580, 640],
  [480, 700],
  [640, 720],
];
export const zodiac: Scene<'zodiac'> = (v) =>
  rect(0, 0, 1000, 1400, '#10182b') +
  starField(0x20d1, 500, 560, 420, 160, '#c9d1e6') +
  circle(500, 560, 330, 'none', 'stroke="#d9b26a" stroke-width="2"') +
  path(`M${ZODIAC_STARS.map(([x, y]) => `${x} ${y}`).join('L')}`, 'none', 'stroke="#d9b26a" stroke-width="3"') +
  ZODIAC_STARS.map(([x, y]) => circle(x, y, 9, '#f4efe2')).join('') +
  label(1040, v.zodiac, 90, labelFontSizeCap('zodiac'), '#f4efe2', 'zodiac') +
  caption(1120, v.name, '#d9b26a', 'name') +
  caption(1175, v.date, '#d9b26a', 'date');
