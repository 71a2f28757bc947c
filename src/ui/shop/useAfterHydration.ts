import { useEffect, useState } from 'react';

/**
 * True from the render after the page's own effects ran — by then browser storage is open
 * and the cart holds what was stored, so flows that start from the cart see its lines.
 */
export const useAfterHydration = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(t);
  }, []);
  return ready;
};
