import { useEffect, useRef, type ReactNode } from 'react';
import 'glider-js/glider.min.css';
import * as css from './components.css';
import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';

/**
 * A row of slides. The server renders a CSS scroll-snap track that already works without
 * script; once a shopper reaches for it glider-js takes over (dragging) with the spec's slides per
 * view at each width: products 2/4/6 at 320/1024/1199, artists 1/4 at 320/1024 (docs/rules/catalogue.md#listings).
 */
export type CarouselKind = 'products' | 'artists' | 'walls';

const RESPONSIVE: Record<CarouselKind, { breakpoint: number; settings: { slidesToShow: number; slidesToScroll: number } }[]> = {
  products: [
    { breakpoint: 320, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: MOBILE_BREAKPOINT_PX, settings: { slidesToShow: 4, slidesToScroll: 4 } },
    { breakpoint: 1199, settings: { slidesToShow: 6, slidesToScroll: 6 } },
  ],
  artists: [
    { breakpoint: 320, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: MOBILE_BREAKPOINT_PX, settings: { slidesToShow: 4, slidesToScroll: 4 } },
  ],
  walls: [
    { breakpoint: 320, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: MOBILE_BREAKPOINT_PX, settings: { slidesToShow: 4, slidesToScroll: 4 } },
  ],
};

/**
 * Gliders kept across a hidden spell: a kept-alive page (<Activity> hidden) runs its effect
 * cleanups but keeps its DOM, and glider's destroy() swaps the element for a clone React does
 * not know — the page then breaks when shown again. So a glider whose element is still in the
 * document is kept and refreshed; only one whose page really left is destroyed.
 */
const WAKE_ON = ['pointerenter', 'touchstart', 'focusin'] as const;
type GliderInstance = { destroy(): void; refresh(rebuild?: boolean): void };
const kept = new WeakMap<HTMLElement, GliderInstance>();

export const Carousel = ({ kind, label, children }: { kind: CarouselKind; label: string; children: ReactNode[] }) => {
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = track.current;
    let cancelled = false;
    const existing = element ? kept.get(element) : undefined;
    // Starting a glider measures the page (a forced layout); the start page has six carousels,
    // and started while the page hydrates they made its longest tasks (spec budgets: TBT ≤ 150 ms).
    // Until a shopper reaches for a carousel its track scrolls natively (swipe, keys, scroll
    // snapping), so glider starts on the first pointer, touch or focus inside it.
    const start = () => {
      for (const type of WAKE_ON) element?.removeEventListener(type, start);
      void import('glider-js').then(({ default: Glider }) => {
        if (cancelled || !element || kept.has(element)) return;
        kept.set(
          element,
          new Glider(element, { slidesToShow: 1, draggable: true, skipTrack: true, responsive: RESPONSIVE[kind] }),
        );
      });
    };
    if (existing) existing.refresh(true);
    else for (const type of WAKE_ON) element?.addEventListener(type, start, { passive: true });
    return () => {
      cancelled = true;
      for (const type of WAKE_ON) element?.removeEventListener(type, start);
      const glider = element ? kept.get(element) : undefined;
      if (!element || !glider || element.isConnected) return;
      kept.delete(element);
      glider.destroy();
    };
  }, [kind]);
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={css.gliderFrame}>
        {/* Before the carousel script runs the track scrolls natively; a keyboard must reach it. */}
        <div className={kind === 'products' ? css.carouselTrack : css.carouselTrackWide} tabIndex={0}>
          {children.map((child, i) => (
            <div className={css.slide} key={i}>
              {child}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
