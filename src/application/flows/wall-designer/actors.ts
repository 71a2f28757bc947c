/**
 * The designer's real side effects over its ports: the rooms and frames the pickers offer,
 * loading a saved wall with the products and frames it names (GET /api/gallery-wall/{id}, then
 * GET /api/products/{id} for each poster), sharing (POST /api/gallery-wall), and the cart lines
 * of "add all to cart" (docs/rules/product-pages.md#size-frame-and-options: margin true, quantity 1, each frame its own line), handed
 * to the cart with fresh line ids.
 */
import { fromPromise } from 'xstate';
import { wallCartLines, type CartLine, type Product } from '../../../domain';
import type { PosterCatalog } from '../../ports/catalogue.port';
import type { GalleryWallGateway, SharedWall } from '../../ports/gallery-wall.port';
import { type Outcome } from '../../model/outcome';
import { ok } from '../../../domain/result/result';
import { toDomainProduct } from '../configurator/domain-product';
import type { DesignerOptions, LoadedWall } from './machine';
import type { WallState } from './wall-state';
import { PRODUCT_TYPE } from '../../../domain/product';

export interface WallDesignerPorts {
  readonly walls: GalleryWallGateway;
  readonly catalog: PosterCatalog;
  /** A fresh id for a cart line. */
  readonly newId: () => string;
  /** Hands lines to the cart (the shop wires it to the cart flow, which opens the cart view). */
  readonly addToCart: (lines: readonly CartLine[]) => void;
}

/** Frames are few (spec: one product per frame kind); one page holds them all. */
export const FRAMES_LIMIT = 48;

export const loadDesignerOptions = async (ports: Pick<WallDesignerPorts, 'walls' | 'catalog'>): Promise<DesignerOptions> => {
  const [frames, environments] = await Promise.all([
    ports.catalog.products({ type: PRODUCT_TYPE.frame, limit: FRAMES_LIMIT }),
    ports.walls.environments(),
  ]);
  return {
    frames: frames.ok ? frames.value.items.map(toDomainProduct) : [],
    environments: environments.ok ? environments.value : [],
  };
};

export const loadSavedWall = async (walls: GalleryWallGateway, id: string): Promise<Outcome<LoadedWall>> => {
  const wall = await walls.load(id);
  if (!wall.ok) return wall;
  const ids = [...new Set(wall.value.posters.flatMap((p) => (p.productId === null ? [] : [p.productId])))];
  const answers = await Promise.all(ids.map((pid) => walls.productWithFrames(pid)));
  const products: Product[] = [];
  const frames = new Map<number, Product>();
  for (const a of answers) {
    if (!a.ok) continue; // a product that no longer exists is skipped (docs/rules/gallery-wall.md#designer-steps)
    products.push(toDomainProduct(a.value.product));
    for (const f of a.value.frames) frames.set(f.id, toDomainProduct(f));
  }
  return ok({ wall: wall.value, products, frames: [...frames.values()] });
};

export const createWallDesignerActors = (ports: WallDesignerPorts) => ({
  actors: {
    loadOptions: fromPromise(() => loadDesignerOptions(ports)),
    loadWall: fromPromise(({ input }: { input: { readonly id: string } }) => loadSavedWall(ports.walls, input.id)),
    shareWall: fromPromise(({ input }: { input: { readonly wall: SharedWall } }) => ports.walls.share(input.wall)),
  },
  actions: {
    addToCart: (_: unknown, { wall }: { readonly wall: WallState }) => {
      const lines = wallCartLines(wall.posters, () => ports.newId());
      if (lines.ok) ports.addToCart(lines.value);
    },
  },
});
