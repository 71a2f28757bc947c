/**
 * Sharing and loading gallery walls (docs/rules/gallery-wall.md#sharing-and-saved-walls "Sharing", "Saved wall loading"; docs/rules/gallery-wall.md#sharing-and-saved-walls
 * GET/POST /api/gallery-wall). A shared wall is checked against the catalogue before it is
 * stored: every poster must be a poster product offering the slot's wall size, every frame a
 * frame product offering that size, so a link never reproduces a wall the shop cannot sell.
 * The answer is a short link to the designer in the store the wall was shared from.
 */
import { isWallSize, layoutById } from '../../src/domain/wall/layouts.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import { clampToWall } from '../../src/domain/wall/room-calibration.js';
import type { StoreContext } from '../http/store-context.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../platform/outcome.js';
import { createWallRepository, type WallRepository } from './wall.repository.js';
import type { Db } from '../db/db.port.js';

/** A wall as a shopper shares it: each poster's product, size, frame and place on the wall in percent. */
export interface WallToSave {
  readonly layout: number;
  readonly environment: { readonly idx: number };
  readonly posters: readonly {
    readonly product_id: number;
    readonly size: string;
    readonly portrait: boolean;
    readonly frame_id: number | null;
    readonly top: number;
    readonly left: number;
  }[];
}

/** A saved wall as the designer loads it, with each frame's variation index for its poster's size. */
export interface LoadedWall {
  readonly layout: number;
  readonly environment: { readonly idx: number; readonly url: string };
  readonly posters: {
    readonly product_id: number | null;
    readonly size: string;
    readonly portrait: boolean;
    readonly frame_id: number | null;
    readonly frame_index: number | null;
    readonly top: number;
    readonly left: number;
  }[];
}

interface VariationView {
  readonly option_name: string;
}
interface ProductView {
  readonly id: number;
  readonly type: number;
  readonly variations: readonly VariationView[];
}

export interface WallServiceDeps {
  readonly repository: WallRepository;
  /** The catalogue's product by id in the asking store (undefined when there is none). */
  readonly productById: (id: number, ctx: StoreContext) => Promise<ProductView | undefined>;
  /** A fresh short, unguessable wall id. */
  readonly newId: () => string;
}

const unprocessable = (message: string): never => refuse('WALL.INVALID', message);

const percent = (v: number) => Number.isFinite(v) && v >= 0 && v <= 100;

export const WALL_ID = /^[A-Za-z0-9]{6,16}$/;

export const designerPath = (ctx: StoreContext, id: string) => `${ctx.store.pathPrefix}/gallery-wall/${id}`;

export const createWallService = ({ repository, productById, newId }: WallServiceDeps) => {
  const check = async (wall: WallToSave, ctx: StoreContext) => {
    const layout = layoutById(wall.layout);
    if (!layout) return unprocessable(`Layout ${wall.layout} does not exist (layouts are 1 to 9)`);
    if (!Number.isInteger(wall.environment.idx) || !(await repository.environmentExists(wall.environment.idx))) {
      return unprocessable(`Environment ${wall.environment.idx} does not exist`);
    }
    if (wall.posters.length === 0) return unprocessable('A shared wall needs at least one poster');
    if (wall.posters.length > layout.slots.length) {
      return unprocessable(`Layout ${layout.id} holds at most ${layout.slots.length} posters, got ${wall.posters.length}`);
    }
    for (const [i, p] of wall.posters.entries()) {
      const at = `posters[${i}]`;
      if (!percent(p.top) || !percent(p.left))
        return refuse('WALL.POSITION', `Field "${at}.top" and "${at}.left" must be percentages from 0 to 100`);
      if (!isWallSize(p.size)) return unprocessable(`Size "${p.size}" of ${at} is not a wall size`);
      const inside = clampToWall(p, p.size, p.portrait);
      if (Math.abs(inside.top - p.top) > 0.01 || Math.abs(inside.left - p.left) > 0.01) {
        return unprocessable(`Poster ${at} reaches past the edge of the wall`);
      }
      const product = Number.isSafeInteger(p.product_id) ? await productById(p.product_id, ctx) : undefined;
      if (!product || product.type !== PRODUCT_TYPE.poster)
        return unprocessable(`Product ${p.product_id} of ${at} is not a poster of this shop`);
      if (!product.variations.some((v) => v.option_name === p.size)) {
        return unprocessable(`Product ${p.product_id} of ${at} is not offered in size ${p.size}`);
      }
      if (p.frame_id === null) continue;
      const frame = Number.isSafeInteger(p.frame_id) ? await productById(p.frame_id, ctx) : undefined;
      if (!frame || frame.type !== PRODUCT_TYPE.frame)
        return unprocessable(`Frame ${p.frame_id} of ${at} is not a frame of this shop`);
      if (!frame.variations.some((v) => v.option_name === p.size)) {
        return unprocessable(`Frame ${p.frame_id} of ${at} is not offered in size ${p.size}`);
      }
    }
  };

  const save = (wall: WallToSave, ctx: StoreContext): Promise<Outcome<{ id: string; link: string }>> =>
    settle(async () => {
      await check(wall, ctx);
      const id = newId();
      await repository.insert({
        id,
        layout: wall.layout,
        environmentIdx: wall.environment.idx,
        store: ctx.store.code,
        posters: wall.posters.map((p) => ({
          productId: p.product_id,
          size: p.size,
          portrait: p.portrait,
          frameId: p.frame_id,
          top: p.top,
          left: p.left,
        })),
      });
      return { id, link: ctx.publicUrl + designerPath(ctx, id) };
    });

  /** The saved wall, with each frame's variation index for its poster's size (docs/rules/gallery-wall.md#sharing-and-saved-walls). */
  const load = async (id: string, ctx: StoreContext): Promise<Outcome<LoadedWall>> => {
    if (!WALL_ID.test(id))
      return failed('WALL.ID', `Path parameter "id" must be a wall id of 6 to 16 letters and digits, got "${id}"`);
    const wall = await repository.byId(id);
    if (!wall) return failed('WALL.NOT_FOUND', `Gallery wall "${id}" was not found`);
    const posters = await Promise.all(
      wall.posters.map(async (p) => {
        const frame = p.frameId === null ? undefined : await productById(p.frameId, ctx);
        const index = frame ? frame.variations.findIndex((v) => v.option_name === p.size) : -1;
        return {
          product_id: p.productId,
          size: p.size,
          portrait: p.portrait,
          frame_id: p.frameId,
          frame_index: index === -1 ? null : index,
          top: p.top,
          left: p.left,
        };
      }),
    );
    return succeeded({ layout: wall.layout, environment: wall.environment, posters });
  };

  return { save, load, stored: (id: string) => (WALL_ID.test(id) ? repository.byId(id) : Promise.resolve(undefined)) };
};

export type WallService = ReturnType<typeof createWallService>;

/** Whether a wall is saved under an id, for the pages that name one (their preview image exists only then). */
export const createSavedWallLookup = (db: Db) => {
  const repository = createWallRepository(db);
  return { exists: async (id: string): Promise<boolean> => WALL_ID.test(id) && (await repository.byId(id)) !== undefined };
};
