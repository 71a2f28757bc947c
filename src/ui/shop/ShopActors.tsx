import type { ShopActors } from '../../application/system/shop-flows';
import { useApp } from '../app-context';

/** The shop-wide flows every page shares (cart, wishlist, panels, newsletter), wired by the shop system. */
export const useShopActors = (): ShopActors => useApp().system.shop;
