import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import type { StartPageData } from '../../application/loaders/start.loader';
import type { Product } from '../../application/model/catalogue';
import { Carousel } from '../components/Carousel';
import { ProductCard } from '../components/ProductCard';
import { ArtistCard } from '../components/ArtistCard';
import { Html } from '../components/Html';
import { CategoryLink } from '../components/Links';
import * as c from '../components/components.css';
import * as layout from '../styles/layout.css';

const ProductRow = ({ title, products, viewAll }: { title: string; products: readonly Product[]; viewAll?: readonly string[] }) =>
  products.length === 0 ? null : (
    <section className={c.section}>
      <h2>{title}</h2>
      <Carousel kind="products" label={title}>
        {[
          ...products.map((p, i) => <ProductCard key={p.id} product={p} priority={i < 2} />),
          ...(viewAll ? [<CategoryLink key="all" slugs={viewAll} className={c.viewAll}><FormattedMessage id="carousel.viewAll" defaultMessage="View all" /></CategoryLink>] : []),
        ]}
      </Carousel>
    </section>
  );

const titles = defineMessages({
  bestSellers: { id: 'start.bestSellers', defaultMessage: 'Best sellers' },
  personalised: { id: 'start.personalised', defaultMessage: 'Personalised posters' },
  artists: { id: 'start.artists', defaultMessage: 'Featured artists' },
  walls: { id: 'start.walls', defaultMessage: 'Gallery walls' },
});

/** Start page (spec §2): banner, best sellers, personalised, artists, walls, social category, content. */
export const StartPage = ({ data }: { data: StartPageData }) => {
  const intl = useIntl();
  const t = (m: keyof typeof titles) => intl.formatMessage(titles[m]);
  return (
    <div className={layout.container}>
      {data.page && <Html html={data.page.content} className="page-start" />}
      <ProductRow title={t('bestSellers')} products={data.bestSellers} />
      <ProductRow title={t('personalised')} products={data.personalised} />
      {data.artists.length > 0 && (
        <section className={c.section}>
          <h2>{t('artists')}</h2>
          <Carousel kind="artists" label={t('artists')}>
            {data.artists.map((a) => <ArtistCard key={a.id} artist={a} />)}
          </Carousel>
        </section>
      )}
      <ProductRow title={t('walls')} products={data.walls} />
      {data.social && (
        <ProductRow title={data.social.category.name} products={data.social.products}
          viewAll={data.social.category.hierarchy.map((h) => h.slug)} />
      )}
    </div>
  );
};
