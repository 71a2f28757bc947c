import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { PageData } from '../../../application/loaders/pages.loader';
import type { FrameChoice, Image, Product } from '../../../application/model/catalogue';
import { selectFeaturedImage, selectFrame } from '../../../application/flows/configurator/selectors';
import type { configuratorMachine } from '../../../application/flows/configurator/machine';
import {
  selectBundledPoster,
  selectWallAdded,
  selectWallQuantity,
  selectWallSubtotal,
} from '../../../application/flows/wall-bundle/selectors';
import type { wallBundleMachine } from '../../../application/flows/wall-bundle/machine';
import { wallBundleFlow } from '../../../application/system/flows/wall-bundle.flow';
import { toDomainProduct } from '../../../application/flows/configurator/domain-product';
import { PRODUCT_TYPE, viewKind } from '../../../domain/product';
import { CART_MAX_QUANTITY, GALLERY_MAX_IMAGES, PRODUCT_START_QUANTITY } from '../../../domain/constants';
import { Html } from '../../components/Html';
import { Img } from '../../components/Img';
import { Price } from '../../components/Price';
import { ProductCard } from '../../components/ProductCard';
import { CategoryLink, TagLink } from '../../components/Links';
import { useFlow } from '../../shop/use-flow';
import { detailViewFlow } from '../../../application/system/flows/detail-view.flow';
import { WishlistToggle } from '../../shop/WishlistToggle';
import { AddToCartButton, ConfiguratorOptions, ConfiguredPrice } from './Configurator';
import { useConfigurator } from './useConfigurator';
import { SizeGuide } from './SizeGuide';
import { ArLink } from './ArLink';
import { fromChunk } from '../../chunk';
import { templateParts, uploadParts } from '../../part-chunks';
import type { templateMachine } from '../../../application/flows/template/machine';
import type { photoPosterMachine } from '../../../application/flows/photo-poster/machine';
import * as c from '../../components/components.css';
import * as layout from '../../styles/layout.css';
import * as css from './product.css';
import { PHONE_SIZES } from '../../styles/media';

type Configurator = ActorRefFrom<typeof configuratorMachine>;
type Data = Extract<PageData, { route: 'product' }>['data'];

// Text posters' form and preview come in their own chunk (split-pages.ts).
const TemplateForm = fromChunk(templateParts, (m) => m.TemplateForm);
const TemplatePreview = fromChunk(templateParts, (m) => m.TemplatePreview);
// So do the upload-your-own page's field, preview and toast.
const UploadField = fromChunk(uploadParts, (m) => m.UploadField);
const UploadPreview = fromChunk(uploadParts, (m) => m.UploadPreview);
const UploadToast = fromChunk(uploadParts, (m) => m.UploadToast);

const Gallery = ({ product, featured, frameOverlay }: { product: Product; featured: Image | null; frameOverlay?: Image }) => {
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

const ProductInfo = ({ product }: { product: Product }) => (
  <dl className={css.info}>
    <dt>
      <FormattedMessage id="product.sku" defaultMessage="SKU" />
    </dt>
    <dd style={{ margin: 0 }}>{product.sku}</dd>
    {product.categories.length > 0 && (
      <>
        <dt>
          <FormattedMessage id="product.categories" defaultMessage="Categories" />
        </dt>
        <dd style={{ margin: 0 }}>
          {product.categories.map((cat, i) => (
            <span key={cat.id}>
              {i > 0 && ', '}
              <CategoryLink slugs={[cat.slug]}>{cat.name}</CategoryLink>
            </span>
          ))}
        </dd>
      </>
    )}
    {product.tags.length > 0 && (
      <>
        <dt>
          <FormattedMessage id="product.tags" defaultMessage="Tags" />
        </dt>
        <dd style={{ margin: 0 }}>
          {product.tags.map((t, i) => (
            <span key={t.id}>
              {i > 0 && ', '}
              <TagLink slug={t.slug}>{t.name}</TagLink>
            </span>
          ))}
        </dd>
      </>
    )}
  </dl>
);

/** A single product with its own configurator: poster, frame, gift card, personalised or simple. */
const SingleProduct = ({
  product,
  frames,
  onArOpen,
}: {
  product: Product;
  frames: readonly FrameChoice[];
  onArOpen: () => void;
}) => {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const kind = viewKind(toDomainProduct(product));
  const requested = kind === 'gift-card' ? params.get('amount') : params.get('size');
  const actor = useConfigurator(
    product,
    kind === 'poster' || kind === 'custom-text' || kind === 'uploaded' ? frames : [],
    requested,
  );
  return kind === 'custom-text' ? (
    <TemplateProduct product={product} actor={actor} onArOpen={onArOpen} />
  ) : kind === 'uploaded' ? (
    <UploadProduct product={product} actor={actor} onArOpen={onArOpen} />
  ) : (
    <ProductBody product={product} actor={actor} template={null} onArOpen={onArOpen} />
  );
};

/** The upload-your-own page (docs/rules/uploads.md#customer-photos "Upload-your-own image"): the photo field, its preview and failure toast. */
const UploadProduct = ({ product, actor, onArOpen }: { product: Product; actor: Configurator; onArOpen: () => void }) => {
  const upload = useFlow(uploadParts.get().photoPosterFlow, { product, configurator: actor });
  return <ProductBody product={product} actor={actor} template={null} upload={upload} onArOpen={onArOpen} />;
};

/** A text-poster page (docs/rules/personalisation.md#templates "Customisable text poster"): the template's form and live preview. */
const TemplateProduct = ({ product, actor, onArOpen }: { product: Product; actor: Configurator; onArOpen: () => void }) => {
  const parts = templateParts.get();
  const samples = parts.useTemplateSamples(parts.templateIdOf(product));
  const template = useFlow(parts.templateFlow, { product, configurator: actor, samples });
  return <ProductBody product={product} actor={actor} template={template} onArOpen={onArOpen} />;
};

const ProductBody = ({
  product,
  actor,
  template,
  upload = null,
  onArOpen,
}: {
  product: Product;
  actor: Configurator;
  template: ActorRefFrom<typeof templateMachine> | null;
  upload?: ActorRefFrom<typeof photoPosterMachine> | null;
  onArOpen: () => void;
}) => {
  const kind = viewKind(toDomainProduct(product));
  const featured = useSelector(actor, selectFeaturedImage);
  const frame = useSelector(actor, selectFrame);
  const portrait = product.metadata.portrait !== false;
  const overlay = frame?.images.find((i) => i.type === (portrait ? 'frame_overlay_portrait' : 'frame_overlay_landscape'));
  const optionsKind = kind === 'gift-card' ? 'giftCard' : kind === 'frame' ? 'frame' : kind === 'unknown' ? 'simple' : 'poster';
  return (
    <div className={css.layout}>
      {template ? (
        <TemplatePreview actor={template} configurator={actor} />
      ) : upload ? (
        <UploadPreview actor={upload} configurator={actor} />
      ) : (
        <Gallery
          product={product}
          featured={featured ?? product.images.find((i) => i.type === 'featured') ?? null}
          frameOverlay={overlay}
        />
      )}
      <div className={css.options}>
        <div className={css.titleRow}>
          <h1 className={css.title}>{product.name}</h1>
          <WishlistToggle product={product} />
        </div>
        {product.artist && <Link href={`/artists/${product.artist.slug}`}>{product.artist.alias}</Link>}
        {template && <TemplateForm actor={template} />}
        {upload && <UploadField actor={upload} configurator={actor} />}
        <ConfiguratorOptions actor={actor} kind={optionsKind} colour={upload === null} />
        <div className={css.buyBox} data-testid="buy-box">
          <ConfiguredPrice actor={actor} kind={optionsKind} />
          <div className={css.buyRow}>
            <AddToCartButton actor={actor} />
          </div>
        </div>
        {(kind === 'custom-text' || kind === 'uploaded') && (
          <p className={css.disclaimer}>
            <FormattedMessage
              id="template.disclaimer"
              defaultMessage="Personalised posters are printed for you alone and cannot be returned."
            />
          </p>
        )}
        {optionsKind === 'poster' && (
          <div style={{ display: 'flex', gap: 24 }}>
            <SizeGuide />
            {kind === 'poster' && <ArLink product={product} onOpen={onArOpen} />}
          </div>
        )}
        <Html html={product.description} />
        <ProductInfo product={product} />
      </div>
      {upload && <UploadToast actor={upload} />}
    </div>
  );
};

/** Wall bundle (docs/rules/product-pages.md#wall-bundles, docs/rules/product-pages.md#size-frame-and-options): each poster with its own options, a subtotal, one buy button, a 3 s toast. */
const WallBundle = ({
  product,
  bundled,
  frames,
}: {
  product: Product;
  bundled: readonly Product[];
  frames: readonly FrameChoice[];
}) => {
  const wall = useFlow(wallBundleFlow, { bundled, frames });
  const subtotal = useSelector(wall, selectWallSubtotal);
  const added = useSelector(wall, selectWallAdded);
  const quantity = useSelector(wall, selectWallQuantity);
  const intl = useIntl();
  const canBuy = useSelector(wall, (s) => s.can({ type: 'wallBundle.buy' }));
  const featured = product.images.find((i) => i.type === 'featured') ?? product.images[0] ?? null;
  return (
    <div className={css.layout}>
      <Gallery product={product} featured={featured} />
      <div>
        <div className={css.titleRow}>
          <h1 className={css.title}>{product.name}</h1>
          <WishlistToggle product={product} />
        </div>
        {bundled.map((p) => (
          <BundledPoster key={p.id} product={p} wall={wall} />
        ))}
        <div className={css.buyBox} data-testid="wall-summary">
          <div className={css.wallSummaryMeta}>
            <FormattedMessage
              id="wall.summary"
              defaultMessage="{count, plural, one {# poster} other {# posters}} on this wall, total"
              values={{ count: bundled.length }}
            />
          </div>
          <label className={css.wallQuantity}>
            <FormattedMessage id="wall.quantity" defaultMessage="Number of walls" />
            <input
              type="number"
              min={PRODUCT_START_QUANTITY}
              max={CART_MAX_QUANTITY}
              className={css.qty}
              value={quantity}
              data-testid="wall-quantity"
              aria-label={intl.formatMessage({ id: 'wall.quantity', defaultMessage: 'Number of walls' })}
              onChange={(e) => wall.send({ type: 'wallBundle.setQuantity', quantity: Number(e.target.value) })}
            />
          </label>
          <div className={css.price} data-testid="wall-subtotal">
            {subtotal && <Price amount={subtotal.amount} currency={subtotal.currency} />}
          </div>
          <button
            type="button"
            className={css.buy}
            data-testid="wall-buy"
            disabled={!canBuy}
            onClick={() => wall.send({ type: 'wallBundle.buy' })}
          >
            <FormattedMessage id="wall.buyAll" defaultMessage="Add the whole wall to cart" />
          </button>
          {/* Beside the button it confirms, so it covers neither the total nor the cart's. */}
          {added && (
            <p className={css.added} role="status" data-testid="wall-added">
              <FormattedMessage id="wall.added" defaultMessage="The wall was added to your cart." />
            </p>
          )}
        </div>
        <Html html={product.description} />
      </div>
    </div>
  );
};

const BundledPoster = ({ product, wall }: { product: Product; wall: ActorRefFrom<typeof wallBundleMachine> }) => {
  const actor = useSelector(wall, (s) => selectBundledPoster(s, product.id));
  const thumb = product.images.find((i) => i.type === 'thumb') ?? product.images[0];
  if (!actor) return null;
  return (
    <div className={css.bundleItem}>
      {thumb && <Img src={thumb.url} alt={product.name} width={thumb.width} height={thumb.height} sizes="120px" />}
      <div>
        <h3 style={{ margin: '0 0 8px' }}>{product.name}</h3>
        <ConfiguratorOptions actor={actor} kind="poster" showQuantity={false} />
        <ConfiguredPrice actor={actor} />
      </div>
    </div>
  );
};

export const ProductPage = ({ data }: { data: Data }) => {
  const { product, related, bundled, frames } = data;
  const detailView = useFlow(detailViewFlow, { name: product.name, sku: product.sku });
  const intl = useIntl();
  return (
    <div className={layout.container}>
      {product.type === PRODUCT_TYPE.wall ? (
        <WallBundle product={product} bundled={bundled} frames={frames} />
      ) : (
        <SingleProduct
          product={product}
          frames={frames}
          onArOpen={() => detailView.send({ type: 'detailView.augmentedReality' })}
        />
      )}
      {related.length > 0 && (
        <section
          className={c.section}
          aria-label={intl.formatMessage({ id: 'product.related', defaultMessage: 'You may also like' })}
        >
          <h2>
            <FormattedMessage id="product.related" defaultMessage="You may also like" />
          </h2>
          <div className={c.grid}>
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
};
