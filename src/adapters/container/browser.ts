import { Container } from 'inversify';
import type { Store } from '../../domain/stores/stores';
import { TOKENS } from '../../application/ports/tokens';
import type { PosterCatalog } from '../../application/ports/catalogue.port';
import type { Clock } from '../../application/ports/clock.port';
import { createHttpClient } from '../http/http-client';
import { createHttpPosterCatalog } from '../http/http-poster-catalog';
import { systemClock } from '../clock/system-clock';

/**
 * Composition root of the browser's remote ports (loaded on first use, see lazy-port.ts):
 * the catalogue over fetch + io-ts, and the system clock. Storage and analytics are bound in
 * entry-client directly, because the cart needs them at hydration.
 */
export const createBrowserContainer = (store: Store): Container => {
  const container = new Container();
  const http = createHttpClient({ fetch: (i, init) => fetch(i, init), baseUrl: '', store: store.code });
  container.bind<PosterCatalog>(TOKENS.PosterCatalog).toConstantValue(createHttpPosterCatalog(http));
  container.bind<Clock>(TOKENS.Clock).toConstantValue(systemClock);
  return container;
};
