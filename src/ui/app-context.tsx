import { createContext, useContext } from 'react';
import type { Store } from '../domain/stores/stores';
import type { ShellData } from '../application/loaders/shell.loader';
import type { ShopSystem } from '../application/system/shop-system';

/**
 * What the composition roots hand to the view: the store, the running shop system (every flow,
 * already wired) and the layout data. The view renders snapshots and sends events; it reaches
 * no port.
 */
export interface AppServices {
  readonly store: Store;
  readonly system: ShopSystem;
  /** Called once after hydration (opens browser storage). */
  readonly hydrated?: () => void;
  readonly shell: ShellData;
  readonly year: number;
}

export const AppContext = createContext<AppServices | null>(null);

export const useApp = (): AppServices => {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('AppContext missing: render inside <App>');
  return ctx;
};
