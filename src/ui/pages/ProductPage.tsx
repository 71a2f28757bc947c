import { FormattedMessage } from 'react-intl';
import type { PageData } from '../../application/loaders/pages.loader';
import type { Image } from '../../application/model/catalogue';
import { Html } from '../components/Html';
import { Img } from '../components/Img';
import { Price } from '../components/Price';
import { ProductCard } from '../components/ProductCard';
import { CategoryLink, TagLink } from '../components/Links';
import { Link } from 'wouter';
import * as c from '../components/components.css';
import * as layout from '../styles/layout.css';

type Data = Extract<PageData, { route: 'product' }>['data'];
const pick = (images: readonly Image[], type: Image['type']) => images.find((i) => i.type === type);

/** Product page: featured image, price per size, description, product info, related products. */
export const ProductPage = ({ data }: { data: Data }) => {
  const { product, related, bundled } = data;
  const featured = pick(product.images, 'featured') ?? product.images[0];
  return (
    <div className={layout.container}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 40, marginTop: 24 }}>
        <div>{featured && <Img src={featured.url} alt={product.name} width={featured.width} height={featured.height} sizes="(max-width: 1023px) 100vw, 640px" priority />}</div>
        <div>
          <h1>{product.name}</h1>
          {product.artist && <p><Link href={`/artists/${product.artist.slug}`}>{product.artist.alias}</Link></p>}
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {product.variations.map((v) => (
              <li key={v.id} style={{ display: 'flex', justifyContent: 'space-between', borderBottom: '1px solid #eee', padding: '8px 0' }}>
                <span>{v.option_name}</span><Price amount={v.price} currency={v.currency} />
              </li>
            ))}
          </ul>
          <Html html={product.description} />
          <dl>
            <dt><FormattedMessage id="product.sku" defaultMessage="SKU" /></dt><dd>{product.sku}</dd>
            {product.categories.length > 0 && <><dt><FormattedMessage id="product.categories" defaultMessage="Categories" /></dt>
              <dd>{product.categories.map((cat) => <CategoryLink key={cat.id} slugs={[cat.slug]}>{cat.name} </CategoryLink>)}</dd></>}
            {product.tags.length > 0 && <><dt><FormattedMessage id="product.tags" defaultMessage="Tags" /></dt>
              <dd>{product.tags.map((t) => <TagLink key={t.id} slug={t.slug}>{t.name} </TagLink>)}</dd></>}
          </dl>
        </div>
      </div>
      {bundled.length > 0 && (
        <section className={c.section}>
          <h2><FormattedMessage id="product.bundled" defaultMessage="In this wall" /></h2>
          <div className={c.grid}>{bundled.map((p) => <ProductCard key={p.id} product={p} />)}</div>
        </section>
      )}
      {related.length > 0 && (
        <section className={c.section}>
          <h2><FormattedMessage id="product.related" defaultMessage="You may also like" /></h2>
          <div className={c.grid}>{related.map((p) => <ProductCard key={p.id} product={p} />)}</div>
        </section>
      )}
    </div>
  );
};
