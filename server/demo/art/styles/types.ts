import type { Rng } from '../prng.js';
import type { Palette } from '../palettes.js';

/** Everything a style needs to paint one artwork in a w×h coordinate system. */
export interface ArtCtx {
  readonly rng: Rng;
  readonly pal: Palette;
  readonly w: number;
  readonly h: number;
  /** Unique prefix for gradient ids (several artworks can share one SVG). */
  readonly id: string;
  /** Style-specific sub-motif chosen by the recipe (see art.ts traits). */
  readonly motif: string;
}

export type ArtStyle = (ctx: ArtCtx) => string;
