/** The wall bundle page's flow: its input and what it holds (docs/rules/gallery-wall.md). */
import type { BundledPosterPrice } from '../../../domain';
import type { FrameChoice, Product } from '../../model/catalogue';

export interface WallPosterInput {
  readonly product: Product;
  readonly frames: readonly FrameChoice[];
  readonly requestedSize: string | null;
  /** The bundle's frame for this poster, when it names one. */
  readonly frameId: number | null;
}

export interface WallBundleInput {
  readonly currency: string;
  readonly posters: readonly WallPosterInput[];
  readonly newLineId: () => string;
}

export interface WallBundleContext {
  readonly currency: string;
  readonly posters: readonly WallPosterInput[];
  readonly newLineId: () => string;
  readonly posterIds: readonly number[];
  /** Each poster's price as configured; null while it has no size. */
  readonly prices: Readonly<Record<number, BundledPosterPrice | null>>;
  /** How many of the whole wall are bought. */
  readonly quantity: number;
}
