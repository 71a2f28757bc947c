/**
 * Navigation over the History API as the router (wouter) sees it: its `navigate` pushes the
 * state and the router re-renders. Store-relative paths get the store's prefix (`/de`). Changes
 * are heard through the events wouter's history patch dispatches (`pushState`, `replaceState`)
 * and the browser's own (`popstate`), so links, back/forward and `go` all count.
 */
import { navigate } from 'wouter/use-browser-location';
import type { Address, AddressChange, Navigation } from '../../application/ports/navigation.port';

const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

export class HistoryNavigation implements Navigation {
  constructor(
    private readonly pathPrefix: string,
    private readonly window: Window,
  ) {}

  go(path: string, options: { readonly replace?: boolean } = {}): void {
    navigate(`${this.pathPrefix}${path}`, { replace: options.replace ?? false });
  }

  watch(listener: (change: AddressChange) => void): () => void {
    let here = this.address();
    const heard = () => {
      const to = this.address();
      if (to.path === here.path && to.search === here.search) return;
      const from = here;
      here = to;
      listener({ from, to });
    };
    for (const name of HISTORY_EVENTS) this.window.addEventListener(name, heard);
    return () => {
      for (const name of HISTORY_EVENTS) this.window.removeEventListener(name, heard);
    };
  }

  private address(): Address {
    const { pathname, search } = this.window.location;
    const prefix = this.pathPrefix;
    const inStore = prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
    const path = inStore ? pathname.slice(prefix.length) || '/' : pathname;
    return { path, search: search.replace(/^\?/, '') };
  }
}
