/**
 * Small seeded pseudo-random generator (sfc32 seeded through a 32-bit string/number hash).
 * Shared by the media renderer and the catalogue seed: the same seed always yields the same
 * sequence, on every platform (integer maths only, no Math.random).
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** k distinct items. */
  sample<T>(items: readonly T[], k: number): T[];
  /** An independent generator derived from this one's seed and a label (order-independent). */
  fork(label: string | number): Rng;
}

/** FNV-1a 32-bit hash of a string. */
export const hashString = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

const mix32 = (x: number): number => {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
};

export const createRng = (seed: number | string): Rng => {
  const base = typeof seed === 'string' ? hashString(seed) : mix32((seed >>> 0) ^ 0x9e3779b9);
  let a = mix32(base ^ 0x243f6a88);
  let b = mix32(base ^ 0x85a308d3);
  let c = mix32(base ^ 0x13198a2e);
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    sample: (items, k) => rng.shuffle(items).slice(0, k),
    fork: (label) => createRng(mix32(base ^ hashString(String(label))) ^ 0x5bd1e995),
  };
  return rng;
};
