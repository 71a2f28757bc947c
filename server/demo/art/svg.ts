/** SVG string helpers shared by every media generator. */

/** Compact number for SVG attributes (one decimal). */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A full SVG document drawn in a vw×vh coordinate system and rasterised at w×h pixels. */
export const svgDoc = (w: number, h: number, vw: number, vh: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

/** Nested SVG placing content drawn in a vw×vh system into the rectangle x,y,w,h (cropped to fill). */
export const nest = (x: number, y: number, w: number, h: number, vw: number, vh: number, body: string): string =>
  `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const linear = (
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`;

export const radial = (id: string, stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</radialGradient>`;

// ---- colours -------------------------------------------------------------------------------

const parse = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
};
const hex2 = (n: number): string =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** Linear mix of two #rrggbb colours (t = 0 → a, 1 → b). */
export const mix = (a: string, b: string, t: number): string => {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
};
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const luminance = (c: string): number => {
  const [r, g, b] = parse(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

// ---- shapes --------------------------------------------------------------------------------

type Point = readonly [number, number];

/** The cubic Bézier segment from p1 to p2 of the Catmull-Rom curve through p0, p1, p2, p3. */
const bezierFrom = (p0: Point, p1: Point, p2: Point, p3: Point): string => {
  const c1x = p1[0] + (p2[0] - p0[0]) / 6,
    c1y = p1[1] + (p2[1] - p0[1]) / 6;
  const c2x = p2[0] - (p3[0] - p1[0]) / 6,
    c2y = p2[1] - (p3[1] - p1[1]) / 6;
  return `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
};

/** Smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export const smoothClosed = (pts: readonly (readonly [number, number])[]): string => {
  const n = pts.length;
  const p = (i: number) => pts[((i % n) + n) % n]!;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    d += bezierFrom(p(i - 1), p(i), p(i + 1), p(i + 2));
  }
  return d + 'Z';
};

/** Smooth open path through points. */
export const smoothOpen = (pts: readonly (readonly [number, number])[]): string => {
  const n = pts.length;
  const p = (i: number) => pts[Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    d += bezierFrom(p(i - 1), p(i), p(i + 1), p(i + 2));
  }
  return d;
};

/** Organic blob around (cx, cy). */
export const blob = (
  rng: { range(a: number, b: number): number },
  cx: number,
  cy: number,
  r: number,
  points = 7,
  wobble = 0.28,
): string => {
  const pts: [number, number][] = [];
  const rot = rng.range(0, Math.PI * 2);
  for (let i = 0; i < points; i++) {
    const a = rot + (i / points) * Math.PI * 2;
    const rr = r * (1 + rng.range(-wobble, wobble));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
};

/** Leaf shape from base (x,y) of length len pointing at angle (radians), width ratio w. */
export const leaf = (x: number, y: number, len: number, angle: number, w = 0.36): string => {
  const tx = x + Math.cos(angle) * len,
    ty = y + Math.sin(angle) * len;
  const nx = -Math.sin(angle) * len * w,
    ny = Math.cos(angle) * len * w;
  const mx = x + Math.cos(angle) * len * 0.45,
    my = y + Math.sin(angle) * len * 0.45;
  return `M${f(x)} ${f(y)}Q${f(mx + nx)} ${f(my + ny)} ${f(tx)} ${f(ty)}Q${f(mx - nx)} ${f(my - ny)} ${f(x)} ${f(y)}Z`;
};
