import { Suspense, lazy, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectOpenPanel } from '../../application/flows/panels/machine';
import { useShopActors } from './ShopActors';

/**
 * The side panels (cart, wishlist, menu, search) render nothing until one opens, so their code
 * loads with the first panel opened, not with every page (docs/architecture.md#performance-budgets "split by route": the
 * product page's script budget). Once loaded they stay mounted.
 */
const load = () => Promise.all([import('./Panels'), import('./SearchBox')]);
const Panels = lazy(() =>
  load().then(([{ Panels: P }, { SearchBox }]) => ({ default: () => <P search={<SearchBox autoFocus />} /> })),
);

export const PanelsHost = () => {
  const { panels } = useShopActors();
  const open = useSelector(panels, selectOpenPanel);
  const [wanted, setWanted] = useState(false);
  if (open !== null && !wanted) setWanted(true);
  // Fetched once the browser is idle after the page loaded, so a panel usually opens at once.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1000));
    idle(() => {
      void load();
    });
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Panels />
    </Suspense>
  ) : null;
};
