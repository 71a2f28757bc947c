import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import type { StartPageData } from '../../application/loaders/start.loader';
import type { Product } from '../../application/model/catalogue';
import { Carousel } from '../components/Carousel';
import { ProductCard } from '../components/ProductCard';
import { ArtistCard } from '../components/ArtistCard';
import { CategoryLink } from '../components/Links';
import { Img } from '../components/Img';
import { Link } from 'wouter';
import { PageContent } from './ListingPages';
import { GALLERY_WALL_SEGMENT } from '../../application/routing/routes';
import * as start from './start.css';
import * as c from '../components/components.css';
import * as layout from '../styles/layout.css';

const ProductRow = ({
  id,
  title,
  products,
  viewAll,
}: {
  id?: string;
  title: string;
  products: readonly Product[];
  viewAll?: readonly string[] | null;
}) =>
  products.length === 0 ? null : (
    <section className={c.section} id={id}>
      <h2>{title}</h2>
      <Carousel kind="products" label={title}>
        {[
          ...products.map((p) => <ProductCard key={p.id} product={p} />),
          ...(viewAll
            ? [
                <CategoryLink key="all" slugs={viewAll} className={c.viewAll}>
                  <FormattedMessage id="carousel.viewAll" defaultMessage="View all" />
                </CategoryLink>,
              ]
            : []),
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

/**
 * The banner: the start page's own name and description (translated content from the server)
 * beside the first gallery wall in its room, with the way to the best sellers and to the wall
 * designer. The picture is the page's largest paint, so it loads first.
 */
const Banner = ({ data }: { data: StartPageData }) => {
  const wall = data.walls[0];
  const picture = wall?.images.find((i) => i.type === 'featured') ?? wall?.images[0];
  if (!data.page) return null;
  return (
    <section className={start.banner} data-testid="start-banner">
      <div>
        <h1 className={start.bannerTitle}>{data.page.name}</h1>
        {data.page.description && <p className={start.bannerText}>{data.page.description}</p>}
        <div className={start.bannerActions}>
          <a href="#best-sellers" className={start.primary}>
            <FormattedMessage id="start.banner.bestSellers" defaultMessage="Shop the best sellers" />
          </a>
          <Link href={`/${GALLERY_WALL_SEGMENT}`} className={start.secondary}>
            <FormattedMessage id="start.banner.designWall" defaultMessage="Design your gallery wall" />
          </Link>
        </div>
      </div>
      {picture && (
        <div className={start.bannerMedia}>
          <Img
            src={picture.url}
            alt={wall!.name}
            width={picture.width}
            height={picture.height}
            sizes="(max-width: 900px) 100vw, 760px"
            priority
            className={start.bannerImg}
          />
        </div>
      )}
    </section>
  );
};

/** Start page (docs/rules/catalogue.md#start-page): banner, best sellers, personalised, artists, walls, social category, content. */
export const StartPage = ({ data }: { data: StartPageData }) => {
  const intl = useIntl();
  const t = (m: keyof typeof titles) => intl.formatMessage(titles[m]);
  return (
    <div className={layout.container}>
      <Banner data={data} />
      {data.page && <PageContent page={data.page} />}
      <ProductRow id="best-sellers" title={t('bestSellers')} products={data.bestSellers} viewAll={data.viewAll.bestSellers} />
      <ProductRow title={t('personalised')} products={data.personalised} viewAll={data.viewAll.personalised} />
      {data.artists.length > 0 && (
        <section className={c.section}>
          <h2>{t('artists')}</h2>
          <Carousel kind="artists" label={t('artists')}>
            {[
              ...data.artists.map((a) => <ArtistCard key={a.id} artist={a} />),
              <Link key="all" href="/artists" className={c.viewAll}>
                <FormattedMessage id="carousel.viewAll" defaultMessage="View all" />
              </Link>,
            ]}
          </Carousel>
        </section>
      )}
      <ProductRow title={t('walls')} products={data.walls} viewAll={data.viewAll.walls} />
      {data.social && (
        <ProductRow
          title={data.social.category.name}
          products={data.social.products}
          viewAll={data.social.category.hierarchy.map((h) => h.slug)}
        />
      )}
    </div>
  );
};
