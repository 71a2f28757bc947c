import { Container } from 'inversify';
import { TOKENS } from '../../application/ports/tokens';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { Analytics } from '../../application/ports/analytics.port';
import type { PosterCatalog } from '../../application/ports/catalogue.port';
import type { Clock } from '../../application/ports/clock.port';
import { createInMemoryKeyValueStore } from '../storage/in-memory-key-value-store';
import { systemClock } from '../clock/system-clock';

/**
 * Composition root of a server render: the catalogue is the server's in-process port (passed
 * in, so adapters never import the server); browser-only ports are inert there — storage is
 * an empty memory (the cart is restored in the browser after hydration) and analytics record
 * nothing (effects do not run while rendering).
 */
export const createServerContainer = (catalog: PosterCatalog): Container => {
  const container = new Container();
  container.bind<PosterCatalog>(TOKENS.PosterCatalog).toConstantValue(catalog);
  container.bind<KeyValueStore>(TOKENS.KeyValueStore).toDynamicValue(() => createInMemoryKeyValueStore());
  container.bind<Analytics>(TOKENS.Analytics).toConstantValue({ track: () => undefined });
  container.bind<Clock>(TOKENS.Clock).toConstantValue(systemClock);
  return container;
};
