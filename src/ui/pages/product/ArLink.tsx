import { FormattedMessage } from 'react-intl';
import type { Image, Product } from '../../../application/model/catalogue';
import { useAfterHydration } from '../../shop/useAfterHydration';
import * as css from './product.css';

/**
 * "View on your wall" (docs/rules/catalogue.md#filters: an augmented-reality link for portrait posters where the device
 * supports it). The model is the poster at print size (/media/art/…/ar.glb); Android opens it
 * in Scene Viewer, other devices have no viewer for it, so the link is not shown there. Shown
 * only after hydration, since the server cannot know the device.
 */
export const arModelUrl = (featured: Image): string | null =>
  /^\/media\/art\/[a-z-]+-\d+-p\/[a-z0-9-]+\.webp$/.test(featured.url) ? featured.url.replace(/[^/]+\.webp$/, 'ar.glb') : null;

export const sceneViewerUrl = (modelUrl: string, title: string, fallback: string): string =>
  `intent://arvr.google.com/scene-viewer/1.2?file=${encodeURIComponent(modelUrl)}&mode=ar_preferred&title=${encodeURIComponent(title)}` +
  `#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;` +
  `S.browser_fallback_url=${encodeURIComponent(fallback)};end;`;

/** `onOpen` reports the event through the product page's detail-view flow. */
export const ArLink = ({ product, onOpen }: { product: Product; onOpen: () => void }) => {
  const ready = useAfterHydration();
  const featured = product.images.find((i) => i.type === 'featured');
  const model = featured && product.metadata.portrait !== false ? arModelUrl(featured) : null;
  if (!ready || !model || !/Android/i.test(navigator.userAgent)) return null;
  return (
    <a
      className={css.linkButton}
      data-testid="ar-link"
      rel="ar"
      href={sceneViewerUrl(window.location.origin + model, product.name, window.location.href)}
      onClick={onOpen}
    >
      <FormattedMessage id="product.ar" defaultMessage="View it on your wall (AR)" />
    </a>
  );
};
