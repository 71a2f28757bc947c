/**
 * A generated image with a reserved box (width/height), WebP srcset over the media widths,
 * and lazy loading unless it is the page's largest paint (`priority`: fetched first, preloaded
 * from the head) or sits in the first screen of a phone (`eager`: fetched at once, at normal
 * priority). Every image that is not lazy also gets a preload link from React's server
 * renderer, so a page keeps them to the few a shopper sees first (docs/architecture.md#performance-budgets "Performance
 * by design": LCP ≤ 1.8 s).
 */
const WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export interface ImgProps {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly sizes?: string;
  readonly priority?: boolean;
  readonly eager?: boolean;
  readonly className?: string;
  /**
   * Shown only under a hovering pointer (a card's room picture): where nothing can hover (phones,
   * tablets) the browser picks a one-pixel inline source instead and fetches nothing.
   */
  readonly hoverOnly?: boolean;
}

/** A transparent 1×1 GIF, inline: the source a `hoverOnly` image takes where nothing hovers. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const srcSetOf = (src: string, natural: number): string =>
  WIDTHS.filter((w) => w <= natural)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(', ');

export const Img = ({
  src,
  alt,
  width,
  height,
  sizes = '(max-width: 600px) 50vw, 240px',
  priority,
  eager,
  className,
  hoverOnly,
}: ImgProps) => {
  const img = (
    <img
      src={`${src}?w=${Math.min(480, width) === width ? width : 480}`}
      srcSet={srcSetOf(src, width) || undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  return hoverOnly ? (
    <picture>
      <source media="(hover: none)" srcSet={BLANK_IMAGE} />
      {img}
    </picture>
  ) : (
    img
  );
};
