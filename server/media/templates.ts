/**
 * Personalised poster templates (spec §2 "Personalised templates", §3 "Personalised values"):
 * default values and a preview painting of each template filled with its defaults.
 */
import { createRng } from './prng.js';
import { circle, esc, f, path, rect } from './svg.js';

export const TEMPLATE_NAMES = [
  'baby', 'best-friends', 'cat', 'dog', 'family', 'heart', 'love', 'love-alternate', 'significant-other', 'zodiac', 'custom',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const TEMPLATE_DEFAULTS: Record<TemplateName, Record<string, unknown>> = {
  baby: { name: 'Emma', datetime: '12.05.2025 08:41', weight: '3.4 kg', height: '51 cm' },
  'best-friends': { best_friends: ['Anna', 'Sara', 'Mia', 'Lea'], num_friends: 2, since: 'since 2012' },
  cat: { name: 'Milo', date: '2021' },
  dog: { name: 'Luna', date: '2019' },
  family: {
    num_members: 4,
    family_members: [
      { name: 'Jonas', yob: '1986' }, { name: 'Anna', yob: '1988' }, { name: 'Emil', yob: '2016' },
      { name: 'Ella', yob: '2019' }, { name: 'Noah', yob: '2021' }, { name: 'Lily', yob: '2023' },
    ],
  },
  heart: { text: 'You & me', textSize: 100 },
  love: { names: 'Anna & Jonas', date: '14.02.2024', place: 'Paris' },
  'love-alternate': { names: 'Anna & Jonas', date: '14.02.2024', place: 'Paris' },
  'significant-other': { significant_other: 'Alex', significant_text: 'The one who makes every ordinary day feel like an adventure.' },
  zodiac: { zodiac: 'Leo', name: 'Mia', date: '03.08.1990' },
  custom: { style: 1, text: 'Home is wherever we are together', alignment: 'center' },
};

export const isTemplateName = (s: string): s is TemplateName => (TEMPLATE_NAMES as readonly string[]).includes(s);

const SERIF = 'DejaVu Serif, serif';
const SANS = 'DejaVu Sans, sans-serif';
const text = (x: number, y: number, size: number, s: string, fill: string, opts = ''): string =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" text-anchor="middle" fill="${fill}" ${opts}>${esc(s)}</text>`;
const caption = (y: number, s: string, fill: string): string => text(500, y, 30, s.toUpperCase(), fill, `font-family="${SANS}" letter-spacing="8"`);

const heartPath = (cx: number, cy: number, s: number): string =>
  `M${f(cx)} ${f(cy + s * 0.9)}C${f(cx - s * 1.4)} ${f(cy)} ${f(cx - s * 0.9)} ${f(cy - s * 0.95)} ${f(cx)} ${f(cy - s * 0.35)}C${f(cx + s * 0.9)} ${f(cy - s * 0.95)} ${f(cx + s * 1.4)} ${f(cy)} ${f(cx)} ${f(cy + s * 0.9)}Z`;

const starField = (seed: string, cx: number, cy: number, r: number, n: number, fill: string): string => {
  const rng = createRng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2), d = Math.sqrt(rng.next()) * r;
    s += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0.8, 3.2), fill, `fill-opacity="${f(rng.range(0.5, 1))}"`);
  }
  return s;
};

/** Preview of a template with its default values, in a 1000×1400 portrait. */
export const templateBody = (name: TemplateName): string => {
  const d = TEMPLATE_DEFAULTS[name] as Record<string, any>;
  switch (name) {
    case 'baby':
      return rect(0, 0, 1000, 1400, '#f6ece6') + circle(500, 520, 300, '#e9cfc4') +
        path('M560 330a150 150 0 1 0 0 300a190 190 0 1 1 0-300Z', '#f7e3a6') +
        [[330, 380], [660, 420], [610, 700], [380, 690]].map(([x, y]) => circle(x!, y!, 8, '#fff')).join('') +
        text(500, 1000, 150, d.name, '#5b4a4e', `font-family="${SERIF}" font-style="italic"`) +
        caption(1100, d.datetime, '#7d6a6e') + caption(1160, `${d.weight} · ${d.height}`, '#7d6a6e');
    case 'best-friends':
      return rect(0, 0, 1000, 1400, '#f3ede3') + circle(400, 560, 230, '#e9a99a', 'fill-opacity="0.9"') + circle(600, 560, 230, '#9cc0b5', 'fill-opacity="0.85"') +
        text(500, 1000, 100, `${d.best_friends[0]} & ${d.best_friends[1]}`, '#33403c', `font-family="${SERIF}"`) +
        caption(1090, 'best friends', '#33403c') + caption(1150, d.since, '#6a7672');
    case 'cat':
    case 'dog': {
      const col = name === 'cat' ? '#3b3a3c' : '#6b4a34';
      let s = rect(0, 0, 1000, 1400, name === 'cat' ? '#e8edf0' : '#f3e9dc') + circle(500, 560, 320, name === 'cat' ? '#c9d6de' : '#ead2b4');
      if (name === 'cat') {
        s += path('M330 520L350 330L450 430Z', col) + path('M670 520L650 330L550 430Z', col) + circle(500, 580, 190, col);
        s += circle(430, 560, 18, '#f2d16b') + circle(570, 560, 18, '#f2d16b') + path('M485 620h30l-15 16Z', '#e7a1a1');
        s += path('M420 640h-120M420 660l-110 30M580 640h120M580 660l110 30', 'none', 'stroke="#f3f1ec" stroke-width="4"');
      } else {
        s += `<ellipse cx="330" cy="560" rx="70" ry="150" fill="${col}" transform="rotate(20 330 560)"/><ellipse cx="670" cy="560" rx="70" ry="150" fill="${col}" transform="rotate(-20 670 560)"/>`;
        s += circle(500, 560, 190, '#b58a64') + `<ellipse cx="500" cy="660" rx="110" ry="80" fill="#e8d3b8"/>` + circle(430, 530, 18, '#2b2b2b') + circle(570, 530, 18, '#2b2b2b') + `<ellipse cx="500" cy="630" rx="36" ry="26" fill="#2b2b2b"/>`;
      }
      return s + text(500, 1060, 140, d.name, '#2f2f33', `font-family="${SERIF}"`) + caption(1150, `since ${d.date}`, '#5f5f66');
    }
    case 'family': {
      let s = rect(0, 0, 1000, 1400, '#eef0e9');
      const members = d.family_members.slice(0, d.num_members) as { name: string; yob: string }[];
      const cols = ['#5d7a6a', '#c98e6e', '#e0b458', '#7a8fb0', '#b5838d', '#8a9a84'];
      members.forEach((m, i) => {
        const x = 500 + (i - (members.length - 1) / 2) * 190;
        const hgt = 2023 - Number(m.yob) > 18 ? 1 : 0.72;
        const base = 850;
        s += path(`M${x - 70 * hgt} ${base}V${base - 260 * hgt}a${70 * hgt} ${70 * hgt} 0 0 1 ${140 * hgt} 0V${base}Z`, cols[i]!) + circle(x, base - 330 * hgt, 55 * hgt, cols[i]!);
        s += text(x, 940, 40, m.name, '#2f3a33', `font-family="${SERIF}"`) + text(x, 990, 26, m.yob, '#6a756d', `font-family="${SANS}"`);
      });
      return s + rect(150, 860, 700, 3, '#2f3a33') + caption(1160, 'our family', '#2f3a33');
    }
    case 'heart':
      return rect(0, 0, 1000, 1400, '#f8ece8') + path(heartPath(500, 600, 330), '#d9565e') + text(500, 640, 96, d.text, '#fff5f2', `font-family="${SERIF}" font-style="italic"`) + caption(1180, 'forever', '#8c3b40');
    case 'love':
      return rect(0, 0, 1000, 1400, '#141a2e') + circle(500, 560, 360, '#1c2540') + starField('love-stars', 500, 560, 350, 260, '#f4efe2') +
        circle(500, 560, 360, 'none', 'stroke="#d9b26a" stroke-width="3"') +
        text(500, 1060, 84, d.names, '#f4efe2', `font-family="${SERIF}"`) + caption(1140, d.place, '#d9b26a') + caption(1195, d.date, '#d9b26a');
    case 'love-alternate':
      return rect(0, 0, 1000, 1400, '#f1e7dc') + path('M230 960V520a270 270 0 0 1 540 0V960Z', '#c96f56') + path(heartPath(500, 600, 90), '#f6e3d6') +
        text(500, 1080, 90, d.names, '#4a2c24', `font-family="${SERIF}" font-style="italic"`) + caption(1160, `${d.place} · ${d.date}`, '#7a5247');
    case 'significant-other': {
      const words = String(d.significant_text).split(' ');
      const lines: string[] = [];
      let cur = '';
      for (const w of words) { if ((cur + ' ' + w).trim().length > 30) { lines.push(cur.trim()); cur = w; } else cur += ' ' + w; }
      if (cur.trim()) lines.push(cur.trim());
      return rect(0, 0, 1000, 1400, '#fbfaf7') + rect(80, 80, 840, 1240, 'none', 'stroke="#2b2b2b" stroke-width="3"') +
        text(500, 560, 146, d.significant_other, '#2b2b2b', `font-family="${SERIF}"`) + rect(440, 620, 120, 3, '#2b2b2b') +
        lines.map((l, i) => text(500, 740 + i * 56, 38, l, '#4a4a4a', `font-family="${SERIF}" font-style="italic"`)).join('');
    }
    case 'zodiac': {
      const pts: [number, number][] = [[360, 420], [430, 470], [520, 450], [600, 520], [580, 640], [480, 700], [640, 720]];
      return rect(0, 0, 1000, 1400, '#10182b') + starField('zodiac-stars', 500, 560, 420, 160, '#c9d1e6') + circle(500, 560, 330, 'none', 'stroke="#d9b26a" stroke-width="2"') +
        path(`M${pts.map(([x, y]) => `${x} ${y}`).join('L')}`, 'none', 'stroke="#d9b26a" stroke-width="3"') + pts.map(([x, y]) => circle(x, y, 9, '#f4efe2')).join('') +
        text(500, 1040, 110, d.zodiac, '#f4efe2', `font-family="${SERIF}"`) + caption(1120, d.name, '#d9b26a') + caption(1175, d.date, '#d9b26a');
    }
    case 'custom': {
      const words = String(d.text).split(' ');
      const lines = [words.slice(0, 2).join(' '), words.slice(2, 4).join(' '), words.slice(4).join(' ')];
      return rect(0, 0, 1000, 1400, '#f4efe6') + lines.map((l, i) => text(500, 600 + i * 130, 96, l, '#2e2a26', `font-family="${SERIF}" font-weight="bold"`)).join('') + rect(440, 1000, 120, 4, '#c96f56');
    }
  }
};
