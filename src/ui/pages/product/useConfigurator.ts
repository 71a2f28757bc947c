import type { FrameChoice, Product } from '../../../application/model/catalogue';
import { useFlow } from '../../shop/use-flow';
import { configuratorFlow } from '../../../application/system/flows/configurator.flow';

/** A configurator for one product whose "add to cart" puts its lines in the shared cart (wired by the shop system). */
export const useConfigurator = (product: Product, frames: readonly FrameChoice[], requestedSize: string | null, show = true) =>
  useFlow(configuratorFlow, { product, frames, requestedSize, show });
