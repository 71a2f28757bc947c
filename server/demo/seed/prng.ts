/** Seeded randomness for the catalogue seed (same seed → same catalogue). */
export { createRng, hashString, type Rng } from '../art/prng.js';
import type { Rng } from '../art/prng.js';

const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2026, 11, 31);

/** A fixed timestamp in 2025–2026 drawn from the generator (never the clock). */
export const timestamp = (rng: Rng, from = START, to = END): string =>
  new Date(from + Math.floor((rng.next() * (to - from)) / 1000) * 1000).toISOString();
