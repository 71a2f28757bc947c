/** The shop's ports out of a container, for `createShopSystem`. */
import type { Container } from 'inversify';
import { collectShopPorts, type ShopPorts } from '../../application/system/shop-ports';
import { resolvePort } from './typed';

export const resolveShopPorts = (container: Container): ShopPorts => collectShopPorts((token) => resolvePort(container, token));
