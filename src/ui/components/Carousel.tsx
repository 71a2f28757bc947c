import { useEffect, useRef, type ReactNode } from 'react';
import 'glider-js/glider.min.css';
import * as css from './components.css';

/**
 * A row of slides. The server renders a CSS scroll-snap track that already works without
 * script; in the browser glider-js takes over (arrows, dragging) with the spec's slides per
 * view at each width: products 2/4/6 at 320/1024/1199, artists 1/4 at 320/1024 (spec §2).
 */
export type CarouselKind = 'products' | 'artists' | 'walls';

const RESPONSIVE: Record<CarouselKind, { breakpoint: number; settings: { slidesToShow: number; slidesToScroll: number } }[]> = {
  products: [
    { breakpoint: 320, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 1024, settings: { slidesToShow: 4, slidesToScroll: 4 } },
    { breakpoint: 1199, settings: { slidesToShow: 6, slidesToScroll: 6 } },
  ],
  artists: [
    { breakpoint: 320, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: 1024, settings: { slidesToShow: 4, slidesToScroll: 4 } },
  ],
  walls: [
    { breakpoint: 320, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: 1024, settings: { slidesToShow: 4, slidesToScroll: 4 } },
  ],
};

export const Carousel = ({ kind, label, children }: { kind: CarouselKind; label: string; children: ReactNode[] }) => {
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let glider: { destroy(): void } | undefined;
    let cancelled = false;
    void import('glider-js').then(({ default: Glider }) => {
      if (cancelled || !track.current) return;
      glider = new Glider(track.current, { slidesToShow: 1, draggable: true, skipTrack: true, responsive: RESPONSIVE[kind] });
    });
    return () => { cancelled = true; glider?.destroy(); };
  }, [kind]);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={css.gliderFrame}>
        {/* Before the carousel script runs the track scrolls natively; a keyboard must reach it. */}
        <div className={kind === 'products' ? css.carouselTrack : css.carouselTrackWide} tabIndex={0}>
          {children.map((child, i) => <div className={css.slide} key={i}>{child}</div>)}
        </div>
      </div>
    </div>
  );
};
