import { useState } from 'react';
import type { Image, Product } from '../../../application/model/catalogue';
import { GALLERY_MAX_IMAGES } from '../../../domain/constants';
import { Img } from '../../components/Img';
import { PHONE_SIZES } from '../../styles/media';
import * as css from './product.css';

/** The product's main picture (the configured frame laid over it) and its gallery's thumbnails. */
export const Gallery = ({
  product,
  featured,
  frameOverlay,
}: {
  product: Product;
  featured: Image | null;
  frameOverlay?: Image;
}) => {
  const gallery = product.images.filter((i) => i.type === 'gallery').slice(0, GALLERY_MAX_IMAGES);
  const [active, setActive] = useState<number | null>(null);
  const shown = active === null ? (featured ?? gallery[0]) : gallery[active];
  return (
    <div>
      <div className={css.stage}>
        {shown && (
          <Img
            src={shown.url}
            alt={product.name}
            width={shown.width}
            height={shown.height}
            className={css.stageImg}
            sizes={`${PHONE_SIZES} 100vw, 640px`}
            priority
          />
        )}
        {active === null && frameOverlay && (
          <img src={`${frameOverlay.url}?w=960`} alt="" className={css.frameOverlay} decoding="async" />
        )}
      </div>
      {gallery.length > 1 && (
        <ul className={css.thumbs}>
          {gallery.map((g, i) => (
            <li key={g.url}>
              <button
                type="button"
                className={active === i ? css.thumbActive : css.thumbButton}
                onClick={() => setActive(i)}
                aria-label={`${i + 1}`}
              >
                <img
                  src={`${g.url}?w=160`}
                  alt=""
                  width={72}
                  height={Math.round((72 * g.height) / g.width)}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
