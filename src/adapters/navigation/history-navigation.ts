/**
 * Navigation over the History API as the router (wouter) sees it: its `navigate` pushes the
 * state and the router re-renders. Store-relative paths get the store's prefix (`/de`).
 */
import { navigate } from 'wouter/use-browser-location';
import type { Navigation } from '../../application/ports/navigation.port';

export class HistoryNavigation implements Navigation {
  constructor(private readonly pathPrefix: string) {}

  go(path: string, options: { readonly replace?: boolean } = {}): void {
    navigate(`${this.pathPrefix}${path}`, { replace: options.replace ?? false });
  }
}
