/**
 * inversify with the tokens' port types: `bindPort` only accepts an adapter of the token's port,
 * and `resolvePort` answers that type without a cast.
 */
import type { Container } from 'inversify';
import type { PortToken } from '../../application/ports/tokens';

export const bindPort = <T>(container: Container, token: PortToken<T>) => container.bind<T>(token);

export const resolvePort = <T>(container: Container, token: PortToken<T>): T => container.get<T>(token);
