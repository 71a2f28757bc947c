import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  EMPTY_SCROLL_MEMORY,
  rememberScroll,
  scrollTargetOf,
  type NavigationKind,
} from '../../application/routing/scroll-memory';

/**
 * Whether the next page change comes from back/forward. Listened to from the moment this
 * module loads, before the router subscribes: the router re-renders in a microtask right
 * after its own popstate listener, so a listener added later would learn of it too late.
 */
let nextKind: NavigationKind = 'push';
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    nextKind = 'pop';
    // A back/forward that shows the same page (a listing's ?page) must not leak into the next link.
    requestAnimationFrame(() => {
      nextKind = 'push';
    });
  });
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
/** How long a restored position waits for a page that is loaded again to grow tall enough. */
const RESTORE_PATIENCE_MS = 3000;

/**
 * Scroll position across in-shop navigation (see scroll-memory.ts): the browser's own
 * restoration is switched off because it cannot know about pages kept mounted in <Activity>.
 * `key` names the page shown.
 */
export const useScrollRestoration = (key: string) => {
  const memory = useRef(EMPTY_SCROLL_MEMORY);
  const current = useRef(key);
  const first = useRef(true);

  useEffect(() => {
    const manual = 'scrollRestoration' in history;
    if (manual) history.scrollRestoration = 'manual';
    const onScroll = () => {
      memory.current = rememberScroll(memory.current, current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (manual) history.scrollRestoration = 'auto';
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    current.current = key;
    if (first.current) {
      first.current = false;
      nextKind = 'push';
      return;
    } // the first page keeps the browser's position
    const target = scrollTargetOf(memory.current, key, nextKind);
    nextKind = 'push';
    window.scrollTo(0, target);
    if (window.scrollY >= target - 1) return;
    // A page loaded again may still be short: follow its growth until the position fits,
    // and give up as soon as the shopper scrolls on their own.
    const until = Date.now() + RESTORE_PATIENCE_MS;
    const observer = new ResizeObserver(() => {
      if (current.current !== key || Date.now() > until) {
        observer.disconnect();
        return;
      }
      window.scrollTo(0, target);
      if (window.scrollY >= target - 1) observer.disconnect();
    });
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [key]);
};
