/** Named reads of a wall bundle for its page (docs/rules/product-pages.md#wall-bundles "Wall bundle"). */
import { wallSubtotal, type Money } from '../../../domain';
import type { ActorRefFrom } from 'xstate';
import type { configuratorMachine } from '../configurator/machine';
import { posterActorId } from './machine';
import type { WallBundleContext } from './context';

type WallBundleSnapshot = {
  readonly context: WallBundleContext;
  readonly children: Readonly<Record<string, unknown>>;
  hasTag(tag: 'toast'): boolean;
};

/** The sum of the posters' prices (poster + frame each) times the quantity; null while a poster has no size. */
export const selectWallSubtotal = (s: WallBundleSnapshot): Money | null => {
  const prices = s.context.posterIds.map((id) => s.context.prices[id]);
  if (prices.some((p) => p == null)) return null;
  const total = wallSubtotal(
    s.context.currency,
    prices.map((p) => p!),
    s.context.quantity,
  );
  return total.ok ? total.value : null;
};

export const selectBundledPoster = (
  s: WallBundleSnapshot,
  posterId: number,
): ActorRefFrom<typeof configuratorMachine> | undefined =>
  s.children[posterActorId(posterId)] as ActorRefFrom<typeof configuratorMachine> | undefined;

export const selectWallAdded = (s: WallBundleSnapshot): boolean => s.hasTag('toast');

export const selectWallQuantity = (s: WallBundleSnapshot): number => s.context.quantity;
