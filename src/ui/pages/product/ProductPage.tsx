import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { PageData } from '../../../application/loaders/pages.loader';
import type { FrameChoice, Product } from '../../../application/model/catalogue';
import { selectFeaturedImage, selectFrame } from '../../../application/flows/configurator/selectors';
import type { configuratorMachine } from '../../../application/flows/configurator/machine';
import { toDomainProduct } from '../../../application/flows/configurator/domain-product';
import { PRODUCT_TYPE, viewKind } from '../../../domain/product';
import { Html } from '../../components/Html';
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
import { Gallery } from './ProductGallery';
import { WallBundle } from './WallBundle';

type Configurator = ActorRefFrom<typeof configuratorMachine>;
type Data = Extract<PageData, { route: 'product' }>['data'];

// Text posters' form and preview come in their own chunk (split-pages.ts).
const TemplateForm = fromChunk(templateParts, (m) => m.TemplateForm);
const TemplatePreview = fromChunk(templateParts, (m) => m.TemplatePreview);
// So do the upload-your-own page's field, preview and toast.
const UploadField = fromChunk(uploadParts, (m) => m.UploadField);
const UploadPreview = fromChunk(uploadParts, (m) => m.UploadPreview);
const UploadToast = fromChunk(uploadParts, (m) => m.UploadToast);

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
